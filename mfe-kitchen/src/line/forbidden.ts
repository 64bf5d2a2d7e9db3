import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The recipe service answers FORBIDDEN for a recipe of the cook's kitchen kept from them (restricted, paused,
 * beyond the allowance): 'not shared with you'. One deleted, never made or another kitchen's is NOT_FOUND (issue #45),
 * and reads as the server's 'Recipe not found', never as not shared.
 */
export const isForbidden = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'FORBIDDEN');
