/**
 * What the loader needs of the public API: GraphQL through the gateway with a bearer token, and
 * the gateway's upload route. Nothing here talks to a service directly.
 */

export type GraphQLError = { message: string; extensions?: Record<string, unknown> };
export type Reply<T> = { data?: T | null; errors?: GraphQLError[] };

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly errors: GraphQLError[] = [],
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Gateway {
  private token: string | undefined;

  /** `graphqlUrl`: the gateway's /graphql, e.g. http://127.0.0.1:4000/graphql. */
  constructor(readonly graphqlUrl: string) {}

  get origin(): string {
    return new URL(this.graphqlUrl).origin;
  }

  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<Reply<T>> {
    const res = await fetch(this.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Reply<T>;
  }

  /** The data, or a GatewayError naming the first error. */
  async ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await this.call<T>(query, variables);
    if (reply.errors?.length || !reply.data) {
      const first = reply.errors?.[0];
      const field = first?.extensions?.field ? ` (${String(first.extensions.field)})` : '';
      throw new GatewayError(`${first?.message ?? 'no data'}${field}`, reply.errors ?? []);
    }
    return reply.data;
  }

  async signIn(email: string, password: string): Promise<void> {
    const data = await this.ok<{ Authenticate: { token: string } }>(
      'mutation ($input: AuthenticateInput!) { Authenticate(input: $input) { token } }',
      { input: { email, password } },
    );
    this.token = data.Authenticate.token;
  }

  /**
   * POST /api/upload (multipart `purpose` then `file`) and the stored picture's `/media/<id>`.
   * Uploads are limited per user and minute: a 429 waits the `retryAfterSeconds` it names.
   */
  async upload(bytes: Buffer, filename: string, type: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const form = new FormData();
      form.append('purpose', 'image');
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
      const res = await fetch(`${this.origin}/api/upload`, {
        method: 'POST',
        headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
        body: form,
      });
      const body = (await res.json()) as { url?: string; error?: string; retryAfterSeconds?: number };
      if (res.ok && body.url) return body.url;
      if (res.status === 429 && attempt < 3) {
        await sleep(Math.max(1, body.retryAfterSeconds ?? 5) * 1000);
        continue;
      }
      throw new GatewayError(`upload of ${filename} failed (${res.status}): ${body.error ?? 'no answer'}`);
    }
  }
}
