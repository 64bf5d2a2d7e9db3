import type { ConsoleRoute } from '@brigade/console-kit';
import { AccountPage } from './AccountPage';

export const accountRoutes: ConsoleRoute[] = [{ path: 'account', element: <AccountPage /> }];
