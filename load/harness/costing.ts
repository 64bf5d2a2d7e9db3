import { fetchTransport, gatewayClient, signIn, type Call } from '../seed/client';
import { openTenant } from '../seed/tenant';
import { drainQueues } from '../seed/pool';
import { DEFAULT_PASSWORD, SIGN_IN, SUPER_ADMIN_EMAIL } from '../scenarios/recipe-list.shared';
import {
  CONNECTIONS,
  DISHES,
  MENU_COSTING_QUERY,
  OTHER_RECIPES,
  RECIPE_SERVICE_ENV,
  SAUCES,
  THRESHOLDS,
} from '../scenarios/menu-costing.shared';
import { cpuPerRequest, cpuSeconds } from './cpu';
import { measure, missed, printTable, SECONDS } from './measure';
import { startBenchStack } from './stack';
import { signInTokens } from './tokens';

/**
 * `npm run bench:costing` in load/: issue #23. A new kitchen's admin (its trial on a plan the
 * bench creates, with room for 1,000 recipes and dishes) prices 10 platform
 * ingredients and builds 500 recipes that use butter three levels deep (stock → 10 sauces → 300
 * dishes and 189 recipes). Then: one new butter price, and the seconds until every one of the 500
 * reads its new cost; and the Menu costing page's one request (300 dishes) at CONNECTIONS.
 */
type Row = { id: string; cost: { total: string } | null };

const PRICE = `mutation ($i: IngredientPriceInput!) { RecordIngredientPrice(input: $i) { id } }`;
const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;
const RECIPES = `query ($p: Int) { getRecipeMenu(pageNo: $p, sizePerPage: 100, filters: { type: RECIPE }) { total records { id cost { total } } } }`;
const MENU = `query { getMenuCosting { id cost { total } } }`;

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function createWhenKnown(call: Call, input: Record<string, unknown>): Promise<string> {
  for (let tries = 0; ; tries++) {
    try {
      return (await call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: input })).CreateRecipeMenu.id;
    } catch (error) {
      if (tries > 200) throw error;
      await wait(250);
    }
  }
}

/** Every cost the 500 recipes read now: the dishes in one request, the recipes a page of 100 at a time. */
async function allCosts(call: Call): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const menu = await call<{ getMenuCosting: Row[] }>(MENU);
  for (const r of menu.getMenuCosting) out.set(r.id, r.cost?.total ?? '');
  for (let p = 1; ; p++) {
    const page = await call<{ getRecipeMenu: { total: number; records: Row[] } }>(RECIPES, { p });
    for (const r of page.getRecipeMenu.records) out.set(r.id, r.cost?.total ?? '');
    if (p * 100 >= page.getRecipeMenu.total) break;
  }
  return out;
}

async function seed(call: Call) {
  const [{ getActiveIngredients }, { getUnits }] = await Promise.all([
    call<{ getActiveIngredients: { id: string; name: string }[] }>(`{ getActiveIngredients { id name } }`),
    call<{ getUnits: { records: { id: string; code: string }[] } }>(`{ getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }`),
  ]);
  const ingredient = (name: string) => getActiveIngredients.find((i) => i.name === name)?.id ?? '';
  const unit = (code: string) => getUnits.records.find((u) => u.code === code)?.id ?? '';
  const priced = ['Butter', 'Cream', 'Wheat flour', 'Onion', 'Celery', 'Olive oil', 'Sea salt', 'Dry white wine', 'Eggs', 'Tarragon'];
  for (const [i, name] of priced.entries()) {
    await call(PRICE, {
      i: { ingredientId: ingredient(name), packSize: 1, packUnitId: unit('kg'), packPrice: `${4 + i}.25`, pricedOn: '2026-01-02' },
    });
  }
  const line = (name: string, quantity: number) => ({ ingredientsId: ingredient(name), unitId: unit('g'), quantity });
  const others = priced.slice(1).map((name, i) => line(name, 20 + i * 5));
  const stock = await createWhenKnown(call, {
    title: 'Bench stock',
    yieldValue: 2,
    yieldUnitId: unit('l'),
    ingredients: [line('Butter', 100), ...others.slice(0, 3)],
  });
  const sauces: string[] = [];
  for (let s = 0; s < SAUCES; s++) {
    sauces.push(
      await createWhenKnown(call, {
        title: `Bench sauce ${s + 1}`,
        yieldValue: 0.5,
        yieldUnitId: unit('l'),
        ingredients: [{ subRecipeId: stock, unitId: unit('l'), quantity: 0.4 }, ...others.slice(s % 4, (s % 4) + 2)],
      }),
    );
  }
  const jobs = [
    ...Array.from({ length: DISHES }, (_, d) => ({
      title: `Bench dish ${d + 1}`,
      type: 'MENU',
      yieldValue: 4,
      yieldUnitId: unit('portion'),
      sellingPrice: '24.50',
      vatRate: 9,
      ingredients: [{ subRecipeId: sauces[d % SAUCES], unitId: unit('ml'), quantity: 100 }, ...others],
    })),
    ...Array.from({ length: OTHER_RECIPES }, (_, r) => ({
      title: `Bench recipe ${r + 1}`,
      yieldValue: 1,
      ingredients: [{ subRecipeId: sauces[r % SAUCES], unitId: unit('ml'), quantity: 50 }, ...others.slice(0, 5)],
    })),
  ];
  const started = Date.now();
  await drainQueues(
    jobs.map((j) => [j]),
    4,
    async (input) => {
      await call(CREATE, { i: input });
    },
  );
  process.stdout.write(`seeded ${jobs.length + SAUCES + 1} recipes in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return { butter: ingredient('Butter'), kg: unit('kg') };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ recipe: RECIPE_SERVICE_ENV });
  try {
    const password = process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD;
    const superAdmin = await signIn(stack.gatewayUrl, SUPER_ADMIN_EMAIL, password);
    // The bench's own plan, cheapest of all, so the new kitchen's trial starts on it with room for 500.
    await superAdmin(`mutation ($i: SubscriptionPlanInput!) { CreateSubscriptionPlan(input: $i) { id } }`, {
      i: {
        name: 'Costing bench',
        cooksCount: 5,
        recipeCount: 1000,
        perCookViewRecipeCount: 1000,
        dishesCount: 1000,
        price: 1,
        tax: 21,
        discount: 0,
        subscriptionPlan: 'MONTHLY',
        status: 'ACTIVE',
        freeDemoDays: 14,
        storageCapacity: 1,
        showsAds: false,
      },
    });
    const tenant = await openTenant(superAdmin, fetchTransport(stack.gatewayUrl), wait, {
      index: 0,
      tag: `costing${Date.now()}`,
      password,
    });
    const call = gatewayClient(stack.gatewayUrl, tenant.token);
    const { butter, kg } = await seed(call);

    const before = await allCosts(call);
    const using = [...before.keys()].filter((id) => before.get(id) !== '');
    if (using.length !== DISHES + SAUCES + OTHER_RECIPES + 1) throw new Error(`expected 500 costed recipes, read ${using.length}`);
    const t0 = Date.now();
    await call(PRICE, { i: { ingredientId: butter, packSize: 1, packUnitId: kg, packPrice: '11.75', pricedOn: '2026-11-01' } });
    let polls = 0;
    let pollMs = 0;
    for (;;) {
      const p0 = Date.now();
      const now = await allCosts(call);
      pollMs += Date.now() - p0;
      polls++;
      const stale = using.filter((id) => now.get(id) === before.get(id));
      if (!stale.length) break;
      if (Date.now() - t0 > 60_000) throw new Error(`${stale.length} recipes still read the old cost after 60 s`);
    }
    const seconds = (Date.now() - t0) / 1000;
    process.stdout.write(
      `\nprice change → all ${using.length} recipes read the new cost: ${seconds.toFixed(2)} s ` +
        `(${polls} reads of all 500 costs, ${(pollMs / polls / 1000).toFixed(2)} s each)\n`,
    );

    const tokens = await signInTokens(stack.gatewayUrl, SIGN_IN, tenant.email, password, 20);
    const one = await gatewayClient(stack.gatewayUrl, tokens[0])<{ getMenuCosting: unknown[] }>(MENU_COSTING_QUERY);
    if (one.getMenuCosting.length !== DISHES) throw new Error(`menu costing answered ${one.getMenuCosting.length} dishes`);
    const cpuBefore = cpuSeconds(stack.processes);
    const measured = await measure(
      `menu costing, ${DISHES} dishes`,
      stack.gatewayUrl,
      { query: MENU_COSTING_QUERY },
      (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` }),
      { connections: CONNECTIONS, check: (body) => body.includes('"getMenuCosting"') && !body.includes('"errors"') },
    );
    printTable(
      `menu-costing: getMenuCosting (${DISHES} dishes, 3 levels), ${CONNECTIONS} connections, ${SECONDS}s (node ${process.version})`,
      [measured],
    );
    const cpu = cpuPerRequest(cpuBefore, cpuSeconds(stack.processes), measured.requests);
    process.stdout.write(`CPU ms per request: ${cpu.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}\n`);
    const failures = missed(measured, 'menu costing', THRESHOLDS);
    for (const f of failures) process.stderr.write(`threshold failed: ${f}\n`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
