import type { ConsoleRoute } from '@brigade/console-kit';
import { NeedsAttentionPage } from './NeedsAttentionPage';

/** Needs attention: what keeps cost and nutrition figures incomplete (issue #23); an admin screen, never a cook's. */
export const needsAttentionRoutes: ConsoleRoute[] = [{ path: 'needs-attention', element: <NeedsAttentionPage /> }];
