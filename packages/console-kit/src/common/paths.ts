/** The routes of one entity below a console's base: its list, its create form, one record's view and its edit form. */
export function entityPaths(base: string, segment: string, create = 'create') {
  const list = `${base}/${segment}`;
  return {
    list,
    create: `${list}/${create}`,
    view: (id: string) => `${list}/${id}`,
    edit: (id: string) => `${list}/${id}/edit`,
  };
}

export type EntityPaths = ReturnType<typeof entityPaths>;
