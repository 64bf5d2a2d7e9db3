/*
 * Attack: public registration as an open mail relay and an account oracle. `CreateUser` made an
 * account and mailed any address typed into it, as often as anyone liked (25 from one address
 * made 25 accounts and 25 mails), and answered "This email is already registered" for taken
 * addresses, which sidesteps CheckEmail's limit. Now every call that mails a typed address is
 * limited per client address and per address mailed, and an existing address gets exactly the
 * answer a new one gets (its owner is mailed instead). Client addresses come from X-Forwarded-For,
 * believed because the shared stack's gateway trusts loopback proxies (TRUST_PROXY); each address
 * and each inbox below is fresh (clientAddress, unique), so no other file counts against them, and the
 * account that already exists is the admin of this file's own kitchen.
 */
import { clientAddress, gql, newKitchen, sharedStack, unique, until, type Kitchen, type Reply, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let kitchen: Kitchen;
const tag = unique();

beforeAll(async () => {
  stack = await sharedStack();
  kitchen = await newKitchen(stack);
}, 180_000);

const register = (address: string, email: string, locale = 'en'): Promise<Reply> =>
  gql(
    stack.gatewayUrl,
    `mutation ($input: CreateUserInput!) { CreateUser(input: $input) { code message user { id email } } }`,
    undefined,
    { 'x-forwarded-for': address, locale },
    { input: { fName: 'Spam', lName: 'Bot', email, password: 'Relay-pass-2026', kitchenName: 'Spam Kitchen' } },
  );

const code = (reply: Reply) => reply.body.errors?.[0]?.extensions?.code ?? 'OK';

type Mail = { id: string; subject: string };
const mailsTo = async (to: string): Promise<Mail[]> =>
  (await (await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];

test('25 registrations from one client address: only the first 10 go through', async () => {
  const address = clientAddress();
  const codes = [];
  for (let i = 0; i < 25; i++) codes.push(code(await register(address, `victim-${tag}-${i}@relay.test`)));
  expect(codes.slice(0, 10)).toEqual(Array(10).fill('OK'));
  expect(codes.slice(10)).toEqual(Array(15).fill('TOO_MANY_REQUESTS'));
  const blocked = await register(address, `one-more-${tag}@relay.test`);
  expect(blocked.body.errors?.[0]?.extensions?.retryAfterSeconds).toEqual(expect.any(Number));
  expect(await mailsTo(`victim-${tag}-24@relay.test`)).toEqual([]);
});

test('registrations aimed at one inbox from many client addresses: at most 5 mails an hour', async () => {
  const flooded = `flooded-${tag}@relay.test`;
  const codes = [];
  for (let i = 0; i < 12; i++) codes.push(code(await register(clientAddress(), flooded)));
  expect(codes.slice(0, 5)).toEqual(Array(5).fill('OK'));
  expect(codes.slice(5)).toEqual(Array(7).fill('TOO_MANY_REQUESTS'));
  await until(async () => (await mailsTo(flooded)).length >= 5, Boolean, { timeoutMs: 10_000 });
  expect((await mailsTo(flooded)).length).toBe(5);
});

test('an address that already has an account gets exactly the answer a new one gets; its owner is told by mail', async () => {
  const owner = kitchen.admin.email;
  const taken = await register(clientAddress(), owner);
  const fresh = await register(clientAddress(), `brand-new-${tag}@relay.test`);
  expect(taken.status).toBe(fresh.status);
  expect(taken.body).toEqual(fresh.body);
  expect(JSON.stringify(taken.body)).not.toMatch(/already/i);
  // In another language too.
  expect((await register(clientAddress(), owner, 'nl')).body).toEqual(
    (await register(clientAddress(), `other-new-${tag}@relay.test`, 'nl')).body,
  );
  await until(async () => (await mailsTo(owner)).some((m) => m.subject === 'Someone tried to register with your email at Brigade'));
});
