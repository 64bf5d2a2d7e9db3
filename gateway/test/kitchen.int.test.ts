import {
  errorCodes,
  gql,
  mailbox,
  newKitchen,
  sharedStack,
  signIn,
  signInSuperAdmin,
  unique,
  until,
  type Kitchen,
  type SharedStack,
} from '@brigade/test-kit';

/**
 * Kitchens across real processes: a super admin opens a kitchen with its first admin (kitchen →
 * identity → kitchen), a stranger registers to open one (identity → kitchen → identity), and the
 * kitchen's cook counter follows identity's events. Each role tries what it must not do. "The
 * kitchen" is this file's own, with its admin and one cook, on the shared stack.
 */
let stack: SharedStack;
let superAdmin: string;
let home: Kitchen;
let homeAdmin: string;
let homeCook: string;
const tag = unique();

beforeAll(async () => {
  stack = await sharedStack();
  superAdmin = await signInSuperAdmin(stack);
  home = await newKitchen(stack, { cooks: 1 });
  homeAdmin = home.admin.token;
  homeCook = home.cooks[0]?.token ?? '';
}, 180_000);

const linkFor = (to: string, param: string) => mailbox(stack.mailUrl).linkFor(to, param);

const kitchenOf = async (token: string, id: string) =>
  (await gql(stack.gatewayUrl, `{ getKitchenById(id: "${id}") { name status cooksCount owner { email } } }`, token)).body.data
    ?.getKitchenById as { name: string; status: string; cooksCount: number; owner: { email: string } | null } | null;

test('a kitchen created with its first admin opens once identity has invited them; they run only their own kitchen', async () => {
  const hannaEmail = `hanna-${tag}@harbour.test`;
  const created = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchen(input: { name: "Harbour House", country: "NL", admin: { fName: "Hanna", lName: "Harbour", email: "${hannaEmail}" } }) { id status } }`,
    superAdmin,
  );
  const { id, status } = created.body.data?.CreateKitchen as { id: string; status: string };
  expect(status).toBe('CREATING');
  await until(async () => (await kitchenOf(superAdmin, id))?.status === 'ACTIVE');
  expect((await kitchenOf(superAdmin, id))?.owner).toEqual({ email: hannaEmail });

  const token = await linkFor(hannaEmail, 'createToken');
  const chosen = await gql(
    stack.gatewayUrl,
    `mutation { CreatePassword(input: { token: "${token}", password: "Harbour-2026" }) { code } }`,
  );
  expect(chosen.body.errors).toBeUndefined();
  const hanna = await signIn(stack.gatewayUrl, hannaEmail, 'Harbour-2026');
  expect((await kitchenOf(hanna, id))?.name).toBe('Harbour House');
  expect(await kitchenOf(hanna, home.id)).toBeNull();
  expect(await kitchenOf(homeAdmin, id)).toBeNull();
  expect(await kitchenOf(homeCook, id)).toBeNull();
  const takeOver = await gql(stack.gatewayUrl, `mutation { UpdateKitchen(id: "${home.id}", input: { name: "Mine now" }) { name } }`, hanna);
  expect(errorCodes(takeOver)).toEqual(['FORBIDDEN']);
  expect(errorCodes(await gql(stack.gatewayUrl, `mutation { DeleteKitchen(id: "${id}") }`, hanna))).toEqual(['FORBIDDEN']);
});

test('someone who registers to open a kitchen gets it once their e-mail is verified', async () => {
  const beaEmail = `bea-${tag}@bistro.test`;
  const registered = await gql(
    stack.gatewayUrl,
    `mutation { CreateUser(input: { fName: "Bea", lName: "Bistro", email: "${beaEmail}", password: "Bistro-2026", kitchenName: "Bistro Bea" }) { message } }`,
  );
  expect(registered.body.data).toEqual({ CreateUser: { message: 'User registered successfully, please check email' } });
  const token = await linkFor(beaEmail, 'verifyToken');
  expect((await gql(stack.gatewayUrl, `mutation { ValidateEmail(verifyToken: "${token}") { code } }`)).body.data).toEqual({
    ValidateEmail: { code: 200 },
  });

  let kitchenId = '';
  await until(async () => {
    const me = await gql(stack.gatewayUrl, `{ me { kitchenId isAdmin } }`, await signIn(stack.gatewayUrl, beaEmail, 'Bistro-2026'));
    kitchenId = (me.body.data?.me as { kitchenId: string | null }).kitchenId ?? '';
    return kitchenId !== '';
  });
  // The token carries the kitchen from the sign-in after the kitchen was linked.
  const bea = await signIn(stack.gatewayUrl, beaEmail, 'Bistro-2026');
  await until(async () => (await kitchenOf(bea, kitchenId))?.status === 'ACTIVE');
  expect(await kitchenOf(bea, kitchenId)).toMatchObject({ name: 'Bistro Bea', owner: { email: beaEmail } });
});

test('the cook counter follows identity: a cook added by the admin is counted, one deleted is not', async () => {
  await until(async () => (await kitchenOf(homeAdmin, home.id))?.cooksCount === 1);
  const added = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchenCook(input: { fName: "Line", lName: "Cook", email: "line-${tag}@kitchens.test" }) { user { id } } }`,
    homeAdmin,
  );
  const cookId = (added.body.data?.CreateKitchenCook as { user: { id: string } }).user.id;
  await until(async () => (await kitchenOf(homeAdmin, home.id))?.cooksCount === 2);
  await gql(stack.gatewayUrl, `mutation { DeleteUser(id: "${cookId}") { code } }`, homeAdmin);
  await until(async () => (await kitchenOf(homeAdmin, home.id))?.cooksCount === 1);
});

test('the billing address: checked, stored, and only for the own kitchen', async () => {
  const update = (token: string, id: string, country: string) =>
    gql(
      stack.gatewayUrl,
      `mutation { UpdateBillingAddressDetails(id: "${id}", input: { line_1: "Dam 1", city: "Amsterdam", state: "NH", country: "${country}", postal_code: "1012 JS" }) { country } }`,
      token,
    );
  expect((await update(homeAdmin, home.id, 'nl')).body.data).toEqual({ UpdateBillingAddressDetails: { country: 'NL' } });
  const bad = await update(homeAdmin, home.id, 'Atlantis');
  expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'country' });
  const list = await gql(stack.gatewayUrl, `{ getKitchen(pageNo: 1, sizePerPage: 50) { total records { id } } }`, superAdmin);
  const someoneElse = (list.body.data?.getKitchen as { records: { id: string }[] }).records.find((r) => r.id !== home.id);
  expect(errorCodes(await update(homeAdmin, someoneElse?.id as string, 'NL'))).toEqual(['FORBIDDEN']);
  expect(errorCodes(await update(homeCook, home.id, 'NL'))).toEqual(['FORBIDDEN']);
});

test('a kitchen shows its admin and cooks its trial from billing: plan, due date and ads', async () => {
  const query = `{ getKitchenById(id: "${home.id}") { name activeSubscriptionPlan { name }
    getPaymentDueDate { dueInDays isDue isFreeTrial shouldShowAds } } }`;
  let kitchen: Record<string, unknown> | undefined;
  await until(async () => {
    kitchen = (await gql(stack.gatewayUrl, query, homeAdmin)).body.data?.getKitchenById as Record<string, unknown> | undefined;
    return Boolean(kitchen?.getPaymentDueDate);
  });
  expect(kitchen).toMatchObject({
    activeSubscriptionPlan: { name: 'Starter' },
    getPaymentDueDate: { isDue: false, isFreeTrial: true, shouldShowAds: true },
  });
  expect((kitchen?.getPaymentDueDate as { dueInDays: number }).dueInDays).toBeGreaterThanOrEqual(13);
  const cookView = (await gql(stack.gatewayUrl, query, homeCook)).body.data?.getKitchenById as Record<string, unknown> | undefined;
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
    homeAdmin,
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
    price: { total: string };
    payment: { id: string };
  };
  expect(bought).toMatchObject({ price: { total: '95.59' } });
  expect(bought.msg).toMatch(/^Je proefperiode loopt tot \d+ \w+ \d{4}; de eerste betaling van €\s95,59 wordt dan afgeschreven\./);
  const pay = `mutation ($s: String!, $c: String!) { payWithTestCard(clientSecret: $s, cardNumber: $c) { status } }`;
  expect(errorCodes(await gql(stack.gatewayUrl, pay, homeCook, {}, { s: bought.client_secret, c: '4242424242424242' }))).toEqual([
    'FORBIDDEN',
  ]);
  // The card is saved for the trial's end: the payment waits.
  const saved = await gql(stack.gatewayUrl, pay, homeAdmin, {}, { s: bought.client_secret, c: '4242424242424242' });
  expect(saved.body.data).toEqual({ payWithTestCard: { status: 'PENDING' } });

  const kitchen = await gql(
    stack.gatewayUrl,
    `{ getKitchenById(id: "${home.id}") { activeSubscriptionPlan { name } getPaymentDueDate { isFreeTrial shouldShowAds isDue } lastPayment { orderId total paid } } }`,
    homeAdmin,
  );
  expect(kitchen.body.data?.getKitchenById).toMatchObject({
    activeSubscriptionPlan: { name: 'Pro' },
    getPaymentDueDate: { isFreeTrial: true, isDue: false },
    // Nothing is paid yet: the first payment is taken at the trial's end.
    lastPayment: null,
  });
});

// Follows the purchase above: the kitchen is now on Pro (in its trial). Pro's limit is put back afterwards.
test('the plan the kitchen pays for sets its cook limit in identity, and a change of the plan moves it', async () => {
  const plans = await gql(stack.gatewayUrl, `{ getActiveSubscriptionPlan { id name subscriptionPlan cooksCount } }`);
  const pro = (
    plans.body.data?.getActiveSubscriptionPlan as { id: string; name: string; subscriptionPlan: string; cooksCount: number }[]
  ).find((p) => p.name === 'Pro' && p.subscriptionPlan === 'MONTHLY');
  const cooks = (await kitchenOf(homeAdmin, home.id))?.cooksCount ?? 0;
  const setLimit = (n: number) =>
    gql(stack.gatewayUrl, `mutation { UpdateSubscriptionPlan(id: "${pro?.id}", input: { cooksCount: ${n} }) { cooksCount } }`, superAdmin);
  const addCook = (n: number) =>
    gql(
      stack.gatewayUrl,
      `mutation { CreateKitchenCook(input: { fName: "Extra", lName: "Cook", email: "extra-${tag}-${n}@kitchens.test" }) { user { id } } }`,
      homeAdmin,
    );
  try {
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
    await until(async () => (await kitchenOf(homeAdmin, home.id))?.cooksCount === used + 1);
  } finally {
    await setLimit(pro?.cooksCount ?? 20);
  }
});
