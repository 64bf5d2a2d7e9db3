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
  const created = reply.data?.CreateUser as { message: string; user: { id: string; status: string; isAdmin: boolean; accNumber: string } };
  expect(created.message).toBe('User registered successfully, please check email');
  expect(created.user).toMatchObject({ status: 'NOT_VERIFIED', isAdmin: true, kitchenId: null });
  expect(created.user.accNumber).toMatch(/^U\d{6}$/);
  expect((await h.users.findById(created.user.id).lean())?.phone).toBe('+31612345678');

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
  const again = await h.call(VALIDATE, { t: token });
  expect(firstError(again)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'verifyToken' });

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

test('an e-mail can be registered once; CheckEmail says whether it is free', async () => {
  await h.call(REGISTER, { input: applicant('twice@bistro.test') });
  const second = await h.call(REGISTER, { input: applicant('TWICE@bistro.test') });
  expect(firstError(second)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  expect((await h.call(CHECK, { e: 'Twice@Bistro.test' })).data?.CheckEmail).toEqual({
    code: 409,
    message: 'This email is already registered',
  });
  expect((await h.call(CHECK, { e: 'free@bistro.test' })).data?.CheckEmail).toEqual({ code: 200, message: 'This email is available' });
});

test('an expired verification link is refused', async () => {
  await h.call(REGISTER, { input: applicant('late@bistro.test') });
  const { token } = await h.mailTo('late@bistro.test', 'verifyToken');
  await h.identity.connection.collection('user_tokens').updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  const reply = await h.call(VALIDATE, { t: token });
  expect(firstError(reply)?.message).toBe('This link is invalid or has expired; please ask for a new one');
  expect((await h.users.findOne({ email: 'late@bistro.test' }).lean())?.status).toBe('NOT_VERIFIED');
});
