import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { LoadClient } from '../api/client';
import { loadConsoleFrame } from '../frames/load-console-frame';
import { firstPageShown } from './first-page';
import { prefetchLinks } from './prefetch';

// Safari has no requestIdleCallback.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Links anywhere in the page warm up their remote's code once the page the person opened is on
 * screen (a remote's code fetched earlier competes with that page's own on a slow network): the
 * manifest, entry and App chunk then, and the chunks its pages load lazily (legal texts' Markdown,
 * phone numbers, drag and drop) when the browser is idle after that (#26). Apollo and the console
 * frame (antd, the layout) warm up when idle too, so the sign-in page, which shows without them, has
 * them by the time its form is sent.
 */
export function startPrefetching(root: HTMLElement, loadClient: LoadClient): () => void {
  void firstPageShown.then(() =>
    whenIdle(() => {
      void loadClient().catch(() => undefined);
      void loadConsoleFrame().catch(() => undefined);
    }),
  );
  return prefetchLinks(root, (remote) => {
    const preload = (resourceCategory: 'sync' | 'all') =>
      void preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory }]).catch(() => undefined);
    void firstPageShown.then(() => {
      preload('sync');
      whenIdle(() => preload('all'));
    });
  });
}
