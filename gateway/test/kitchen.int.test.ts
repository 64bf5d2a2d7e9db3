import { startStack, type Stack } from '@brigade/dev-stack';
import { errorCodes, gql, mailLink, signIn, until } from './support';

/**
 * Kitchens across real processes: a super admin opens a kitchen with its first admin (kitchen →
 * identity → kitchen), a stranger registers to open one (identity → kitchen → identity), and the
 * kitchen's cook counter follows identity's events. Each role tries what it must not do.
 */
let stack: Stack;
let superAdmin: string;
let demoAdmin: string;
let demoCook: string;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  [superAdmin, demoAdmin, demoCook] = await Promise.all([
    signIn(stack.gatewayUrl, 'superadmin@brigade.local'),
    signIn(stack.gatewayUrl, 'admin@demo.brigade.local'),
    signIn(stack.gatewayUrl, 'cook@demo.brigade.local'),
  ]);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const linkFor = (to: string, param: string) => mailLink(stack.mailUrl ?? '', to, param);

const kitchenOf = async (token: string, id: string) =>
  (await gql(stack.gatewayUrl, `{ getKitchenById(id: "${id}") { name status cooksCount owner { email } } }`, token)).body.data
    ?.getKitchenById as { name: string; status: string; cooksCount: number; owner: { email: string } | null } | null;

test('a kitchen created with its first admin opens once identity has invited them; they run only their own kitchen', async () => {
  const created = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchen(input: { name: "Harbour House", country: "NL", admin: { fName: "Hanna", lName: "Harbour", email: "hanna@harbour.test" } }) { id status } }`,
    superAdmin,
  );
  const { id, status } = created.body.data?.CreateKitchen as { id: string; status: string };
  expect(status).toBe('CREATING');
  await until(async () => (await kitchenOf(superAdmin, id))?.status === 'ACTIVE');
  expect((await kitchenOf(superAdmin, id))?.owner).toEqual({ email: 'hanna@harbour.test' });

  const token = await linkFor('hanna@harbour.test', 'createToken');
  const chosen = await gql(
    stack.gatewayUrl,
    `mutation { CreatePassword(input: { token: "${token}", password: "Harbour-2026" }) { code } }`,
  );
  expect(chosen.body.errors).toBeUndefined();
  const hanna = await signIn(stack.gatewayUrl, 'hanna@harbour.test', 'Harbour-2026');
  expect((await kitchenOf(hanna, id))?.name).toBe('Harbour House');
  expect(await kitchenOf(hanna, '64b000000000000000000001')).toBeNull();
  expect(await kitchenOf(demoAdmin, id)).toBeNull();
  expect(await kitchenOf(demoCook, id)).toBeNull();
  const takeOver = await gql(
    stack.gatewayUrl,
    `mutation { UpdateKitchen(id: "64b000000000000000000001", input: { name: "Mine now" }) { name } }`,
    hanna,
  );
  expect(errorCodes(takeOver)).toEqual(['FORBIDDEN']);
  expect(errorCodes(await gql(stack.gatewayUrl, `mutation { DeleteKitchen(id: "${id}") }`, hanna))).toEqual(['FORBIDDEN']);
});

test('someone who registers to open a kitchen gets it once their e-mail is verified', async () => {
  const registered = await gql(
    stack.gatewayUrl,
    `mutation { CreateUser(input: { fName: "Bea", lName: "Bistro", email: "bea@bistro.test", password: "Bistro-2026", kitchenName: "Bistro Bea" }) { message } }`,
  );
  expect(registered.body.data).toEqual({ CreateUser: { message: 'User registered successfully, please check email' } });
  const token = await linkFor('bea@bistro.test', 'verifyToken');
  expect((await gql(stack.gatewayUrl, `mutation { ValidateEmail(verifyToken: "${token}") { code } }`)).body.data).toEqual({
    ValidateEmail: { code: 200 },
  });

  let kitchenId = '';
  await until(async () => {
    const me = await gql(
      stack.gatewayUrl,
      `{ me { kitchenId isAdmin } }`,
      await signIn(stack.gatewayUrl, 'bea@bistro.test', 'Bistro-2026'),
    );
    kitchenId = (me.body.data?.me as { kitchenId: string | null }).kitchenId ?? '';
    return kitchenId !== '';
  });
  // The token carries the kitchen from the sign-in after the kitchen was linked.
  const bea = await signIn(stack.gatewayUrl, 'bea@bistro.test', 'Bistro-2026');
  await until(async () => (await kitchenOf(bea, kitchenId))?.status === 'ACTIVE');
  expect(await kitchenOf(bea, kitchenId)).toMatchObject({ name: 'Bistro Bea', owner: { email: 'bea@bistro.test' } });
});

test('the cook counter follows identity: a cook added by the admin is counted, one deleted is not', async () => {
  const demo = '64b000000000000000000001';
  await until(async () => (await kitchenOf(demoAdmin, demo))?.cooksCount === 1);
  const added = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchenCook(input: { fName: "Line", lName: "Cook", email: "line@demo.brigade.local" }) { user { id } } }`,
    demoAdmin,
  );
  const cookId = (added.body.data?.CreateKitchenCook as { user: { id: string } }).user.id;
  await until(async () => (await kitchenOf(demoAdmin, demo))?.cooksCount === 2);
  await gql(stack.gatewayUrl, `mutation { DeleteUser(id: "${cookId}") { code } }`, demoAdmin);
  await until(async () => (await kitchenOf(demoAdmin, demo))?.cooksCount === 1);
});

test('the billing address: checked, stored, and only for the own kitchen', async () => {
  const update = (token: string, id: string, country: string) =>
    gql(
      stack.gatewayUrl,
      `mutation { UpdateBillingAddressDetails(id: "${id}", input: { line_1: "Dam 1", city: "Amsterdam", state: "NH", country: "${country}", postal_code: "1012 JS" }) { country } }`,
      token,
    );
  expect((await update(demoAdmin, '64b000000000000000000001', 'nl')).body.data).toEqual({ UpdateBillingAddressDetails: { country: 'NL' } });
  const bad = await update(demoAdmin, '64b000000000000000000001', 'Atlantis');
  expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'country' });
  const list = await gql(stack.gatewayUrl, `{ getKitchen(pageNo: 1, sizePerPage: 50) { total records { id } } }`, superAdmin);
  const someoneElse = (list.body.data?.getKitchen as { records: { id: string }[] }).records.find(
    (r) => r.id !== '64b000000000000000000001',
  );
  expect(errorCodes(await update(demoAdmin, someoneElse?.id as string, 'NL'))).toEqual(['FORBIDDEN']);
  expect(errorCodes(await update(demoCook, '64b000000000000000000001', 'NL'))).toEqual(['FORBIDDEN']);
});

test('a kitchen shows its admin and cooks its trial from billing: plan, due date and ads', async () => {
  const query = `{ getKitchenById(id: "64b000000000000000000001") { name activeSubscriptionPlan { name }
    getPaymentDueDate { dueInDays isDue isFreeTrial shouldShowAds } } }`;
  let kitchen: Record<string, unknown> | undefined;
  await until(async () => {
    kitchen = (await gql(stack.gatewayUrl, query, demoAdmin)).body.data?.getKitchenById as Record<string, unknown> | undefined;
    return Boolean(kitchen?.getPaymentDueDate);
  });
  expect(kitchen).toMatchObject({
    activeSubscriptionPlan: { name: 'Starter' },
    getPaymentDueDate: { isDue: false, isFreeTrial: true, shouldShowAds: true },
  });
  expect((kitchen?.getPaymentDueDate as { dueInDays: number }).dueInDays).toBeGreaterThanOrEqual(13);
  const cookView = (await gql(stack.gatewayUrl, query, demoCook)).body.data?.getKitchenById as Record<string, unknown> | undefined;
  expect(cookView?.getPaymentDueDate).toMatchObject({ isFreeTrial: true });
});

test('during its trial the kitchen admin buys Pro and saves a card locally: told when the first payment is taken, nothing is charged, the trial runs on, on Pro', async () => {
  const plans = await gql(stack.gatewayUrl, `{ getActiveSubscriptionPlan { id name subscriptionPlan } }`);
  const pro = (plans.body.data?.getActiveSubscriptionPlan as { id: string; name: string; subscriptionPlan: string }[]).find(
    (p) => p.name === 'Pro' && p.subscriptionPlan === 'MONTHLY',
  );
  const buy = await gql(
    stack.gatewayUrl,
    `mutation ($input: SubscriptionBuyInput!) { createSubscriptionBuy(input: $input) { client_secret msg price { total } payment { id } } }`,
    demoAdmin,
    { 'accept-language': 'nl' },
    {
      input: {
        subscriptionPlanId: pro?.id,
        accountType: 'PERSON',
        billingAddress: { line_1: 'Dam 1', city: 'Amsterdam', state: 'NH', country: 'NL', postal_code: '1012 JS' },
      },
    },
  );
  const bought = buy.body.data?.createSubscriptionBuy as {
    client_secret: string;
    msg: string;
    price: { total: number };
    payment: { id: string };
  };
  expect(bought).toMatchObject({ price: { total: 95.59 } });
  expect(bought.msg).toMatch(/^Je proefperiode loopt tot \d+ \w+ \d{4}; de eerste betaling van €\s95,59 wordt dan afgeschreven\./);
  const pay = `mutation ($s: String!, $c: String!) { payWithTestCard(clientSecret: $s, cardNumber: $c) { status } }`;
  expect(errorCodes(await gql(stack.gatewayUrl, pay, demoCook, {}, { s: bought.client_secret, c: '4242424242424242' }))).toEqual([
    'FORBIDDEN',
  ]);
  // The card is saved for the trial's end: the payment waits.
  const saved = await gql(stack.gatewayUrl, pay, demoAdmin, {}, { s: bought.client_secret, c: '4242424242424242' });
  expect(saved.body.data).toEqual({ payWithTestCard: { status: 'PENDING' } });

  const kitchen = await gql(
    stack.gatewayUrl,
    `{ getKitchenById(id: "64b000000000000000000001") { activeSubscriptionPlan { name } getPaymentDueDate { isFreeTrial shouldShowAds isDue } lastPayment { orderId total paid } } }`,
    demoAdmin,
  );
  expect(kitchen.body.data?.getKitchenById).toMatchObject({
    activeSubscriptionPlan: { name: 'Pro' },
    getPaymentDueDate: { isFreeTrial: true, isDue: false },
    // Nothing is paid yet: the first payment is taken at the trial's end.
    lastPayment: null,
  });
});

// Follows the purchase above: the demo kitchen is now on Pro (in its trial).
test('the plan the kitchen pays for sets its cook limit in identity, and a change of the plan moves it', async () => {
  const demo = '64b000000000000000000001';
  const plans = await gql(stack.gatewayUrl, `{ getActiveSubscriptionPlan { id name subscriptionPlan } }`);
  const pro = (plans.body.data?.getActiveSubscriptionPlan as { id: string; name: string; subscriptionPlan: string }[]).find(
    (p) => p.name === 'Pro' && p.subscriptionPlan === 'MONTHLY',
  );
  const cooks = (await kitchenOf(demoAdmin, demo))?.cooksCount ?? 0;
  const setLimit = (n: number) =>
    gql(stack.gatewayUrl, `mutation { UpdateSubscriptionPlan(id: "${pro?.id}", input: { cooksCount: ${n} }) { cooksCount } }`, superAdmin);
  const addCook = (n: number) =>
    gql(
      stack.gatewayUrl,
      `mutation { CreateKitchenCook(input: { fName: "Extra", lName: "Cook", email: "extra${n}@demo.brigade.local" }) { user { id } } }`,
      demoAdmin,
    );
  expect((await setLimit(cooks)).body.data).toEqual({ UpdateSubscriptionPlan: { cooksCount: cooks } });
  // A cook may still get in before identity has the new limit: try new ones until it refuses.
  let refused: Awaited<ReturnType<typeof addCook>> | undefined;
  let tries = 0;
  await until(async () => {
    refused = await addCook(++tries);
    return errorCodes(refused).includes('PLAN_LIMIT_REACHED');
  });
  const { used, allowed } = refused?.body.errors?.[0]?.extensions as { used: number; allowed: number };
  expect(allowed).toBe(cooks);
  expect(used).toBeGreaterThanOrEqual(cooks);
  await setLimit(used + 1);
  await until(async () => errorCodes(await addCook(++tries)).length === 0);
  await until(async () => (await kitchenOf(demoAdmin, demo))?.cooksCount === used + 1);
});
