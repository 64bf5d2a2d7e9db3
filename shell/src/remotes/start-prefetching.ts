import { preloadRemote } from '@module-federation/enhanced/runtime';
import { prefetchLinks } from './prefetch';

/** Links anywhere in the page warm up their remote's code (manifest, entry and the App chunk). */
export function startPrefetching(root: HTMLElement): () => void {
  return prefetchLinks(root, (remote) => {
    void preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'all' }]).catch(() => undefined);
  });
}
