import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list filter beside usePagedList's, kept in the address the same way ('' leaves it out) so a
 * reload or shared link shows the same rows; a new value starts at page 1.
 */
export function useUrlParam(name: string): [string, (value: string | null | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        // Outside a transition: an interrupted render would otherwise ask the server with the old and new filters in turn.
        { replace: true, flushSync: true },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}
