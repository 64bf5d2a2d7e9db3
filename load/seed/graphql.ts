/**
 * A GraphQL client over any transport: Node's fetch (seed/client.ts) or k6's http.asyncRequest
 * (scenarios/k6-gateway.ts). No runtime imports, so k6 loads it too.
 */

/** A GraphQL error the gateway answered, with the code and field the services attach. */
export class GraphQLFailure extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

type Reply<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

export type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** One POST of a JSON body; answers the status and the body's text. */
export type Transport = (body: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

/** The gateway as one signed-in person (or nobody): the first error of a reply is thrown. */
export function graphqlCall(transport: Transport, token?: string): Call {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
    const res = await transport(JSON.stringify({ query, variables }), headers);
    let reply: Reply<T>;
    try {
      reply = JSON.parse(res.body) as Reply<T>;
    } catch {
      throw new GraphQLFailure(`HTTP ${res.status}: ${res.body.slice(0, 200)}`, undefined, undefined);
    }
    const [error] = reply.errors ?? [];
    if (error) throw new GraphQLFailure(error.message, error.extensions?.code, error.extensions?.field);
    if (!reply.data) throw new GraphQLFailure(`no data (HTTP ${res.status})`, undefined, undefined);
    return reply.data;
  };
}

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { Authenticate(input: { email: $email, password: $password }) { token } }`;

/** Signs `email` in and answers the token. */
export async function signInToken(transport: Transport, email: string, password: string): Promise<string> {
  const { Authenticate } = await graphqlCall(transport)<{ Authenticate: { token: string } }>(SIGN_IN, { email, password });
  return Authenticate.token;
}

/**
 * Runs `attempt` until it stops failing with a GraphQL error `retryable` accepts: another
 * service's projection has not yet heard of what the request names (events travel through Kafka).
 */
export async function retrying<T>(
  attempt: () => Promise<T>,
  retryable: (failure: GraphQLFailure) => boolean,
  wait: (ms: number) => Promise<void>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof GraphQLFailure && retryable(error)) || Date.now() > deadline) throw error;
      await wait(250);
    }
  }
}
