import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isValidScale } from '@brigade/units';

/** The service's refusal of a target yield (BAD_USER_INPUT on `scaleToYield`), in the person's language; null for anything else. */
export function scaleRefusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refused = error.errors.find(
    (problem) =>
      problem.extensions?.code === 'BAD_USER_INPUT' && String(problem.extensions.field ?? '').replace(/^input\./, '') === 'scaleToYield',
  );
  return refused?.message ?? null;
}

/**
 * The address's `yield`: undefined when there is none (the recipe as written), null when it is no
 * number, else the number, which may still be 0 or negative (refused, never clamped).
 */
export function askedYield(param: string): number | null | undefined {
  if (!param) return undefined;
  const value = Number(param);
  return Number.isFinite(value) ? value : null;
}

/** Only a yield above 0 goes to the service. */
export const sendable = (asked: number | null | undefined): number | undefined => (isValidScale(asked) ? asked : undefined);
