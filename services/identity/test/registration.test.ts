import { codes, firstError, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_register');
});

afterAll(async () => {
  await h.stop();
});

const REGISTER = `mutation ($input: CreateUserInput!) { CreateUser(input: $input) { code message user { id status isAdmin accNumber kitchenId } } }`;
const VALIDATE = `mutation ($t: String!) { ValidateEmail(verifyToken: $t) { code message } }`;
const CHECK = `mutation ($e: String!) { CheckEmail(email: $e) { code message } }`;

const applicant = (email: string, extra: Record<string, unknown> = {}) => ({
  fName: 'Ada',
  lName: 'Chef',
  email,
  password: 'Kitchen-2026',
  confirmPassword: 'Kitchen-2026',
  kitchenName: "Ada's Bistro",
  ...extra,
});

test('registering sends a verification mail; the account signs in only after its link is followed, once', async () => {
  const reply = await h.call(REGISTER, { input: applicant('ada@bistro.test', { phone: '+31 6 12345678' }) });
  // The answer names nobody: it reads the same for an address that already has an account.
  expect(reply.data?.CreateUser).toEqual({ code: 200, message: 'User registered successfully, please check email', user: null });
  const created = await h.users.findOne({ email: 'ada@bistro.test' }).lean();
  expect(created).toMatchObject({ status: 'NOT_VERIFIED', isAdmin: true, kitchenId: null, phone: '+31612345678' });
  expect(created?.accNumber).toMatch(/^U\d{6}$/);

  const { message, token } = await h.mailTo('ada@bistro.test', 'verifyToken');
  expect(message.subject).toBe('Confirm your email for Brigade');
  expect(message.text).toContain('https://app.brigade.test/verify-email?verifyToken=');
  expect(codes(await h.call(`mutation { Authenticate(input: { email: "ada@bistro.test", password: "Kitchen-2026" }) { token } }`))).toEqual(
    ['FORBIDDEN'],
  );

  expect((await h.call(VALIDATE, { t: token })).data?.ValidateEmail).toEqual({
    code: 200,
    message: 'Your email is verified; you can sign in now',
  });
  await h.signIn('ada@bistro.test', 'Kitchen-2026');
  // Used up: opened again it verifies nothing, and says the account is verified (not 'invalid').
  const again = await h.call(VALIDATE, { t: token });
  expect(again.data).toBeNull();
  expect(firstError(again)?.extensions).toMatchObject({ code: 'ALREADY_VERIFIED' });
  expect(await h.identity.connection.collection('user_tokens').countDocuments({ userId: created?._id.toHexString() })).toBe(0);

  // Only a hash of the link's token is stored.
  const stored = await h.identity.connection.collection('user_tokens').find().toArray();
  expect(JSON.stringify(stored)).not.toContain(token);
});

test('the registration event carries the kitchen to open, in the same write as the user', async () => {
  await h.call(REGISTER, { input: applicant('bea@bistro.test', { kitchenName: 'Bea Brasserie' }) });
  const doc = await h.users.findOne({ email: 'bea@bistro.test' }).select('+_outbox').lean();
  expect(doc?._outbox?.[0]).toMatchObject({
    type: 'UserCreated',
    payload: { kitchenName: 'Bea Brasserie', roles: ['ADMIN'], status: 'NOT_VERIFIED' },
  });
});

test('mail goes out in the language the person registered with', async () => {
  await h.call(REGISTER, { input: applicant('noor@bistro.test', { lang: 'nl' }) });
  const { message } = await h.mailTo('noor@bistro.test', 'verifyToken');
  expect(message.subject).toBe('Bevestig je e-mailadres voor Brigade');
});

test.each([
  ['email', { email: 'no-at-sign' }, 'Please enter a valid email'],
  [
    'password',
    { password: 'short1', confirmPassword: 'short1' },
    'The password needs 8 to 128 characters with at least one letter and one number',
  ],
  [
    'password',
    { password: 'onlyletters', confirmPassword: 'onlyletters' },
    'The password needs 8 to 128 characters with at least one letter and one number',
  ],
  [
    'password',
    { email: 'gordon@bistro.test', password: 'gordon-2026', confirmPassword: 'gordon-2026' },
    'The password must not contain your email name',
  ],
  ['confirmPassword', { confirmPassword: 'Kitchen-2027' }, 'The passwords do not match'],
  ['fName', { fName: '   ' }, 'This field is required'],
  ['lName', { lName: 'x'.repeat(51) }, 'Please use at most 50 characters'],
  ['phone', { phone: '12345' }, 'Please enter a valid phone number with its country code'],
  ['dob', { dob: '2999-01-01' }, 'Please enter a valid date in the past'],
  ['vat_number', { vat_number: 'NL123', vat_code: 'NL' }, 'Please enter a valid VAT number for the chosen country'],
])('bad %s is refused with its field and a clear message, and nothing is created', async (field, extra, message) => {
  const email = `bad-${field}-${Math.random().toString(36).slice(2)}@bistro.test`;
  const reply = await h.call(REGISTER, { input: applicant(email, extra) });
  expect(firstError(reply)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(firstError(reply)?.message).toBe(message);
  expect(await h.users.countDocuments({ email: (extra as { email?: string }).email ?? email })).toBe(0);
});

test('a valid VAT number for its country is accepted', async () => {
  const reply = await h.call(REGISTER, {
    input: applicant('vat@bistro.test', { vat_number: 'BE0411905847', vat_code: 'BE', userType: 'BUSSINESS' }),
  });
  expect(reply.errors).toBeUndefined();
});

test('messages follow the locale header', async () => {
  const reply = await h.call(REGISTER, { input: applicant('x', {}) }, { kind: 'anonymous' }, { locale: 'de' });
  expect(firstError(reply)?.message).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
});

test('an e-mail is registered once; a second try answers the same and mails the owner instead; CheckEmail says whether it is free', async () => {
  const first = await h.call(
    REGISTER,
    { input: applicant('twice@bistro.test', { lang: 'fr' }) },
    { kind: 'anonymous' },
    { clientIp: '198.51.100.60' },
  );
  const since = Date.parse((await h.mailTo('twice@bistro.test', 'verifyToken')).message.receivedAt) + 1;
  const second = await h.call(
    REGISTER,
    { input: applicant('TWICE@bistro.test', { password: 'Other-2026', confirmPassword: 'Other-2026' }) },
    { kind: 'anonymous' },
    { clientIp: '198.51.100.61' },
  );
  expect(second).toEqual(first);
  expect(await h.users.countDocuments({ email: 'twice@bistro.test' })).toBe(1);
  // In the owner's language, with a way to sign in.
  const notice = await h.mail.waitFor((m) => m.to.includes('twice@bistro.test') && Date.parse(m.receivedAt) >= since, 10_000);
  expect(notice.subject).toBe('Quelqu’un a tenté de s’inscrire sur Brigade avec votre e-mail');
  expect(notice.text).toContain('https://app.brigade.test/login');
  expect((await h.call(CHECK, { e: 'Twice@Bistro.test' })).data?.CheckEmail).toEqual({
    code: 409,
    message: 'This email is already registered',
  });
  expect((await h.call(CHECK, { e: 'free@bistro.test' })).data?.CheckEmail).toEqual({ code: 200, message: 'This email is available' });
});

test('an expired verification link is refused', async () => {
  await h.call(REGISTER, { input: applicant('late@bistro.test') });
  const token = await h.mailbox.linkFor('late@bistro.test', 'verifyToken', 10_000);
  await h.identity.connection.collection('user_tokens').updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  const reply = await h.call(VALIDATE, { t: token });
  expect(firstError(reply)?.message).toBe('This link is invalid or has expired; please ask for a new one');
  expect((await h.users.findOne({ email: 'late@bistro.test' }).lean())?.status).toBe('NOT_VERIFIED');
});

test('registrations are limited per client address and per address mailed (README "Rate limits")', async () => {
  const from = (clientIp: string, email: string) => h.call(REGISTER, { input: applicant(email) }, { kind: 'anonymous' }, { clientIp });
  const one = [];
  for (let i = 0; i < 11; i++) one.push(await from('203.0.113.70', `burst-${i}@bistro.test`));
  expect(one.slice(0, 10).every((r) => !r.errors)).toBe(true);
  expect(firstError(one[10] ?? {})?.extensions).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: expect.any(Number) as number,
  });
  const target = [];
  for (let i = 0; i < 6; i++) target.push(codes(await from(`203.0.114.${i}`, 'target@bistro.test')));
  expect(target).toEqual([[], [], [], [], [], ['TOO_MANY_REQUESTS']]);
});
