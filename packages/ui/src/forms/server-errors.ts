import { CombinedGraphQLErrors } from '@apollo/client';

export type FieldProblem = { name: string; errors: string[] };
export type ServerProblems = {
  /** Messages for fields of the form: identity's BAD_USER_INPUT names the field in `extensions.field`. */
  fields: FieldProblem[];
  /** The first other message the server gave (SPEC.md §8), already in the caller's language; null if none. */
  message: string | null;
};

/**
 * Splits a failed call into what belongs next to a form field and what goes in an alert.
 * A failure that is not a GraphQL answer keeps its own message: the shell's Apollo link
 * rewords an HTTP failure with its status in the person's language (SPEC.md §8). Anything
 * without a message gives neither, and the page says its own 'Something went wrong'.
 */
export function splitServerError(error: unknown, formFields: readonly string[]): ServerProblems {
  if (!CombinedGraphQLErrors.is(error)) return { fields: [], message: error instanceof Error && error.message ? error.message : null };
  const fields: FieldProblem[] = [];
  const others: string[] = [];
  for (const e of error.errors) {
    const field = e.extensions?.code === 'BAD_USER_INPUT' ? e.extensions.field : undefined;
    // The service names a field by its path in the input (`email`, or `input.email` with a prefix).
    const name = typeof field === 'string' ? field.split('.').pop() : undefined;
    if (name && formFields.includes(name)) fields.push({ name, errors: [e.message] });
    else others.push(e.message);
  }
  return { fields, message: others[0] ?? null };
}
