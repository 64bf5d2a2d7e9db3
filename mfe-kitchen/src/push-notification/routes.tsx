import { PushNotificationPage, type ConsoleRoute } from '@brigade/console-kit';

export const pushNotificationRoutes: ConsoleRoute[] = [{ path: 'push-notification', element: <PushNotificationPage /> }];
