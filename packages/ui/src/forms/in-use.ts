import { CombinedGraphQLErrors } from '@apollo/client';

export type UsedIn = { id: string; title: string };

export type InUseRefusal = {
  /** The service's own words, in the person's language ("This ingredient is used in 3 recipes"). */
  message: string;
  /** How many of each kind use it: `{ recipes: 3, ingredients: 1 }`. */
  usedBy: Record<string, number>;
  /** The users by name, when the service names them (a recipe's parents); else empty. */
  usedIn: UsedIn[];
};

const isCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null && Object.values(value).every((n) => typeof n === 'number');

const isUser = (value: unknown): value is UsedIn =>
  typeof value === 'object' && value !== null && typeof (value as UsedIn).id === 'string' && typeof (value as UsedIn).title === 'string';

/**
 * A service's refusal to delete what something still uses (service-kit's `inUse`: BAD_USER_INPUT
 * on `force`, with `usedBy` and maybe `usedIn`), which the screen may offer to force; null for any
 * other failure, which the screen reports as it reports failures.
 */
export function inUseRefusal(error: unknown): InUseRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    const { code, field, usedBy, usedIn } = problem.extensions ?? {};
    if (code !== 'BAD_USER_INPUT' || field !== 'force' || !isCounts(usedBy)) continue;
    return { message: problem.message, usedBy, usedIn: Array.isArray(usedIn) ? usedIn.filter(isUser) : [] };
  }
  return null;
}
