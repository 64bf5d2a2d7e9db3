import { post } from './measure';

/** Signs `email` in `count` times through the gateway; each sign-in mints a distinct token. */
export async function signInTokens(gatewayUrl: string, signIn: string, email: string, password: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await post(gatewayUrl, { query: signIn, variables: { email, password } });
    const token = (reply.data as { Authenticate?: { token: string } } | undefined)?.Authenticate?.token;
    if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(reply)}`);
    tokens.push(token);
  }
  if (new Set(tokens).size !== tokens.length) throw new Error('sign-ins returned repeated tokens');
  return tokens;
}
