import { coverPicture } from './covers';
import { EU_ALLERGENS, KITCHEN_INGREDIENTS, type KitchenIngredient } from './data/ingredients';
import { euDeclaration, TABLE } from './data/nutrition';
import { PRICE_LIST } from './data/prices';
import { RECIPES, VAT_RATE, type DemoRecipe } from './data/recipes';
import { Gateway, GatewayError } from './gateway';

export type LoadOptions = {
  /** The gateway's /graphql. */
  gatewayUrl: string;
  /** The demo kitchen's admin (identity's seed). */
  email?: string;
  /** Default: SEED_PASSWORD, else the seeded 'Brigade!2026'. */
  password?: string;
  /** How long to wait for catalog's announcements to reach recipe before a create gives up. */
  referenceWaitMs?: number;
  /** How long to wait, at the end, for every price to reach recipe before reporting. */
  settleMs?: number;
  /** Progress lines. */
  log?: (line: string) => void;
};

export type NeedsAttention = { title: string; cost: string[]; nutrition: string[] };

export type LoadReport =
  | { skipped: true; reason: string; recipesInKitchen: number }
  | {
      skipped: false;
      ingredients: number;
      prices: number;
      pictures: number;
      recipes: number;
      dishes: number;
      seconds: number;
      /** Recipes and dishes whose cost or nutrition is incomplete: the deliberate gaps. */
      needsAttention: NeedsAttention[];
    };

const COUNT = '{ getRecipeMenu(pageNo: 1, sizePerPage: 1) { total } }';
const UNITS = '{ getUnits(pageNo: 1, sizePerPage: 100) { records { id code } } }';
const ALLERGENS = '{ getActiveAllergens { id code } }';
const INGREDIENTS = '{ getActiveIngredients { id name kitchenId } }';
const CATEGORIES = '{ getActiveCategory { id name } }';
const SUB_CATEGORIES = 'query ($categoryId: ID) { getActiveSubCategory(categoryId: $categoryId) { id name } }';
const CREATE_INGREDIENT = 'mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id name } }';
const CURRENT_PRICES = 'query ($ids: [ID!]) { getCurrentPrices(ingredientIds: $ids) { ingredientId } }';
const RECORD_PRICE = 'mutation ($input: IngredientPriceInput!) { RecordIngredientPrice(input: $input) { id } }';
const CREATE_RECIPE = 'mutation ($input: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $input) { id title } }';
const STATE = `{ getRecipeMenu(pageNo: 1, sizePerPage: 60) { records { title
  cost { complete missing { kind } } nutrition { complete missing { kind } } } } }`;

type Named = { id: string; name: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** YYYY-MM-DD of UTC today minus `days`. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days)).toISOString().slice(0, 10);
}

function find<T extends { id: string }>(rows: T[], match: (row: T) => boolean, what: string): string {
  const row = rows.find(match);
  if (!row) throw new Error(`the demo kitchen needs ${what}, which the catalog does not offer`);
  return row.id;
}

/**
 * Loads the demo kitchen's bistro through the public API, signed in as its admin, so validation
 * and events run as for a user: its own ingredients (allergen statements, conversions, nutrition),
 * the supplier price list, a cover picture per dish, then the recipes and dishes, each sub-recipe
 * before whatever uses it. Platform ingredients, units, allergens and categories are found by name
 * or code. A create naming what catalog has not yet announced to recipe is tried again until it
 * is known. Does nothing when the kitchen already has recipes (its own ingredients and prices are
 * found rather than created again, so a load stopped half-way can be finished by deleting the
 * recipes it made).
 */
export async function loadDemoKitchen(options: LoadOptions): Promise<LoadReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const api = new Gateway(options.gatewayUrl);
  await api.signIn(options.email ?? 'admin@demo.brigade.local', options.password ?? process.env.SEED_PASSWORD ?? 'Brigade!2026');

  const existing = (await api.ok<{ getRecipeMenu: { total: number } }>(COUNT)).getRecipeMenu.total;
  if (existing > 0) return { skipped: true, reason: 'the demo kitchen already has recipes', recipesInKitchen: existing };

  const [units, allergens, categories] = await Promise.all([
    api.ok<{ getUnits: { records: { id: string; code: string }[] } }>(UNITS).then((d) => d.getUnits.records),
    api.ok<{ getActiveAllergens: { id: string; code: string }[] }>(ALLERGENS).then((d) => d.getActiveAllergens),
    api.ok<{ getActiveCategory: Named[] }>(CATEGORIES).then((d) => d.getActiveCategory),
  ]);
  const unit = (code: string) => find(units, (u) => u.code === code, `the unit '${code}'`);
  const allergen = (code: string) => find(allergens, (a) => a.code === code, `the allergen ${code}`);

  // The kitchen's own ingredients: found by name, else created with all 14 allergens stated.
  let ingredients = (await api.ok<{ getActiveIngredients: (Named & { kitchenId: string | null })[] }>(INGREDIENTS)).getActiveIngredients;
  const missing = KITCHEN_INGREDIENTS.filter((k) => !ingredients.some((row) => row.name === k.name));
  const created = await inParallel(missing, 4, (k) => createIngredient(api, k, allergen));
  ingredients = [...ingredients, ...created.map((row) => ({ ...row, kitchenId: 'own' }))];
  const ingredient = (name: string) => find(ingredients, (row) => row.name === name, `the ingredient '${name}'`);
  log(`demo kitchen: ${created.length} ingredients created`);

  // The price list, oldest first; an ingredient priced already keeps its prices.
  const priced = new Set(
    (
      await api.ok<{ getCurrentPrices: { ingredientId: string }[] }>(CURRENT_PRICES, {
        ids: [...new Set(PRICE_LIST.map((p) => ingredient(p.ingredient)))],
      })
    ).getCurrentPrices.map((p) => p.ingredientId),
  );
  const toRecord = PRICE_LIST.filter((p) => !priced.has(ingredient(p.ingredient))).sort((a, b) => b.daysAgo - a.daysAgo);
  for (const p of toRecord) {
    await api.ok(RECORD_PRICE, {
      input: {
        ingredientId: ingredient(p.ingredient),
        supplier: p.supplier,
        supplierCode: p.supplierCode,
        packDescription: p.packDescription,
        packSize: p.packSize,
        packUnitId: unit(p.packUnit),
        packPrice: p.packPrice,
        currency: 'EUR',
        pricedOn: daysAgo(p.daysAgo),
        yieldPercent: p.yieldPercent ?? 100,
      },
    });
  }
  log(`demo kitchen: ${toRecord.length} prices recorded`);

  // A cover picture per dish.
  const dishes = RECIPES.filter((recipe) => recipe.type === 'MENU');
  const covers = new Map<string, string>();
  await inParallel(dishes, 3, async (dish) => {
    covers.set(dish.title, await api.upload(await coverPicture(dish.title), `${slug(dish.title)}.webp`, 'image/webp'));
  });
  log(`demo kitchen: ${covers.size} cover pictures uploaded`);

  // Recipes, then dishes, in data order: every sub-recipe exists before its first use.
  const subCategories = new Map<string, Named[]>();
  const filing = async (recipe: DemoRecipe) => {
    const categoryId = find(categories, (c) => c.name === recipe.category, `the category '${recipe.category}'`);
    if (!recipe.subCategory) return { categoryId };
    if (!subCategories.has(categoryId)) {
      const rows = (await api.ok<{ getActiveSubCategory: Named[] }>(SUB_CATEGORIES, { categoryId })).getActiveSubCategory;
      subCategories.set(categoryId, rows);
    }
    const subCategoryId = find(
      subCategories.get(categoryId)!,
      (s) => s.name === recipe.subCategory,
      `the sub-category '${recipe.subCategory}'`,
    );
    return { categoryId, subCategoryId };
  };
  const recipeIds = new Map<string, string>();
  for (const recipe of RECIPES) {
    const input = {
      title: recipe.title,
      description: recipe.description,
      type: recipe.type,
      ...(await filing(recipe)),
      yieldValue: recipe.yieldValue,
      yieldUnitId: unit(recipe.yieldUnit),
      ...(recipe.sellingPrice ? { sellingPrice: recipe.sellingPrice, vatRate: VAT_RATE } : {}),
      ...(covers.has(recipe.title) ? { coverPic: covers.get(recipe.title) } : {}),
      utensils: recipe.utensils ?? [],
      steps: recipe.steps,
      ingredients: recipe.lines.map((line) =>
        'recipe' in line
          ? {
              subRecipeId: recipeIds.get(line.recipe) ?? missingRecipe(recipe, line.recipe),
              unitId: unit(line.unit),
              quantity: line.quantity,
            }
          : { ingredientsId: ingredient(line.ingredient), unitId: unit(line.unit), quantity: line.quantity },
      ),
    };
    recipeIds.set(recipe.title, await createWhenKnown(api, input, options.referenceWaitMs ?? 60_000));
  }
  log(`demo kitchen: ${RECIPES.length - dishes.length} recipes and ${dishes.length} dishes created`);

  const needsAttention = await settle(api, options.settleMs ?? 20_000);
  return {
    skipped: false,
    ingredients: created.length,
    prices: toRecord.length,
    pictures: covers.size,
    recipes: RECIPES.length - dishes.length,
    dishes: dishes.length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    needsAttention,
  };
}

function missingRecipe(recipe: DemoRecipe, title: string): never {
  throw new Error(`${recipe.title} uses '${title}' before it is created: reorder data/recipes.ts`);
}

const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function createIngredient(api: Gateway, k: KitchenIngredient, allergen: (code: string) => string): Promise<Named> {
  const stated = new Set<string>([...(k.contains ?? []), ...(k.mayContain ?? [])]);
  const input = {
    name: k.name,
    type: k.type,
    allergenIds: (k.contains ?? []).map(allergen),
    mayContainAllergenIds: (k.mayContain ?? []).map(allergen),
    freeFromAllergenIds: EU_ALLERGENS.filter((code) => !stated.has(code)).map(allergen),
    density: k.density ?? null,
    pieceWeight: k.pieceWeight ?? null,
    nutrition: euDeclaration(TABLE[k.nutrition]),
  };
  return (await api.ok<{ CreateIngredients: Named }>(CREATE_INGREDIENT, { input })).CreateIngredients;
}

/**
 * CreateRecipeMenu, tried again while recipe does not know yet what the input names (catalog's
 * announcements cross Kafka: BAD_USER_INPUT on a line's ingredient, a unit or the category), up to
 * `waitMs`; any other refusal ends the load at once.
 */
async function createWhenKnown(api: Gateway, input: Record<string, unknown>, waitMs: number): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const reply = await api.call<{ CreateRecipeMenu: { id: string } }>(CREATE_RECIPE, { input });
    const id = reply.data?.CreateRecipeMenu?.id;
    if (id) return id;
    const first = reply.errors?.[0];
    const notKnownYet = first?.extensions?.code === 'BAD_USER_INPUT';
    if (!notKnownYet || Date.now() > deadline) {
      const field = first?.extensions?.field ? ` (${String(first.extensions.field)})` : '';
      throw new GatewayError(`${String(input.title)}: ${first?.message ?? 'not created'}${field}`, reply.errors ?? []);
    }
    await sleep(250);
  }
}

/**
 * What needs attention once the prices have reached recipe: waits (up to `waitMs`) until no more
 * than the two deliberate gaps are left, and names every recipe still incomplete.
 */
async function settle(api: Gateway, waitMs: number): Promise<NeedsAttention[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    type Figure = { complete: boolean; missing: { kind: string }[] } | null;
    const rows = (await api.ok<{ getRecipeMenu: { records: { title: string; cost: Figure; nutrition: Figure }[] } }>(STATE)).getRecipeMenu
      .records;
    const incomplete = rows
      .filter((row) => !row.cost?.complete || !row.nutrition?.complete)
      .map((row) => ({
        title: row.title,
        cost: [...new Set(row.cost?.missing.map((m) => m.kind) ?? ['UNKNOWN'])],
        nutrition: [...new Set(row.nutrition?.missing.map((m) => m.kind) ?? ['UNKNOWN'])],
      }));
    if (incomplete.length <= 2 || Date.now() > deadline) return incomplete;
    await sleep(250);
  }
}

/** One line for a terminal. */
export function describeReport(report: LoadReport): string {
  if (report.skipped) return `Demo kitchen: left as it is (${report.recipesInKitchen} recipes and dishes already there).`;
  const gaps = report.needsAttention
    .map(
      (n) =>
        `${n.title} (${[n.cost.length ? `cost: ${n.cost.join(', ')}` : '', n.nutrition.length ? `nutrition: ${n.nutrition.join(', ')}` : ''].filter(Boolean).join('; ')})`,
    )
    .join(', ');
  return (
    `Demo kitchen: ${report.recipes} recipes and ${report.dishes} dishes, ${report.ingredients} ingredients, ${report.prices} prices ` +
    `and ${report.pictures} pictures loaded in ${report.seconds}s` +
    (gaps ? `; needs attention: ${gaps}.` : '.')
  );
}
