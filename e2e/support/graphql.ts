import { gqlData as send } from '@brigade/test-kit';
import type { Operation } from './__generated__/documents';

export type { Operation };

/** Variables may be left out when the operation requires none. */
type VariablesOf<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/**
 * The data of an operation that must succeed, for what a journey needs but is not about; any error
 * throws with what the server said. The document gives the types: a console's from
 * `./__generated__/documents`, or e2e's own from `./documents`.
 */
export function gqlData<R, V>(url: string, document: Operation<R, V>, token?: string, ...variables: VariablesOf<V>): Promise<R> {
  return send<R>(url, document, token, variables[0] as Record<string, unknown> | undefined);
}

/**
 * Tags one of e2e's own documents (`./documents`): codegen validates it against the supergraph and
 * types it in `./__generated__/graphql`, and the declaration names those types, as the consoles'
 * `TypedDocumentNode`s do. No interpolation: a document is its text.
 */
export const gql = <R = never, V = never>(text: TemplateStringsArray): Operation<R, V> => text.join('') as Operation<R, V>;
