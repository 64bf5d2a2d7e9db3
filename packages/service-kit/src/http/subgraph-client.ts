import { CLAIMS_HEADER, signCaller, type Caller, type RequestMeta } from '../auth/claims';

export type GraphQLReply<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; [key: string]: unknown } }[];
};

/**
 * Calls one subgraph the way the gateway does: the caller and the request's facts (language,
 * address) signed with the internal key for that subgraph. For tests and tools that talk to a
 * subgraph directly; clients always go through the gateway.
 */
export function subgraphClient(url: string, key: Uint8Array, audience: string, defaults: { caller?: Caller; meta?: RequestMeta } = {}) {
  return async function call<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    caller: Caller = defaults.caller ?? { kind: 'anonymous' },
    meta: RequestMeta = defaults.meta ?? {},
  ): Promise<GraphQLReply<T>> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLAIMS_HEADER]: await signCaller(caller, key, audience, meta) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLReply<T>;
  };
}

/** The error codes of a reply, in order (an empty list when it succeeded). */
export const errorCodes = (reply: GraphQLReply<unknown>) => (reply.errors ?? []).map((e) => e.extensions?.code);

export const firstError = (reply: GraphQLReply<unknown>) => reply.errors?.[0];
