import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Chunk } from './chunks';
import { importMessages } from './messages';
import type { RowMatch } from './queries';
import type * as G from '../__generated__/graphql';

/** Rows matched by hand, by their index in PriceList.rows. */
export type Matches = ReadonlyMap<number, RowMatch>;

/**
 * A chunk's rows matched by hand, as the catalog takes them: by the file's row number (firstRow +
 * index + 2). None: no `matches` at all, so a list nobody matched by hand is sent as before.
 */
export function matchesOf(chunk: Chunk, matches: Matches): { matches?: G.PriceImportMatch[] } {
  const sent = chunk.lines.flatMap((line, at) => {
    const match = matches.get(line);
    return match ? [{ rowNumber: chunk.firstRow + at + 2, ingredientId: match.id }] : [];
  });
  return sent.length ? { matches: sent } : {};
}

/**
 * The preview's matches by hand: choosing (or undoing) one checks its chunk again with the catalog
 * (`recheck`, previewPriceImport, saving nothing), so the row shows what importing it would do (new,
 * changed, a duplicate of an earlier row) before it is imported with the rest. A check that fails
 * leaves the row as it was and says why.
 */
export function useRowMatches(
  chunks: Chunk[],
  recheck: (chunk: number, matches: Matches) => Promise<void>,
  failure: (error: unknown) => string,
) {
  const intl = useIntl();
  const [matches, setMatches] = useState<Matches>(new Map());
  // The latest matches, for a choice made while another row is still being checked.
  const latest = useRef<Matches>(matches);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  const setMatch = async (line: number, match: RowMatch | null, rowNumber: number) => {
    const chunk = chunks.findIndex((c) => c.lines.includes(line));
    if (chunk < 0) return;
    const next = new Map(latest.current);
    if (match) next.set(line, match);
    else next.delete(line);
    setNotice(null);
    setBusy((lines) => new Set(lines).add(line));
    try {
      await recheck(chunk, next);
      const kept = new Map(latest.current);
      if (match) kept.set(line, match);
      else kept.delete(line);
      latest.current = kept;
      setMatches(kept);
    } catch (error) {
      setNotice(intl.formatMessage(importMessages.recheckFailed, { row: rowNumber, message: failure(error) }));
    } finally {
      setBusy((lines) => {
        const left = new Set(lines);
        left.delete(line);
        return left;
      });
    }
  };

  const reset = useCallback(() => {
    latest.current = new Map();
    setMatches(latest.current);
    setNotice(null);
  }, []);

  return { matches, busy, notice, setMatch, reset };
}
