import { type ConsoleRoute } from '@brigade/console-kit';
import { UserSettingsPage } from './UserSettingsPage';

export const userSettingsRoutes: ConsoleRoute[] = [{ path: 'user-settings', element: <UserSettingsPage /> }];
