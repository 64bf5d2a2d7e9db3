import { codes, firstError, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_verification');
});

afterAll(async () => {
  await h.stop();
});

const REGISTER = `mutation ($input: CreateUserInput!) { CreateUser(input: $input) { code } }`;
const VALIDATE = `mutation ($t: String!) { ValidateEmail(verifyToken: $t) { code message } }`;
const RESEND = `mutation ($e: String!) { ResendVerificationEmail(input: { email: $e }) { code message } }`;
const SENT = 'If this email has an account waiting for verification, we sent it a new link';

const register = (email: string) =>
  h.call(REGISTER, {
    input: { fName: 'Vera', lName: 'Fied', email, password: 'Kitchen-2026', confirmPassword: 'Kitchen-2026', kitchenName: 'Vera Bar' },
  });

/** Mails queued for `to` (identity queues every mail before it is sent). */
const queued = (to: string) => h.identity.connection.collection('mail_queue').countDocuments({ to });

/** As if a minute had passed for this address: the one-a-minute window is dropped, the daily count is kept. */
const aMinuteLater = (email: string) =>
  h.identity.connection.collection('rate_limits').deleteMany({ key: `verify_resend_minute:${email}` });

/**
 * The first mail received after `earlier`: the mailbox stamps each mail a millisecond after the one
 * before at least, whereas a clock read taken in the millisecond `earlier` arrived would still match it.
 */
const after = (earlier: { message: { receivedAt: string } }) => Date.parse(earlier.message.receivedAt) + 1;

describe('ResendVerificationEmail', () => {
  test('mails a fresh verification link to an account waiting for it; the older link stops working', async () => {
    await register('vera@bar.test');
    const first = await h.mailTo('vera@bar.test', 'verifyToken');
    const reply = await h.call(RESEND, { e: ' Vera@Bar.test ' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.ResendVerificationEmail).toEqual({ code: 200, message: SENT });
    const again = await h.mailTo('vera@bar.test', 'verifyToken', after(first));
    expect(again.message.subject).toBe('Confirm your email for Brigade');
    expect(again.token).not.toBe(first.token);

    expect(codes(await h.call(VALIDATE, { t: first.token }))).toEqual(['BAD_USER_INPUT']);
    expect((await h.call(VALIDATE, { t: again.token })).data?.ValidateEmail).toMatchObject({ code: 200 });
    await h.signIn('vera@bar.test', 'Kitchen-2026');
  });

  test('answers the same for an unknown address and for a verified account, and mails neither', async () => {
    const unknown = await h.call(RESEND, { e: 'nobody@bar.test' });
    const verified = await h.call(RESEND, { e: 'cook@demo.brigade.local' });
    expect(unknown.data).toEqual({ ResendVerificationEmail: { code: 200, message: SENT } });
    expect(verified.data).toEqual(unknown.data);
    expect(await queued('nobody@bar.test')).toBe(0);
    expect(await queued('cook@demo.brigade.local')).toBe(0);
  });

  test('one a minute per address, told when to ask again; counted in MongoDB for known and unknown addresses alike', async () => {
    await register('min@bar.test');
    expect((await h.call(RESEND, { e: 'min@bar.test' })).errors).toBeUndefined();
    for (const email of ['min@bar.test', 'ghost@bar.test']) {
      if (email === 'ghost@bar.test') expect((await h.call(RESEND, { e: email })).errors).toBeUndefined();
      const blocked = await h.call(RESEND, { e: email }, undefined, { clientIp: '198.51.100.9', locale: 'en' });
      expect(codes(blocked)).toEqual(['TOO_MANY_REQUESTS']);
      expect(firstError(blocked)?.message).toBe('We sent a link to this email recently; you can ask for a new one in 1 minute');
      const wait = Number(firstError(blocked)?.extensions?.retryAfterSeconds);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // The state is in identity's database, so every replica and a restart see it.
      expect(await h.identity.connection.collection('rate_limits').countDocuments({ key: `verify_resend_minute:${email}` })).toBe(1);
    }
    expect(await queued('min@bar.test')).toBe(2);
  });

  test('five a day per address, then the wait is given in hours', async () => {
    const email = 'daily@bar.test';
    for (let i = 0; i < 5; i++) {
      await aMinuteLater(email);
      expect(codes(await h.call(RESEND, { e: email }))).toEqual([]);
    }
    await aMinuteLater(email);
    const blocked = await h.call(RESEND, { e: email });
    expect(codes(blocked)).toEqual(['TOO_MANY_REQUESTS']);
    expect(Number(firstError(blocked)?.extensions?.retryAfterSeconds)).toBeGreaterThan(23 * 3600);
    expect(firstError(blocked)?.message).toBe('We sent several links to this email today; you can ask for a new one in 24 hours');
  });

  test('a malformed e-mail is refused on its field, in the caller’s language', async () => {
    const reply = await h.call(RESEND, { e: 'not-an-email' }, undefined, { locale: 'nl' });
    expect(firstError(reply)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(firstError(reply)?.message).not.toBe('');
  });
});

describe('a verification link opened after its account is verified', () => {
  test('answers ALREADY_VERIFIED, for the used link and for one a resend replaced', async () => {
    await register('twice@bar.test');
    const original = await h.mailTo('twice@bar.test', 'verifyToken');
    await h.call(RESEND, { e: 'twice@bar.test' });
    const fresh = await h.mailTo('twice@bar.test', 'verifyToken', after(original));
    expect((await h.call(VALIDATE, { t: fresh.token })).errors).toBeUndefined();

    for (const token of [fresh.token, original.token]) {
      const again = await h.call(VALIDATE, { t: token });
      expect(again.data).toBeNull();
      expect(firstError(again)).toMatchObject({
        message: 'This email is already verified; you can sign in',
        extensions: { code: 'ALREADY_VERIFIED' },
      });
    }
    // Only hashes are kept, as for the links themselves.
    const kept = await h.identity.connection.collection('issued_links').find().toArray();
    expect(JSON.stringify(kept)).not.toContain(fresh.token);
  });

  test('a link nobody issued is still just invalid', async () => {
    expect(firstError(await h.call(VALIDATE, { t: 'made-up-token' }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'verifyToken',
    });
  });

  test('signing in before verifying names the reason, so the page can offer to send the link again', async () => {
    await register('early@bar.test');
    const reply = await h.call(`mutation { Authenticate(input: { email: "early@bar.test", password: "Kitchen-2026" }) { token } }`);
    expect(firstError(reply)).toMatchObject({
      message: 'Please verify your email first; we sent you a link',
      extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
    });
  });
});
