import { NeedsAttentionPage, type ConsoleRoute } from '@brigade/console-kit';

/** Needs attention (issue #23): console-kit's page, what keeps a chosen kitchen's (`?kitchen=`) figures incomplete. */
export const needsAttentionRoutes: ConsoleRoute[] = [{ path: 'needs-attention', element: <NeedsAttentionPage /> }];
