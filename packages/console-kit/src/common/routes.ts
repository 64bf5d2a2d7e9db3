import type { ReactElement } from 'react';

/** One screen of a feature: its path below the console's base (e.g. `allergens/:id/edit`) and what it shows. */
export type ConsoleRoute = { path: string; element: ReactElement };

/**
 * The four screens every record kind has (SPEC.md §2: list, `create`, view, `edit`), at the paths
 * both consoles use; the same form serves create and edit, which it tells apart by the `:id`.
 */
export const recordScreens = (segment: string, screens: { list: ReactElement; form: ReactElement; view: ReactElement }): ConsoleRoute[] => [
  { path: segment, element: screens.list },
  { path: `${segment}/create`, element: screens.form },
  { path: `${segment}/:id`, element: screens.view },
  { path: `${segment}/:id/edit`, element: screens.form },
];
