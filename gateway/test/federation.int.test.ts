import { startStack, type Stack } from '@brigade/dev-stack';
import { CLAIMS_HEADER, signCaller } from '@brigade/service-kit';
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK, type KeyLike } from 'jose';
import { MongoClient, ObjectId } from 'mongodb';
import { errorCodes, gql as send, signIn as signInAt } from './support';

let stack: Stack;
const gql = (query: string, token?: string, url = stack.gatewayUrl, headers: Record<string, string> = {}) =>
  send(url, query, token, headers);
const signIn = (email: string) => signInAt(stack.gatewayUrl, email);
const codes = errorCodes;
const DEMO_KITCHEN = '64b000000000000000000001';
const KITCHEN_QUERY = `{ getKitchenById(id: "${DEMO_KITCHEN}") { name owner { email fName } } }`;
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

test('a query needing two subgraphs returns the kitchen with its owner resolved by identity', async () => {
  const token = await signIn('admin@demo.brigade.local');
  const reply = await gql(KITCHEN_QUERY, token);
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data).toEqual({
    getKitchenById: { name: 'Demo Kitchen', owner: { email: 'admin@demo.brigade.local', fName: 'Demo' } },
  });
});

test('without a token a protected field answers UNAUTHENTICATED, and no stack trace leaks', async () => {
  const reply = await gql(KITCHEN_QUERY);
  expect(codes(reply)).toEqual(['UNAUTHENTICATED']);
  expect(JSON.stringify(reply.body)).not.toContain('stacktrace');
});

describe('forged bearer tokens are refused with UNAUTHENTICATED', () => {
  const claims = { sub: '64b000000000000000000002', roles: ['SUPER_ADMIN'], kitchenId: null, tv: 0 };

  test('signed with a key identity never published', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'attacker' })
      .setIssuer('brigade-identity')
      .setAudience('brigade-api')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(codes(await gql(KITCHEN_QUERY, token))).toEqual(['UNAUTHENTICATED']);
  });

  test('with alg none', async () => {
    const token = `${b64({ alg: 'none' })}.${b64({ ...claims, iss: 'brigade-identity', aud: 'brigade-api', exp: Date.now() / 1000 + 3600 })}.`;
    expect(codes(await gql(KITCHEN_QUERY, token))).toEqual(['UNAUTHENTICATED']);
  });

  test('HS256-signed with the published public key (algorithm confusion)', async () => {
    const jwks = (await (await fetch((stack.serviceUrls.identity ?? '').replace('/graphql', '/.well-known/jwks.json'))).json()) as {
      keys: JWK[];
    };
    const publicKey = await importJWK(jwks.keys[0] as JWK, 'RS256');
    const pem = await exportSPKI(publicKey as KeyLike);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: jwks.keys[0]?.kid })
      .setIssuer('brigade-identity')
      .setAudience('brigade-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(pem));
    expect(codes(await gql(KITCHEN_QUERY, token))).toEqual(['UNAUTHENTICATED']);
  });

  test('expired, even when signed with identity’s real key', async () => {
    const mongo = await MongoClient.connect(stack.mongoUri);
    const stored = await mongo.db('brigade_identity').collection<{ _id: string; privateJwk: JWK }>('signing_keys').findOne({});
    await mongo.close();
    const key = await importJWK(stored?.privateJwk as JWK, 'RS256');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: stored?._id })
      .setIssuer('brigade-identity')
      .setAudience('brigade-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    expect(codes(await gql(KITCHEN_QUERY, token))).toEqual(['UNAUTHENTICATED']);
  });
});

test('calling a subgraph directly with forged claim headers is refused', async () => {
  const forged = await signCaller(
    { kind: 'user', userId: 'x', roles: ['SUPER_ADMIN'], kitchenId: null, tokenVersion: 0 },
    new TextEncoder().encode('a'.repeat(32)),
    'kitchen',
  );
  const reply = await gql(KITCHEN_QUERY, undefined, stack.serviceUrls.kitchen, { [CLAIMS_HEADER]: forged });
  expect(reply.status).toBe(401);
  expect(reply.body.data).toBeUndefined();
});

test('a cook sees their own kitchen but another kitchen reads as not there', async () => {
  const mongo = await MongoClient.connect(stack.mongoUri);
  const other = new ObjectId();
  await mongo.db('brigade_kitchen').collection('kitchens').insertOne({ _id: other, name: 'Rival Bistro', status: 'ACTIVE', ownerId: null });
  await mongo.close();
  const cook = await signIn('cook@demo.brigade.local');
  expect((await gql(`{ getKitchenById(id: "${DEMO_KITCHEN}") { name } }`, cook)).body.data).toEqual({
    getKitchenById: { name: 'Demo Kitchen' },
  });
  expect((await gql(`{ getKitchenById(id: "${other.toHexString()}") { name } }`, cook)).body.data).toEqual({ getKitchenById: null });
  const superAdmin = await signIn('superadmin@brigade.local');
  expect((await gql(`{ getKitchenById(id: "${other.toHexString()}") { name } }`, superAdmin)).body.data).toEqual({
    getKitchenById: { name: 'Rival Bistro' },
  });
});

describe('abusive queries are rejected and the gateway keeps serving', () => {
  test('too deep', async () => {
    const deep = `{ __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }`;
    const reply = await gql(deep);
    expect(reply.body.data ?? undefined).toBeUndefined();
    expect(reply.body.errors?.[0]?.message).toMatch(/depth/i);
    // Depth counts fields, so spreading fragments does not hide it.
    const spread = `{ __schema { ...A } } fragment A on __Schema { types { ...B } }
      fragment B on __Type { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } }`;
    expect((await gql(spread)).body.errors?.[0]?.message).toMatch(/depth/i);
  });

  test('too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ');
    const reply = await gql(`{ ${aliases} }`);
    expect(reply.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  test('too costly', async () => {
    // Few tokens, but page sizes multiply: 5 pages of 100 recipes with their steps and lines.
    const page = (alias: string) =>
      `${alias}: getRecipeMenu(pageNo: 1, sizePerPage: 100) { records { id title steps { title description } ingredients { quantity ingredient { id name } } } }`;
    const reply = await gql(`{ ${['a', 'b', 'c', 'd', 'e'].map(page).join(' ')} }`);
    expect(reply.body.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
  });

  test('and a normal query still works afterwards', async () => {
    const token = await signIn('admin@demo.brigade.local');
    expect((await gql('{ me { email } }', token)).body.data).toEqual({ me: { email: 'admin@demo.brigade.local' } });
  });
});

describe('the catalog, recipe and billing subgraphs answer through the gateway', () => {
  test('plans are readable before signing in, cheapest first', async () => {
    const reply = await gql('{ getActiveSubscriptionPlan { name subscriptionPlan price freeDemoDays } }');
    const plans = reply.body.data?.getActiveSubscriptionPlan as { name: string; price: number; freeDemoDays: number }[];
    expect(plans[0]).toMatchObject({ name: 'Starter', price: 29, freeDemoDays: 14 });
    expect(plans).toHaveLength(6);
  });

  test('units need a signed-in caller and page with a total', async () => {
    expect(codes(await gql('{ getUnits { total } }'))).toEqual(['UNAUTHENTICATED']);
    const cook = await signIn('cook@demo.brigade.local');
    const reply = await gql('{ getUnits(pageNo: 1, sizePerPage: 3) { total records { name } } }', cook);
    // The 20 seeded kitchen units (issue #21 added oz, lb, fl oz and portion), by name.
    // The whole body, so a failure shows the server's errors beside the missing data.
    expect(reply.body).toEqual({ data: { getUnits: { total: 20, records: [{ name: 'bunch' }, { name: 'cl' }, { name: 'clove' }] } } });
  });

  test("a cook asking for another kitchen's recipe gets nothing", async () => {
    const mongo = await MongoClient.connect(stack.mongoUri);
    const id = new ObjectId();
    await mongo
      .db('brigade_recipe')
      .collection('recipemenus')
      .insertOne({ _id: id, title: 'Secret sauce', type: 'RECIPE', status: 'ACTIVE', kitchenId: new ObjectId() });
    await mongo.close();
    const cook = await signIn('cook@demo.brigade.local');
    expect((await gql(`{ getRecipeMenuById(id: "${id.toHexString()}") { title } }`, cook)).body.data).toEqual({ getRecipeMenuById: null });
    const superAdmin = await signIn('superadmin@brigade.local');
    expect((await gql(`{ getRecipeMenuById(id: "${id.toHexString()}") { title } }`, superAdmin)).body.data).toEqual({
      getRecipeMenuById: { title: 'Secret sauce' },
    });
  });
});
