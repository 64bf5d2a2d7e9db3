import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The recipe service answers FORBIDDEN for anything a cook may not open (restricted, paused, beyond the allowance, gone). */
export const isForbidden = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'FORBIDDEN');
