import type { ConsoleRoute } from '../common/routes';
import { UserSettingsPage } from './UserSettingsPage';

export const userSettingsRoutes: ConsoleRoute[] = [{ path: 'user-settings', element: <UserSettingsPage /> }];
