/** What a GraphQL-over-HTTP endpoint answered: the status and the body as sent. */
export type Reply<T = Record<string, unknown>> = {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
};

/** Headers sent to an origin unless a call sets its own (the shared stack's client address, stack/shared.ts). */
const defaults = new Map<string, Record<string, string>>();

/** Every later `gql` and `signIn` to `url`'s origin carries `headers`, unless the call names the same header itself. */
export function sendByDefault(url: string, headers: Record<string, string>): void {
  defaults.set(new URL(url).origin, lowerCased(headers));
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

function withDefaults(url: string, headers: Record<string, string>): Record<string, string> {
  const base = defaults.size > 0 ? defaults.get(new URL(url).origin) : undefined;
  return base ? { ...base, ...lowerCased(headers) } : headers;
}

/** POSTs a GraphQL operation as a browser would, with an optional bearer token, headers and variables. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  token?: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): Promise<Reply<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: withDefaults(url, { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }),
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Reply<T>['body'] };
  } catch {
    // A proxy's or a crash's HTML is a failure to see, not a JSON error to throw from here.
    return { status: res.status, body: { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] } };
  }
}

/** The error codes of a reply, in order (`extensions.code`). */
export const errorCodes = (reply: Reply<unknown>): unknown[] => (reply.body.errors ?? []).map((e) => e.extensions?.code);

/** The one field a reply's data holds, or an error naming what came back instead. */
export function dataOf<T>(reply: Reply<Record<string, unknown>>, field: string): T {
  const value = reply.body.data?.[field];
  if (value === undefined || value === null) throw new Error(`${field}: no data in ${JSON.stringify(reply.body).slice(0, 500)}`);
  return value as T;
}

/** The data of a call that must succeed, for what a test needs but is not about; any error throws with what the server said. */
export async function gqlData<T>(url: string, query: string, token?: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await gql<T>(url, query, token, {}, variables);
  if (!reply.body.data || reply.body.errors?.length)
    throw new Error(`GraphQL failed (${reply.status}): ${JSON.stringify(reply.body).slice(0, 500)}`);
  return reply.body.data;
}

/** The seeded users' password unless SEED_PASSWORD says otherwise. */
export const SEED_PASSWORD = process.env.SEED_PASSWORD ?? 'Brigade!2026';

/** Signs a user in through the gateway and returns the token; a refusal throws with what the server said. */
export async function signIn(
  gatewayUrl: string,
  email: string,
  password = SEED_PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  const reply = await gql<{ Authenticate: { token: string } }>(
    gatewayUrl,
    'mutation ($input: AuthenticateInput!) { Authenticate(input: $input) { token } }',
    undefined,
    headers,
    { input: { email, password } },
  );
  const token = reply.body.data?.Authenticate?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(reply.body)}`);
  return token;
}
