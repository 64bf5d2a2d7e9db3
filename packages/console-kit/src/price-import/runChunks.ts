import { CombinedGraphQLErrors } from '@apollo/client';
import { IDEMPOTENCY_KEY_HEADER, type KeyedContext } from '@brigade/ui';
import type { Chunk } from './chunks';
import type { PriceImportResult } from './queries';

/** 128 random bits in hex, as ui's useSubmissionKey makes them (getRandomValues also exists on a plain-http page). */
export function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const keyedContext = (key: string): KeyedContext => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** One chunk's answer, or why it has none after its retry. */
export type ChunkOutcome = { chunk: Chunk; result: PriceImportResult | null; error: unknown };

export type Progress = { done: number; total: number };

/**
 * A refusal that would meet every chunk alike: the input as a whole (a supplier, mapping or default
 * the catalog refuses, BAD_USER_INPUT) or the caller (FORBIDDEN, a paused kitchen). Sending it
 * again, or sending the next chunks, cannot help.
 */
export function refusesEveryChunk(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => ['BAD_USER_INPUT', 'FORBIDDEN'].includes(String(e.extensions?.code)));
}

/**
 * Sends chunks one after another, in file order (the catalog compares a row with what the earlier
 * chunks saved). A chunk that fails is sent once more (by the caller's `send`, with the same key: a
 * lost answer to a saved chunk then comes back from the gateway instead of saving twice); if it
 * fails again, `stopOnFailure` ends the run there (a preview needs every row), otherwise the next
 * chunks still go and the failure is reported with its chunk. A refusal of the whole input is not
 * retried and ends the run. Progress counts the file's rows with anything in them.
 */
export async function runChunks(
  chunks: Chunk[],
  send: (chunk: Chunk, index: number) => Promise<PriceImportResult>,
  onProgress: (progress: Progress) => void,
  { stopOnFailure = false }: { stopOnFailure?: boolean } = {},
): Promise<ChunkOutcome[]> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
  const outcomes: ChunkOutcome[] = [];
  let done = 0;
  onProgress({ done, total });
  for (const [index, chunk] of chunks.entries()) {
    let outcome: ChunkOutcome;
    try {
      outcome = { chunk, result: await send(chunk, index), error: null };
    } catch (first) {
      try {
        if (refusesEveryChunk(first)) throw first;
        outcome = { chunk, result: await send(chunk, index), error: null };
      } catch (error) {
        outcome = { chunk, result: null, error };
      }
    }
    outcomes.push(outcome);
    done += chunk.count;
    onProgress({ done, total });
    if (outcome.error !== null && (stopOnFailure || refusesEveryChunk(outcome.error))) break;
  }
  return outcomes;
}
