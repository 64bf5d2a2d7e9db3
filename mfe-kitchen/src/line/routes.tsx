import { lazy } from 'react';
import type { ConsoleRoute } from '@brigade/console-kit';
import { LineTheme } from './LineTheme';
import { LINE_HOME, LINE_RECIPE_PATH } from './paths';
import { AdminPreview } from './preview';

// Fetched when first opened (the console's routes wait in LazyScreens).
const LineHomePage = lazy(() => import('./LineHomePage').then((module) => ({ default: module.LineHomePage })));
const LineRecipePage = lazy(() => import('./LineRecipePage').then((module) => ({ default: module.LineRecipePage })));

/** The cook's screens, at absolute paths, in large type for a tablet on the line. */
export const lineRoutes: ConsoleRoute[] = [
  {
    path: LINE_HOME,
    element: (
      <LineTheme>
        <LineHomePage />
      </LineTheme>
    ),
  },
  {
    path: LINE_RECIPE_PATH,
    element: (
      <LineTheme>
        <LineRecipePage />
      </LineTheme>
    ),
  },
];

/**
 * The kitchen admin's look at a recipe or dish as a cook gets it ('View as cook'), at the cook's own
 * address; the admin's root stays the dashboard. The server lets an admin read every recipe of the
 * kitchen, so this works for paused, private and beyond-the-allowance ones too.
 */
export const adminLineRoutes: ConsoleRoute[] = [
  {
    path: LINE_RECIPE_PATH,
    element: (
      <AdminPreview>
        <LineTheme>
          <LineRecipePage />
        </LineTheme>
      </AdminPreview>
    ),
  },
];
