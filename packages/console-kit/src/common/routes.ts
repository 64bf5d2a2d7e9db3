import type { ReactElement } from 'react';

/** One screen of a feature: its path below the console's base (e.g. `allergens/:id/edit`) and what it shows. */
export type ConsoleRoute = { path: string; element: ReactElement };
