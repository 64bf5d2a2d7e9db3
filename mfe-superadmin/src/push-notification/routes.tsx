import type { ConsoleRoute } from '../common/routes';
import { PushNotificationPage } from './PushNotificationPage';

export const pushNotificationRoutes: ConsoleRoute[] = [{ path: 'push-notification', element: <PushNotificationPage /> }];
