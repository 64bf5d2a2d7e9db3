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
  const token = await h.mailbox.linkFor('admin@demo.brigade.local', 'resetToken', 10_000);
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

describe('a new password retires the links mailed before (README "Mailed links")', () => {
  const links = (email: string) =>
    h.users
      .findOne({ email })
      .lean()
      .then((u) => h.identity.connection.collection('user_tokens').countDocuments({ userId: u?._id.toHexString() }));

  test('a reset link asked for before ChangePassword no longer works', async () => {
    const admin = await h.signIn('admin@demo.brigade.local', 'Strong-enough-9');
    const asked = Date.now();
    await h.call(FORGOT, { e: 'admin@demo.brigade.local' });
    const { token } = await h.mailTo('admin@demo.brigade.local', 'resetToken', asked);
    const changed = await h.call(CHANGE, { input: { currentPassword: 'Strong-enough-9', password: 'Owner-chose-31' } }, admin.caller);
    expect(changed.errors).toBeUndefined();
    expect(await links('admin@demo.brigade.local')).toBe(0);
    const stale = await h.call(CREATE, { input: { token, password: 'Taken-over-99' } });
    expect(firstError(stale)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  test('an invitation and a reset link are both retired when one of them is used, or when the admin sets the password', async () => {
    const admin = await h.signIn('admin@demo.brigade.local', 'Owner-chose-31');
    for (const [email, finish] of [
      ['two-links@demo.brigade.local', 'reset'],
      ['admin-sets@demo.brigade.local', 'admin'],
    ] as const) {
      const since = Date.now();
      const created = await h.call<{ CreateKitchenCook: { user: { id: string } } }>(
        `mutation ($e: String!) { CreateKitchenCook(input: { fName: "Two", lName: "Links", email: $e }) { user { id } } }`,
        { e: email },
        admin.caller,
      );
      const invited = await h.mailTo(email, 'createToken', since);
      const invitation = invited.token;
      await h.call(FORGOT, { e: email });
      const reset = (await h.mailTo(email, 'resetToken', Date.parse(invited.message.receivedAt) + 1)).token;
      if (finish === 'reset') {
        expect((await h.call(CREATE, { input: { token: reset, password: 'Owner-chose-32' } })).errors).toBeUndefined();
      } else {
        const id = created.data?.CreateKitchenCook.user.id;
        const set = await h.call(
          `mutation ($id: ID!) { UpdateKitchenCook(id: $id, input: { password: "Admin-chose-33" }) { code } }`,
          { id },
          admin.caller,
        );
        expect(set.errors).toBeUndefined();
      }
      expect(await links(email)).toBe(0);
      for (const stale of finish === 'reset' ? [invitation] : [invitation, reset]) {
        expect(codes(await h.call(CREATE, { input: { token: stale, password: 'Taken-over-99' } }))).toEqual(['BAD_USER_INPUT']);
      }
      // Room for the next cook on the trial's cook limit.
      await h.call(`mutation ($id: ID!) { DeleteUser(id: $id) { code } }`, { id: created.data?.CreateKitchenCook.user.id }, admin.caller);
    }
  });
});
