import { useEffect } from 'react';

const EVERY_MS = 1000;
const TRIES = 15;

/**
 * While the kitchen's counter disagrees with the list on screen, read the plan again, once a
 * second for up to 15 s: the counter catches up when the create or delete event is through, and
 * the dashboard and the other notices read the refreshed answer from the cache.
 */
export function useCounterCatchUp(listed: number | undefined, counted: number | undefined, refetch: () => Promise<unknown>) {
  const behind = listed !== undefined && counted !== undefined && listed !== counted;
  useEffect(() => {
    if (!behind) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > TRIES) clearInterval(timer);
      else void refetch().catch(() => undefined);
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [behind, listed, refetch]);
}
