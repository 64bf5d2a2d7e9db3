import { vatPrefix } from './vat-format';

/** What a member state's register says: a number it confirms or denies, or no answer at all. */
export type VatCheck =
  | { kind: 'confirmed'; valid: true; name: string | null; address: string | null; consultation: string | null }
  | { kind: 'confirmed'; valid: false }
  | { kind: 'unavailable'; reason: string };

/** Confirms VAT numbers with the register (VIES in production; any other adapter in tests or elsewhere). */
export interface VatChecker {
  /** `countryCode` is the ISO-2 country (GR for Greece); `vatNumber` the national number without prefix. */
  check(countryCode: string, vatNumber: string): Promise<VatCheck>;
}

export const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';
const TIMEOUT_MS = 5000;

/** VIES's answer to POST /check-vat-number; errors come as `userError` or, on the REST API, as `errorWrappers`. */
type ViesAnswer = {
  valid?: unknown;
  name?: unknown;
  address?: unknown;
  requestIdentifier?: unknown;
  userError?: unknown;
  errorWrappers?: { error?: unknown }[];
};

/**
 * The seller's own VAT number. Given with a check, VIES answers with a consultation number
 * (`requestIdentifier`): the tax office's proof that the customer's number was checked, and when,
 * which a reverse-charge invoice may be asked to show.
 */
export type ViesRequester = { countryCode: string; vatNumber: string };

/**
 * Errors that are VIES's verdict on the number. We check the format first, so INVALID_INPUT means
 * VIES's rules refuse it. Every other error (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, the
 * MAX_CONCURRENT_REQ limits, IP_BLOCKED …) says nothing about the number: it stays unconfirmed.
 */
const VERDICTS = new Set(['INVALID', 'INVALID_INPUT']);

/** VIES writes '---' where a member state does not publish the name or address. */
const published = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && text !== '---' ? text : null;
};

function interpret(answer: ViesAnswer): VatCheck {
  const error = answer.userError ?? answer.errorWrappers?.[0]?.error;
  if (typeof error === 'string' && error !== 'VALID') {
    return VERDICTS.has(error) ? { kind: 'confirmed', valid: false } : { kind: 'unavailable', reason: error };
  }
  if (answer.valid === true) {
    const consultation = published(answer.requestIdentifier);
    return { kind: 'confirmed', valid: true, name: published(answer.name), address: published(answer.address), consultation };
  }
  if (answer.valid === false) return { kind: 'confirmed', valid: false };
  return { kind: 'unavailable', reason: 'UNEXPECTED_ANSWER' };
}

const failure = (error: unknown): string => {
  if (error instanceof Error && error.name === 'TimeoutError') return 'TIMEOUT';
  return error instanceof SyntaxError ? 'UNEXPECTED_ANSWER' : 'NETWORK';
};

/** The EU VIES REST service. A slow or broken VIES never answers 'valid': it is unavailable after `timeoutMs`. */
export function viesClient({
  url,
  timeoutMs,
  requester,
}: { url?: string; timeoutMs?: number; requester?: ViesRequester | null } = {}): VatChecker {
  const endpoint = `${(url || VIES_URL).replace(/\/+$/, '')}/check-vat-number`;
  const limit = timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : TIMEOUT_MS;
  return {
    async check(countryCode, vatNumber) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: vatPrefix(countryCode),
            vatNumber,
            ...(requester ? { requesterMemberStateCode: vatPrefix(requester.countryCode), requesterNumber: requester.vatNumber } : {}),
          }),
          // Covers reading the body too: a VIES that stalls mid-answer is as unavailable as one that never answers.
          signal: AbortSignal.timeout(limit),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { kind: 'unavailable', reason: `HTTP_${response.status}` };
        }
        const answer: unknown = await response.json();
        return answer && typeof answer === 'object' ? interpret(answer) : { kind: 'unavailable', reason: 'UNEXPECTED_ANSWER' };
      } catch (error) {
        return { kind: 'unavailable', reason: failure(error) };
      }
    },
  };
}
