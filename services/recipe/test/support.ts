import { newEvent, type EventEnvelope, type IngredientPrice, type Nutrients, type PlanLimits } from '@brigade/events';
import type { GraphQLReply } from '@brigade/service-kit';
import { cookOf, objectId, startSubgraphHarness, superAdmin } from '@brigade/test-kit';
import { recipeDeps, recipeEventHandlers, startRecipe } from '../src/app';
import { Types } from 'mongoose';
import { recipeSettings } from '../src/settings';

export { adminOf, cookOf, objectId as id, superAdmin } from '@brigade/test-kit';

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

export const TRIAL = { TRIAL_RECIPE_LIMIT: '25', TRIAL_DISH_LIMIT: '25', TRIAL_VIEW_LIMIT: '50' };
/**
 * Recipe tested alone: catalog, identity and billing are not running, so asking them answers nothing, as
 * when an owner is down (the port refuses at once); whatever else listens on their default ports
 * (an `npm start` beside the tests) is never asked. gateway/test/read-your-writes asks real ones.
 */
const NO_OWNERS = {
  CATALOG_URL: 'http://127.0.0.1:9/graphql',
  IDENTITY_URL: 'http://127.0.0.1:9/graphql',
  BILLING_URL: 'http://127.0.0.1:9/graphql',
};

/** The recipe subgraph as it runs (real MongoDB protocol), called as the gateway calls it. */
export async function startHarness(dbName: string) {
  const h = await startSubgraphHarness({ name: 'recipe', start: startRecipe, dbName, env: { ...TRIAL, ...NO_OWNERS }, caller: superAdmin });
  const service = h.service;
  const deps = recipeDeps(service.connection, recipeSettings(TRIAL), h.config.internalKey);
  const handlers = recipeEventHandlers(deps);

  /** Delivers an event to the service's handlers, as its consumer group would. */
  const deliver = async (type: string, payload: object, occurredAt?: string) => {
    const event = newEvent(type, payload, { producer: 'test', aggregateId: 'x' });
    if (occurredAt) event.occurredAt = occurredAt;
    await handlers[type]?.(event);
    return event;
  };
  const redeliver = (event: EventEnvelope) => handlers[event.type]?.(event);

  /** Catalog's statement of an ingredient; `more` adds the issue #21 fields (traces, free-from, density, piece weight). */
  const ingredient = (
    ingredientId: string,
    name: string,
    allergenIds: string[] = [],
    kitchenId: string | null = null,
    more: {
      mayContainAllergenIds?: string[];
      freeFromAllergenIds?: string[];
      density?: number | null;
      pieceWeight?: number | null;
      nutrition?: Nutrients | null;
    } = {},
  ) => deliver('IngredientChanged', { ingredientId, kitchenId, name, allergenIds, ...more });
  /** A kitchen's purchase price as catalog announces it (issue #23); defaults: EUR, 100 % usable, today. */
  const price = (
    p: Omit<IngredientPrice, 'currency' | 'pricedOn' | 'yieldPercent' | 'supplier' | 'supplierCode'> & Partial<IngredientPrice>,
    occurredAt?: string,
  ) =>
    deliver(
      'IngredientPriceRecorded',
      { currency: 'EUR', pricedOn: new Date().toISOString().slice(0, 10), yieldPercent: 100, supplier: null, supplierCode: null, ...p },
      occurredAt,
    );
  const allergen = (allergenId: string, code: string, status = 'ACTIVE') => deliver('AllergenChanged', { allergenId, code, status });
  const category = (categoryId: string, kitchenId: string | null = null) => deliver('CategoryCreated', { categoryId, kitchenId });
  const subCategory = (subCategoryId: string, categoryId: string, kitchenId: string | null = null) =>
    deliver('SubCategoryCreated', { subCategoryId, categoryId, kitchenId });
  /** A unit as catalog describes it now (UnitChanged); without a description, as older data announced it (UnitCreated). */
  const unit = (
    unitId: string,
    described?: { code: string; dimension: 'MASS' | 'VOLUME' | 'COUNT'; toBase: number | null; name?: string },
  ) => (described ? deliver('UnitChanged', { unitId, name: described.code, ...described }) : deliver('UnitCreated', { unitId }));
  /** The database queries `run` makes through the service's connection (mongoose's debug hook sees every collection call). */
  const countQueries = async (run: () => Promise<unknown>) => {
    const seen: string[] = [];
    service.connection.set('debug', (collection: string, method: string) => {
      seen.push(`${collection}.${method}`);
    });
    try {
      await run();
    } finally {
      service.connection.set('debug', false);
    }
    return seen;
  };
  const cook = (kitchenId: string, userId = objectId()) =>
    deliver('UserCreated', { userId, kitchenId, roles: ['COOK'], status: 'ACTIVE' }).then(() => cookOf(kitchenId, userId));
  const plan = (kitchenId: string, limits: Partial<PlanLimits>, overdue = false) =>
    deliver('SubscriptionChanged', {
      kitchenId,
      planId: null,
      status: 'ACTIVE',
      limits: { cooksCount: 5, recipeCount: 25, dishesCount: 25, perCookViewRecipeCount: 50, ...limits },
      overdue,
      isFreeTrial: false,
      shouldShowAds: false,
      dueDate: null,
    });

  /**
   * A recipe written straight to the database, past every save rule: data stored before a rule
   * existed (a loop, a chain too deep, a number out of range). Each line names an ingredient or a
   * sub-recipe; returns its id.
   */
  const storeRecipe = async (r: {
    kitchenId: string;
    title: string;
    type?: 'RECIPE' | 'MENU';
    id?: string;
    yieldValue?: number;
    yieldUnitId?: string | null;
    lines: (({ ingredientId: string } | { subRecipeId: string }) & { quantity?: number; unitId?: string })[];
  }) => {
    const _id = new Types.ObjectId(r.id);
    const oid = (value: string | undefined) => (value ? new Types.ObjectId(value) : null);
    const subRecipeIds = r.lines.flatMap((l) => ('subRecipeId' in l ? [new Types.ObjectId(l.subRecipeId)] : []));
    await deps.recipes.collection.insertOne({
      _id,
      kitchenId: new Types.ObjectId(r.kitchenId),
      title: r.title,
      type: r.type ?? 'RECIPE',
      status: 'ACTIVE',
      isPrivate: false,
      cookIds: [],
      order: 1,
      yieldValue: r.yieldValue ?? 1,
      yieldUnitId: oid(r.yieldUnitId ?? undefined),
      sellingPrice: r.type === 'MENU' ? '20.00' : null,
      vatRate: r.type === 'MENU' ? 10 : null,
      ingredients: r.lines.map((l, i) => ({
        _id: new Types.ObjectId(),
        position: i + 1,
        ingredientsId: 'ingredientId' in l ? new Types.ObjectId(l.ingredientId) : null,
        ...('subRecipeId' in l ? { subRecipeId: new Types.ObjectId(l.subRecipeId) } : {}),
        unitId: oid(l.unitId),
        quantity: l.quantity ?? 1,
      })),
      subRecipeIds,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return _id.toHexString();
  };

  return {
    ...h,
    storeRecipe,
    recipes: deps.recipes,
    deliver,
    redeliver,
    ingredient,
    price,
    allergen,
    countQueries,
    category,
    subCategory,
    unit,
    cook,
    plan,
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
export { errorCodes as codes, firstError } from '@brigade/service-kit';

export const FIELDS = `id title description coverPic video type status kitchenId categoryId subCategoryId isPrivate cookIds utensils
  yieldValue yieldUnitOfMeasure scaledYieldValue notes order allergenIds effectiveAllergenIds
  steps { id title description image video }
  ingredients { id position ingredientsId unitId quantity scaledQuantity unitOfMeasure }`;
export const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { ${FIELDS} } }`;
export const BY_ID = `query ($id: ID!, $y: Float) { getRecipeMenuById(id: $id, scaleToYield: $y) { ${FIELDS} } }`;
export const LIST = `query ($f: RecipeMenuFilters, $s: RecipeMenuSort, $n: Int) { getRecipeMenu(pageNo: 1, sizePerPage: $n, filters: $f, sort: $s) { total records { id title } } }`;
