import { preloadRemote } from '@module-federation/enhanced/runtime';
import { firstPageShown } from './first-page';
import { prefetchLinks } from './prefetch';

// Safari has no requestIdleCallback.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Links anywhere in the page warm up their remote's code: the manifest, entry and App chunk at
 * once, and the chunks its pages load lazily (legal texts' Markdown, phone numbers, drag and drop)
 * only once the first page is on screen and the browser is idle, so a cold /login does not fetch
 * what only /register or /toc need before its form is usable (#26).
 */
export function startPrefetching(root: HTMLElement): () => void {
  return prefetchLinks(root, (remote) => {
    const preload = (resourceCategory: 'sync' | 'all') =>
      void preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory }]).catch(() => undefined);
    preload('sync');
    void firstPageShown.then(() => whenIdle(() => preload('all')));
  });
}
