import { entityPaths as consoleEntityPaths } from '@brigade/console-kit';

/** Where the kitchen console lives in the shell (SPEC.md §2 'Kitchen admin routes'); its dashboard is the root. */
export const ADMIN_BASE = '/auth/admin';
export const DASHBOARD = '/';

/** The routes of one entity of this console: its list, its create form, one record's view and its edit form. */
export const entityPaths = (segment: string) => consoleEntityPaths(ADMIN_BASE, segment);

/** The Upgrade Plan screen (the side menu's entry), which holds the payment history too. */
export const UPGRADE_PATH = `${ADMIN_BASE}/payments`;
