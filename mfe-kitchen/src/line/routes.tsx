import type { ConsoleRoute } from '@brigade/console-kit';
import { LineHomePage } from './LineHomePage';
import { LineRecipePage } from './LineRecipePage';
import { LineTheme } from './LineTheme';
import { LINE_HOME, LINE_RECIPE_PATH } from './paths';

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
