import { codes, firstError, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_passwords');
});

afterAll(async () => {
  await h.stop();
});

const FORGOT = `mutation ($e: String!) { ForgotPassword(email: $e) { code message } }`;
const CREATE = `mutation ($input: CreatePasswordInput!) { CreatePassword(input: $input) { code message } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { ChangePassword(input: $input) { code message token } }`;
const ME = `{ me { email } }`;

test('forgot password answers the same for unknown e-mails and mails a one-hour reset link to known ones', async () => {
  const unknown = await h.call(FORGOT, { e: 'nobody@demo.brigade.local' });
  const known = await h.call(FORGOT, { e: 'cook@demo.brigade.local' });
  expect(known.data).toEqual(unknown.data);
  const { message, token } = await h.mailTo('cook@demo.brigade.local', 'resetToken');
  expect(message.subject).toBe('Reset your Brigade password');
  const stored = await h.identity.connection.collection('user_tokens').findOne({ purpose: 'reset-password' });
  expect((stored?.expiresAt as Date).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  expect((stored?.expiresAt as Date).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

  const before = await h.signIn('cook@demo.brigade.local');
  const done = await h.call(CREATE, { input: { token, password: 'New-password-1', confirmPassword: 'New-password-1' } });
  expect(done.data?.CreatePassword).toEqual({ code: 200, message: 'Your password is set; you can sign in now' });
  // The old password and every session from before the reset stop working.
  expect(codes(await h.call(ME, {}, before.caller))).toEqual(['UNAUTHENTICATED']);
  await expect(h.signIn('cook@demo.brigade.local')).rejects.toThrow(/Invalid email or password/);
  await h.signIn('cook@demo.brigade.local', 'New-password-1');
  // And the link worked once.
  const reuse = await h.call(CREATE, { input: { token, password: 'Other-password-2' } });
  expect(firstError(reuse)?.message).toBe('This link is invalid or has expired; please ask for a new one');
});

test('a weak password on the reset form does not use up the link', async () => {
  await h.call(FORGOT, { e: 'admin@demo.brigade.local' });
  const { token } = await h.mailTo('admin@demo.brigade.local', 'resetToken');
  const weak = await h.call(CREATE, { input: { token, password: 'weak' } });
  expect(firstError(weak)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  const ok = await h.call(CREATE, { input: { token, password: 'Strong-enough-9' } });
  expect(ok.errors).toBeUndefined();
});

test('change password needs the current one, revokes older sessions and returns a working token', async () => {
  const session = await h.signIn('superadmin@brigade.local');
  const other = await h.signIn('superadmin@brigade.local');
  const wrong = await h.call(CHANGE, { input: { currentPassword: 'not-it', password: 'Fresh-pass-77' } }, session.caller);
  expect(firstError(wrong)).toMatchObject({
    message: 'Current Password does not match, please enter correct password',
    extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
  });
  const mismatch = await h.call(
    CHANGE,
    { input: { currentPassword: 'Brigade!2026', password: 'Fresh-pass-77', confirmPassword: 'x' } },
    session.caller,
  );
  expect(firstError(mismatch)?.extensions).toMatchObject({ field: 'confirmPassword' });

  const changed = await h.call<{ ChangePassword: { message: string; token: string } }>(
    CHANGE,
    { input: { currentPassword: 'Brigade!2026', password: 'Fresh-pass-77', confirmPassword: 'Fresh-pass-77' } },
    session.caller,
    { locale: 'en' },
  );
  expect(changed.data?.ChangePassword.message).toBe('Password change successfully');
  expect(codes(await h.call(ME, {}, other.caller))).toEqual(['UNAUTHENTICATED']);
  expect(codes(await h.call(ME, {}, session.caller))).toEqual(['UNAUTHENTICATED']);
  const fresh = h.callerOf(changed.data?.ChangePassword.token as string);
  expect((await h.call(ME, {}, fresh)).data).toEqual({ me: { email: 'superadmin@brigade.local' } });

  // The revocation is published for the gateway in the same write as the change.
  const doc = await h.users.findOne({ email: 'superadmin@brigade.local' }).select('+_outbox').lean();
  expect(doc?._outbox?.map((e) => e.type).slice(-2)).toEqual(['UserUpdated', 'UserTokensRevoked']);
  expect(doc?._outbox?.at(-1)?.payload).toMatchObject({ userId: doc?._id.toHexString(), tokenVersion: 1, roles: ['SUPER_ADMIN'] });
});

test('an invited cook chooses a password from the invitation link and becomes active', async () => {
  const admin = await h.signIn('admin@demo.brigade.local', 'Strong-enough-9');
  const created = await h.call(
    `mutation { CreateKitchenCook(input: { fName: "Ivo", lName: "Line", email: "ivo@demo.brigade.local" }) { message user { status } } }`,
    {},
    admin.caller,
  );
  expect(created.data?.CreateKitchenCook).toEqual({
    message: 'Cook registered successfully, please check email',
    user: { status: 'NOT_VERIFIED' },
  });
  const { message, token } = await h.mailTo('ivo@demo.brigade.local', 'createToken');
  expect(message.subject).toBe('You have been invited to Brigade');
  expect(
    (await h.call(CREATE, { input: { token, password: 'Line-cook-2026', confirmPassword: 'Line-cook-2026' } })).errors,
  ).toBeUndefined();
  expect((await h.users.findOne({ email: 'ivo@demo.brigade.local' }).lean())?.status).toBe('ACTIVE');
  await h.signIn('ivo@demo.brigade.local', 'Line-cook-2026');
});
