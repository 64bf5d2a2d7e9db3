import { NeedsAttentionPage, type ConsoleRoute } from '@brigade/console-kit';

/** Needs attention: what keeps cost and nutrition figures incomplete (issue #23), console-kit's page; an admin screen, never a cook's. */
export const needsAttentionRoutes: ConsoleRoute[] = [{ path: 'needs-attention', element: <NeedsAttentionPage /> }];
