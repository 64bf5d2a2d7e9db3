import { CombinedGraphQLErrors } from '@apollo/client';

export type FieldProblem<Name = string> = { name: Name; errors: string[] };
export type ServerProblems<Name = string> = {
  /** Messages for fields of the form: a service's BAD_USER_INPUT names the field in `extensions.field`. */
  fields: FieldProblem<Name>[];
  /** The first other message the server gave (SPEC.md §8), already in the caller's language; null if none. */
  message: string | null;
};

/** A flat form's field for a service's field path: `email` or `input.email`, and nothing nested (`input.steps.0.title` is not `title`). */
const flatField =
  (formFields: readonly string[]) =>
  (path: string): string | null => {
    const name = path.replace(/^input\./, '');
    return formFields.includes(name) ? name : null;
  };

/**
 * Splits a failed call into what belongs next to a form field and what goes in an alert. `place`
 * is a flat form's field names, or how a form with rows finds the field of a service's path.
 * A failure that is not a GraphQL answer keeps its own message: the shell's Apollo link
 * rewords an HTTP failure with its status in the person's language (SPEC.md §8). Anything
 * without a message gives neither, and the page says its own 'Something went wrong'.
 */
export function splitServerError(error: unknown, place: readonly string[]): ServerProblems;
export function splitServerError<Name>(error: unknown, place: (path: string) => Name | null): ServerProblems<Name>;
export function splitServerError<Name>(
  error: unknown,
  place: readonly string[] | ((path: string) => Name | null),
): ServerProblems<Name | string> {
  if (!CombinedGraphQLErrors.is(error)) return { fields: [], message: error instanceof Error && error.message ? error.message : null };
  const where = typeof place === 'function' ? place : flatField(place);
  const fields: FieldProblem<Name | string>[] = [];
  const others: string[] = [];
  for (const e of error.errors) {
    const field = e.extensions?.code === 'BAD_USER_INPUT' ? e.extensions.field : undefined;
    const name = typeof field === 'string' ? where(field) : null;
    if (name !== null) fields.push({ name, errors: [e.message] });
    else others.push(e.message);
  }
  return { fields, message: others[0] ?? null };
}
