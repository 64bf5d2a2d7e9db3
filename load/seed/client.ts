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

/** Calls the gateway as one signed-in person (or nobody): the first error of a reply is thrown. */
export function gatewayClient(url: string, token?: string): Call {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    const reply = (await res.json()) as Reply<T>;
    const [error] = reply.errors ?? [];
    if (error) throw new GraphQLFailure(error.message, error.extensions?.code, error.extensions?.field);
    if (!reply.data) throw new GraphQLFailure(`no data (HTTP ${res.status})`, undefined, undefined);
    return reply.data;
  };
}

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { Authenticate(input: { email: $email, password: $password }) { token } }`;

export async function signIn(url: string, email: string, password: string): Promise<Call> {
  const { Authenticate } = await gatewayClient(url)<{ Authenticate: { token: string } }>(SIGN_IN, { email, password });
  return gatewayClient(url, Authenticate.token);
}
