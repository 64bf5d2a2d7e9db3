/** The cook's screens sit at the root of the app (a cook has no console base). */
export const LINE_HOME = '/';
export const LINE_RECIPE_PATH = '/recipe/:id';
export const linePath = (id: string) => `/recipe/${encodeURIComponent(id)}`;
