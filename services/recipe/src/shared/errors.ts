import { GraphQLError } from 'graphql';

/**
 * FORBIDDEN that names the field, for a reference to another kitchen's entry (README 'Validation'):
 * the entry exists but is not the caller's to use, which is an access question, not a typo.
 */
export const forbiddenField = (field: string) => new GraphQLError('Access Forbidden', { extensions: { code: 'FORBIDDEN', field } });
