/**
 * Attack class: user input that makes the server fail. A NUL byte in a search or a name, a scale
 * that overflows to Infinity, a GraphQL syntax error or a query over the token limit, invalid JSON
 * and bodies over the limit, sent to the gateway's routes and straight at every subgraph (with
 * valid gateway claims, as a compromised neighbour could). Each must be refused as the client's
 * fault (4xx, or BAD_USER_INPUT naming the field) in JSON, with nothing internal in the body: no
 * stack, no server path, no internal regex, no HTML error page. The kitchen and its admin are this
 * file's own, on the shared stack; the gateway's counters are read before and after this file's attacks.
 */
import { CLAIMS_HEADER, signCaller } from '@brigade/service-kit';
import { gql, newKitchen, sharedStack, signInSuperAdmin, type Reply, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let superAdmin: string;
let admin: string;
const NUL = '\u0000';
/** The gateway's /metrics series before this file's first attack: other files on the shared stack ran before it. */
let before: Map<string, number>;

/** The gateway's /metrics as series → value. */
async function gatewayMetrics(): Promise<Map<string, number>> {
  const text = await (await fetch(stack.gatewayUrl.replace('/graphql', '/metrics'))).text();
  const series = text.split('\n').filter((l) => l && !l.startsWith('#'));
  return new Map(series.map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]));
}

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  admin = (await newKitchen(stack)).admin.token;
  before = await gatewayMetrics();
}, 180_000);

/** Nothing a client may see of our insides: stack frames, file paths, patterns, HTML error pages. */
function expectNothingInternal(text: string): void {
  expect(text).not.toMatch(/stacktrace|\bat \S+ \(|node_modules|\/work\/|\/app\/|\.js:\d+|<html|<pre>|<!DOCTYPE|\/\^|\$\/i|regex/i);
}

/** What an attack must come back as: the client's fault, in JSON, naming the problem. */
async function refusedAsClientError(res: Response): Promise<{ status: number; code: unknown }> {
  const text = await res.text();
  expectNothingInternal(text);
  expect(res.headers.get('content-type')).toMatch(/json/);
  const body = JSON.parse(text) as Reply['body'];
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(body.errors?.[0]?.message).toBeTruthy();
  return { status: res.status, code: body.errors?.[0]?.extensions?.code };
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a NUL byte in a list search', () => {
  // Every list with filters.search, one per owning service at least.
  const lists = [
    'getRecipeMenu',
    'getCategory',
    'getSubCategory',
    'getIngredients',
    'getAllergens',
    'getUnits',
    'GetUsers',
    'getKitchen',
    'getSubscriptionPlan',
  ];
  it.each(lists)('%s answers a normal (empty or matching) page', async (list) => {
    const reply = await gql(
      stack.gatewayUrl,
      `query($s: String) { ${list}(pageNo: 1, sizePerPage: 5, filters: { search: $s }) { total } }`,
      superAdmin,
      {},
      { s: `a${NUL}b` },
    );
    expectNothingInternal(JSON.stringify(reply.body));
    expect(reply.body.errors).toBeUndefined();
    expect(reply.status).toBe(200);
  });
});

describe('a NUL byte in a name', () => {
  const names: [string, string, string][] = [
    ['catalog', 'mutation($v: String!) { CreateCategory(input: { name: $v }) { id } }', 'name'],
    ['recipe', 'mutation($v: String!) { CreateRecipeMenu(input: { title: $v }) { id } }', 'title'],
    ['identity', 'mutation($v: String!) { UpdateUserDetails(input: { fName: $v }) { code } }', 'fName'],
  ];
  it.each(names)('%s answers BAD_USER_INPUT on the field', async (_service, query, field) => {
    const reply = await gql(stack.gatewayUrl, query, admin, {}, { v: `Soup${NUL}` });
    expectNothingInternal(JSON.stringify(reply.body));
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('a scale that overflows', () => {
  let recipeId: string;
  beforeAll(async () => {
    const ingredients = await gql(stack.gatewayUrl, `{ getIngredients(pageNo: 1, sizePerPage: 1) { records { id } } }`, admin);
    const ingredientId = (ingredients.body.data?.getIngredients as { records: { id: string }[] }).records[0]?.id;
    const created = await gql(
      stack.gatewayUrl,
      `mutation($i: ID!) { CreateRecipeMenu(input: { title: "Tiny yield", yieldValue: 0.001,
        ingredients: [{ ingredientsId: $i, quantity: 1000 }] }) { id } }`,
      admin,
      {},
      { i: ingredientId },
    );
    recipeId = (created.body.data?.CreateRecipeMenu as { id: string }).id;
  });
  it.each([1e300, 1e308, 1.7976931348623157e308])('scaleToYield %p is BAD_USER_INPUT on scaleToYield', async (target) => {
    const reply = await gql(
      stack.gatewayUrl,
      `query($id: ID!, $t: Float) { getRecipeMenuById(id: $id, scaleToYield: $t) { scaledYieldValue ingredients { scaledQuantity scaled { quantity } grams } } }`,
      admin,
      {},
      { id: recipeId, t: target },
    );
    expectNothingInternal(JSON.stringify(reply.body));
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scaleToYield' });
  });
});

describe('documents the gateway cannot run', () => {
  it('a syntax error is a 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await post(stack.gatewayUrl, JSON.stringify({ query: '{ me { id }' }));
    expect(await refusedAsClientError(res)).toEqual({ status: 400, code: 'GRAPHQL_PARSE_FAILED' });
  });
  it('a query over the token limit is a 400', async () => {
    const query = `{ ${Array.from({ length: 3000 }, () => '__typename').join(' ')} }`;
    const res = await post(stack.gatewayUrl, JSON.stringify({ query }));
    expect((await refusedAsClientError(res)).status).toBe(400);
  });
});

describe('bodies the gateway cannot read', () => {
  it('invalid JSON on /graphql is a 400 BAD_REQUEST', async () => {
    const res = await post(stack.gatewayUrl, '{"query": "{ me { id } }"');
    expect(await refusedAsClientError(res)).toEqual({ status: 400, code: 'BAD_REQUEST' });
  });
  it('a body over the limit on /graphql is a 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(stack.gatewayUrl, JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(150_000)}` }));
    expect(await refusedAsClientError(res)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
  it('a body over the limit on /webhooks/stripe is a 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(stack.gatewayUrl.replace('/graphql', '/webhooks/stripe'), 'x'.repeat(1_100_000));
    expect(await refusedAsClientError(res)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
  it('an unknown route is a 404 NOT_FOUND', async () => {
    const res = await fetch(stack.gatewayUrl.replace('/graphql', '/nowhere/..%2f..%2fetc'));
    expect(await refusedAsClientError(res)).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('bodies a subgraph cannot read, with valid gateway claims', () => {
  const services = ['identity', 'kitchen', 'catalog', 'recipe', 'billing'] as const;
  const claims = async (service: string) => ({
    [CLAIMS_HEADER]: await signCaller({ kind: 'anonymous' }, new TextEncoder().encode(stack.internalSigningKey), service),
  });
  it.each(services)('%s: invalid JSON is a 400 BAD_REQUEST', async (service) => {
    const res = await post(stack.serviceUrls[service] as string, '{"query": ', await claims(service));
    expect(await refusedAsClientError(res)).toEqual({ status: 400, code: 'BAD_REQUEST' });
  });
  it.each(services)('%s: a body over the limit is a 413 PAYLOAD_TOO_LARGE', async (service) => {
    const body = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(11 * 1024 * 1024)}` });
    const res = await post(stack.serviceUrls[service] as string, body, await claims(service));
    expect(await refusedAsClientError(res)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

// Runs last: every attack above has been answered, and none of them may count as our fault. The
// counters are the gateway's since it started: what moved since this file began is what its attacks did.
test("the API-errors alert's inputs (5xx on /graphql, INTERNAL_SERVER_ERROR) counted none of the attacks", async () => {
  const after = await gatewayMetrics();
  const moved = [...after].filter(([series, value]) => value > (before.get(series) ?? 0)).map(([series]) => series);
  // /graphql only: the stack's own start polls /readyz, which rightly answers 503 until every subgraph is up.
  const serverFaults = moved.filter(
    (l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/graphql"') && /status="5\d\d"/.test(l),
  );
  expect(serverFaults).toEqual([]);
  expect(moved.filter((l) => l.startsWith('graphql_errors_total{') && l.includes('INTERNAL_SERVER_ERROR'))).toEqual([]);
  // The client's faults are counted, under their own codes.
  expect(moved.some((l) => l.startsWith('graphql_errors_total{') && l.includes('code="BAD_USER_INPUT"'))).toBe(true);
});
