/**
 * What only the gateway's tests need. GraphQL over HTTP, sign-in, mail links, waiting, the shared
 * stack and its callers come from @brigade/test-kit.
 */

/** POSTs to /graphql a subgraph has answered, from its own /metrics. */
export async function graphqlCalls(serviceUrl: string): Promise<number> {
  const text = await (await fetch(serviceUrl.replace(/\/graphql$/, '/metrics'))).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/graphql"'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}
