/** The header a client sends so that a retried creating mutation is not applied twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A UUID fits; the bounds keep keys from being guessable or from bloating every stored record. */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** Why a header value is not an acceptable key, or undefined when it is (or when there is none). */
export function idempotencyKeyProblem(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return KEY.test(value) ? undefined : 'The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_" (a UUID, for example)';
}
