import { entityPaths as consoleEntityPaths } from '@brigade/console-kit';

/** Where the console lives in the shell (SPEC.md §2 'Super admin routes'). */
export const BASE = '/auth/superadmin';

/** The routes of one entity of this console: its list, its create form, one record's view and its edit form. */
export const entityPaths = (segment: string, create = 'create') => consoleEntityPaths(BASE, segment, create);
