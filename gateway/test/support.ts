export type Reply = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

/** POSTs a GraphQL query as a browser would, with an optional bearer token, extra headers and variables. */
export async function gql(
  url: string,
  query: string,
  token?: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): Promise<Reply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/** Signs a seeded user in through the gateway and returns the token. */
export async function signIn(gatewayUrl: string, email: string, password = 'Brigade!2026'): Promise<string> {
  const reply = await gql(gatewayUrl, `mutation { Authenticate(input: { email: "${email}", password: "${password}" }) { token } }`);
  const token = (reply.body.data?.Authenticate as { token: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(reply.body)}`);
  return token;
}

export const errorCodes = (reply: Reply) => (reply.body.errors ?? []).map((e) => e.extensions?.code);

/** Polls until `check` holds (events cross processes asynchronously). */
export async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

type MailSummary = { id: string };

/** The token of link `param` in the newest mail to `to`, read from the embedded mailbox's HTTP API. */
export async function mailLink(mailUrl: string, to: string, param: string): Promise<string> {
  let token: string | undefined;
  await until(async () => {
    const list = (await (await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as MailSummary[];
    if (!list[0]) return false;
    const mail = (await (await fetch(`${mailUrl}/api/messages/${list[0].id}`)).json()) as { text: string };
    token = new RegExp(`[?&]${param}=([^\\s&]+)`).exec(mail.text)?.[1];
    return Boolean(token);
  });
  return decodeURIComponent(token as string);
}

/** POSTs to /graphql a subgraph has answered, from its own /metrics. */
export async function graphqlCalls(serviceUrl: string): Promise<number> {
  const text = await (await fetch(serviceUrl.replace(/\/graphql$/, '/metrics'))).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/graphql"'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}
