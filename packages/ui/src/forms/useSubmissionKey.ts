import { useCallback, useRef } from 'react';

/** The gateway signs this header into the claims; creating mutations run once per key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a mutation call takes as `context`, so that Apollo sends the key as a header. */
export type KeyedContext = { headers: Record<string, string> };

/** 128 random bits in hex; getRandomValues, unlike randomUUID, also exists on a plain-http page. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per form submission: `submit(input, send)` calls `send(context, input)`
 * with the key in the context, for `create({ variables: { input }, context })`. Sending the same input again before a success (a retry after "fetch failed", a
 * double click) reuses the key, so the server answers with the first result instead of creating
 * a duplicate; a success, or other input, starts a new submission with a new key.
 */
export function useSubmissionKey() {
  const pending = useRef<{ key: string; input: string } | null>(null);
  return useCallback(async <I, T>(input: I, send: (context: KeyedContext, input: I) => Promise<T>): Promise<T> => {
    const fingerprint = JSON.stringify(input) ?? '';
    if (pending.current?.input !== fingerprint) pending.current = { key: newKey(), input: fingerprint };
    const result = await send({ headers: { [IDEMPOTENCY_KEY_HEADER]: pending.current.key } }, input);
    pending.current = null;
    return result;
  }, []);
}
