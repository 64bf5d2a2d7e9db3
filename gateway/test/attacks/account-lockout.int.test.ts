/*
 * Attack: locking someone else out of their account. Ten wrong passwords from anywhere used to
 * block the account for 15 minutes, the right password included, so anyone who knew an e-mail
 * could keep its owner out. Failures now count per (account, client address) pair, with a slower
 * backstop per account across all addresses, so an attacker at one address cannot lock out the
 * owner signing in from another. Client addresses come from X-Forwarded-For, which this stack's
 * gateway believes because it is told to trust loopback proxies (TRUST_PROXY), as it trusts the
 * shell's nginx in docker-compose and the ingress in Kubernetes. The stack is the shared one, whose
 * gateway trusts loopback proxies; every address and account below is this file's own (fresh
 * addresses from clientAddress, the admin and cook of its own kitchen, a unique unknown account).
 */
import { clientAddress, gql, newKitchen, sharedStack, unique, type Kitchen, type Reply, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let kitchen: Kitchen;
/** One attacker's address, the same across the first two tests. */
const attacker = clientAddress();

beforeAll(async () => {
  stack = await sharedStack();
  kitchen = await newKitchen(stack, { cooks: 1 });
}, 180_000);

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
  const attempts = [];
  for (let i = 0; i < 15; i++) attempts.push(code(await signInFrom(attacker, kitchen.admin.email, `wrong-${i}`)));
  // The attacker is slowed down…
  expect(attempts.slice(0, 10).every((c) => c === 'BAD_USER_INPUT')).toBe(true);
  expect(attempts.slice(10).every((c) => c === 'TOO_MANY_REQUESTS')).toBe(true);
  // …and the owner, elsewhere, signs in at once.
  const owner = await signInFrom(clientAddress(), kitchen.admin.email, kitchen.admin.password);
  expect(code(owner)).toBe('OK');
  expect(owner.body.data?.Authenticate).toEqual({ token: expect.any(String) as string });
});

test('the blocked attacker is told when to come back', async () => {
  const blocked = await signInFrom(attacker, kitchen.admin.email, kitchen.admin.password);
  expect(blocked.body.errors?.[0]?.extensions).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: expect.any(Number) as number,
  });
});

test('case and whitespace variants of an e-mail count as one account', async () => {
  const cook = kitchen.cooks[0] as { email: string; password: string };
  const [name, domain] = cook.email.split('@') as [string, string];
  const variants = [
    cook.email,
    `${name.toUpperCase()}@${domain}`,
    ` ${name}@${domain.toUpperCase()} `,
    `${name[0]?.toUpperCase()}${name.slice(1)}@${domain}\t`,
  ];
  const address = clientAddress();
  const replies = [];
  for (let i = 0; i < 12; i++) replies.push(code(await signInFrom(address, variants[i % variants.length] ?? '', `wrong-${i}`)));
  expect(replies.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  // The owner from another address is still welcome.
  expect(code(await signInFrom(clientAddress(), cook.email, cook.password))).toBe('OK');
});

test('X-Forwarded-For cannot be used to dodge the per-address count by faking the proxy’s entry', async () => {
  // Only the last entry is the trusted proxy's; what the client puts before it is ignored.
  const address = clientAddress();
  const replies = [];
  for (let i = 0; i < 12; i++) {
    replies.push(code(await signInFrom(`10.9.9.${i}, ${address}`, kitchen.admin.email, `wrong-${i}`)));
  }
  expect(replies.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
});

test('a slower backstop per account still holds against many addresses at once (100 failures an hour)', async () => {
  const account = `someone-${unique()}@backstop.test`;
  for (let n = 1; n <= 10; n++) {
    const address = clientAddress();
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => signInFrom(address, account, `wrong-${i}`).then(code)));
    expect(replies.every((c) => c === 'BAD_USER_INPUT')).toBe(true);
  }
  expect(code(await signInFrom(clientAddress(), account, 'anything-1'))).toBe('TOO_MANY_REQUESTS');
});
