let shown: () => void = () => undefined;

/**
 * Settles once the first page a person asked for is on screen (a remote's page or the landing
 * page), or 5 s after the window loaded, whichever comes first. What only later pages need waits
 * for it, so it never competes with the first page for the network.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  shown = resolve;
  const fallback = () => setTimeout(resolve, 5000);
  if (typeof window === 'undefined') return;
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
});

export function markFirstPageShown(): void {
  shown();
}
