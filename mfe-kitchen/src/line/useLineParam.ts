import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * One of the recipe page's address parameters (`yield`, `step`), set in place (no history entry
 * per step). Unlike console-kit's useUrlParam it keeps the router state, which holds the list the
 * cook came from, so 'Back to the list' still returns to it after a scale or a step.
 */
export function useLineParam(name: string): [string, (value: string | null | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const set = useCallback(
    (value: string | null | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, state, flushSync: true },
      ),
    [name, setParams, state],
  );
  return [params.get(name) ?? '', set];
}
