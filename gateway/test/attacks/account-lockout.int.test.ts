/*
 * Attack: locking someone else out of their account. Ten wrong passwords from anywhere used to
 * block the account for 15 minutes, the right password included, so anyone who knew an e-mail
 * could keep its owner out. Failures now count per (account, client address) pair, with a slower
 * backstop per account across all addresses, so an attacker at one address cannot lock out the
 * owner signing in from another. Client addresses come from X-Forwarded-For, which this stack's
 * gateway believes because it is told to trust loopback proxies (TRUST_PROXY), as it trusts the
 * shell's nginx in docker-compose and the ingress in Kubernetes.
 */
import { startStack, type Stack } from '@brigade/dev-stack';
import { gql, type Reply } from '../support';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    gatewayEnv: { TRUST_PROXY: 'loopback' },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const signInFrom = (address: string, email: string, password: string): Promise<Reply> =>
  gql(
    stack.gatewayUrl,
    `mutation ($e: String!, $p: String!) { Authenticate(input: { email: $e, password: $p }) { token } }`,
    undefined,
    { 'x-forwarded-for': address },
    { e: email, p: password },
  );

const code = (reply: Reply) => reply.body.errors?.[0]?.extensions?.code ?? 'OK';

test('an attacker hammering from one address does not lock the owner out from another', async () => {
  const attacker = [];
  for (let i = 0; i < 15; i++) attacker.push(code(await signInFrom('203.0.113.7', 'admin@demo.brigade.local', `wrong-${i}`)));
  // The attacker is slowed down…
  expect(attacker.slice(0, 10).every((c) => c === 'BAD_USER_INPUT')).toBe(true);
  expect(attacker.slice(10).every((c) => c === 'TOO_MANY_REQUESTS')).toBe(true);
  // …and the owner, elsewhere, signs in at once.
  const owner = await signInFrom('198.51.100.20', 'admin@demo.brigade.local', 'Brigade!2026');
  expect(code(owner)).toBe('OK');
  expect(owner.body.data?.Authenticate).toEqual({ token: expect.any(String) as string });
});

test('the blocked attacker is told when to come back', async () => {
  const blocked = await signInFrom('203.0.113.7', 'admin@demo.brigade.local', 'Brigade!2026');
  expect(blocked.body.errors?.[0]?.extensions).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: expect.any(Number) as number,
  });
});

test('case and whitespace variants of an e-mail count as one account', async () => {
  const variants = ['cook@demo.brigade.local', 'COOK@demo.brigade.local', ' cook@Demo.Brigade.Local ', 'Cook@DEMO.brigade.local\t'];
  const replies = [];
  for (let i = 0; i < 12; i++) replies.push(code(await signInFrom('203.0.113.8', variants[i % variants.length] ?? '', `wrong-${i}`)));
  expect(replies.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  // The owner from another address is still welcome.
  expect(code(await signInFrom('198.51.100.21', 'cook@demo.brigade.local', 'Brigade!2026'))).toBe('OK');
});

test('X-Forwarded-For cannot be used to dodge the per-address count by faking the proxy’s entry', async () => {
  // Only the last entry is the trusted proxy's; what the client puts before it is ignored.
  const replies = [];
  for (let i = 0; i < 12; i++) {
    replies.push(code(await signInFrom(`10.9.9.${i}, 203.0.113.9`, 'superadmin@brigade.local', `wrong-${i}`)));
  }
  expect(replies.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
});

test('a slower backstop per account still holds against many addresses at once (100 failures an hour)', async () => {
  const account = 'someone@backstop.test';
  for (let address = 1; address <= 10; address++) {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signInFrom(`192.0.2.${address}`, account, `wrong-${i}`).then(code)),
    );
    expect(replies.every((c) => c === 'BAD_USER_INPUT')).toBe(true);
  }
  expect(code(await signInFrom('192.0.2.200', account, 'anything-1'))).toBe('TOO_MANY_REQUESTS');
});
