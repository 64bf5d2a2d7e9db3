import type { Caller } from '@brigade/service-kit';
import { codes, firstError, startHarness, type Harness } from './support';

/** README 'Ids': a blank or malformed user id is an input error, never a shortcut to the caller. */
let h: Harness;
let admin: Caller;
let cook: Caller;

beforeAll(async () => {
  h = await startHarness('identity_user_ids');
  admin = (await h.signIn('admin@demo.brigade.local')).caller;
  cook = (await h.signIn('cook@demo.brigade.local')).caller;
});

afterAll(async () => {
  await h.stop();
});

const ME = `{ me { email fName } }`;

test.each(['', ' ', 'abc', 'aaaaaaaaaaaa'])('DeleteUser(id: %j) is BAD_USER_INPUT on id and deletes nobody', async (id) => {
  const reply = await h.call(`mutation ($id: ID!) { DeleteUser(id: $id) { code } }`, { id }, admin);
  expect(firstError(reply)).toMatchObject({
    message: 'The field id must be the id of a user',
    extensions: { code: 'BAD_USER_INPUT', field: 'id' },
  });
  expect((await h.call(ME, {}, admin)).data).toMatchObject({ me: { email: 'admin@demo.brigade.local' } });
});

test('UpdateUserDetails with a blank id changes nobody; without one it still edits oneself', async () => {
  const blank = await h.call(`mutation { UpdateUserDetails(input: { id: "", fName: "Hijacked" }) { code } }`, {}, cook);
  expect(firstError(blank)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  expect((await h.call<{ me: { fName: string } }>(ME, {}, cook)).data?.me.fName).not.toBe('Hijacked');
  const own = await h.call(`mutation { UpdateUserDetails(input: { fName: "Carla" }) { user { fName } } }`, {}, cook);
  expect(own.data).toEqual({ UpdateUserDetails: { user: { fName: 'Carla' } } });
});

test('getUserById, UpdateKitchenCook and a push to a user refuse a malformed id, in the caller’s language', async () => {
  expect(codes(await h.call(`{ getUserById(id: "") { email } }`, {}, cook))).toEqual(['BAD_USER_INPUT']);
  const update = await h.call(`mutation { UpdateKitchenCook(id: "nope", input: { status: PAUSED }) { code } }`, {}, admin, {
    locale: 'de',
    clientIp: '198.51.100.1',
  });
  expect(firstError(update)).toMatchObject({
    message: 'Das Feld id muss die ID eines Benutzers sein',
    extensions: { code: 'BAD_USER_INPUT', field: 'id' },
  });
  const push = await h.call(`mutation { SendPushNotification(input: { title: "Hi", body: "-", userId: "x" }) { sent } }`, {}, admin);
  expect(firstError(push)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
});
