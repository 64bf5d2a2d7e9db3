import type { RemoteName } from '../config/config';
import { remoteFor } from '../routing/routing';

/** SPEC.md §9: a link's remote starts loading when the link comes within 200px of the viewport. */
export const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Watches every same-origin link under `root` (including ones remotes render later) and asks
 * `preload` for the remote behind it once, the first time it nears the viewport.
 */
export function prefetchLinks(root: HTMLElement, preload: (remote: RemoteName) => void): () => void {
  const done = new Set<RemoteName>();
  const watched = new WeakSet<Element>();
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const href = (entry.target as HTMLAnchorElement).href;
        const url = new URL(href, location.href);
        if (url.origin !== location.origin) continue;
        const remote = remoteFor(url.pathname);
        if (remote === 'home' || done.has(remote)) continue;
        done.add(remote);
        preload(remote);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  const watch = (node: ParentNode) => {
    for (const a of node.querySelectorAll('a[href]')) {
      if (watched.has(a)) continue;
      watched.add(a);
      seen.observe(a);
    }
  };
  watch(root);
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node.parentNode ?? node);
  });
  added.observe(root, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    seen.disconnect();
  };
}
