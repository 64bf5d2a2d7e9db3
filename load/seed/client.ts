import { graphqlCall, signInToken, type Call, type Transport } from './graphql.ts';

export { GraphQLFailure, type Call } from './graphql.ts';

/** Node's transport: one fetch per request. */
export const fetchTransport =
  (url: string): Transport =>
  async (body, headers) => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, body: await res.text() };
  };

/** Calls the gateway as one signed-in person (or nobody): the first error of a reply is thrown. */
export const gatewayClient = (url: string, token?: string): Call => graphqlCall(fetchTransport(url), token);

export async function signIn(url: string, email: string, password: string): Promise<Call> {
  return gatewayClient(url, await signInToken(fetchTransport(url), email, password));
}
