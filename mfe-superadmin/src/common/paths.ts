/** Where the console lives in the shell (SPEC.md §2 'Super admin routes'). */
export const BASE = '/auth/superadmin';

/** The routes of one entity: its list, its create form, one record's view and its edit form. */
export function entityPaths(segment: string, create = 'create') {
  const list = `${BASE}/${segment}`;
  return {
    list,
    create: `${list}/${create}`,
    view: (id: string) => `${list}/${id}`,
    edit: (id: string) => `${list}/${id}/edit`,
  };
}
