import { z } from 'zod';
import type { Payloads } from './handlers';

/*
 * Event types and their payloads, per topic. A payload change means a new topic version.
 * Each topic's contract is a map from event type to the zod schema of its payload, which
 * `eventHandlers` checks before a handler runs; the TypeScript types are inferred from it.
 */

const userRole = z.enum(['SUPER_ADMIN', 'ADMIN', 'COOK']);
export type UserRole = z.infer<typeof userRole>;

/** What consumers need to know of a user: kitchen counters count ACTIVE cooks, recipe drops deleted cooks. */
const userSummary = z.object({ userId: z.string(), kitchenId: z.string().nullable(), roles: z.array(userRole), status: z.string() });
export type UserSummary = z.infer<typeof userSummary>;

/** `identity.user.v1` */
export const UserEvents = {
  /** `kitchenName` is set when someone registered to open a kitchen: the kitchen service creates it. */
  UserCreated: userSummary.extend({ kitchenName: z.string().optional() }),
  UserUpdated: userSummary.extend({ changed: z.array(z.string()) }),
  /**
   * `lastAdminOfKitchen`: the kitchen has no admin left; the kitchen service closes it (identity
   * README). `profileImage`: the catalog removes it when it is an upload of ours.
   */
  UserDeleted: userSummary.extend({ lastAdminOfKitchen: z.boolean(), profileImage: z.string().nullish() }),
  /**
   * Tokens of this user carrying a token version below `tokenVersion` are no longer accepted.
   * Like every event here it carries the whole summary, so a compacted topic (latest per user) is enough to rebuild from.
   */
  UserTokensRevoked: userSummary.extend({ tokenVersion: z.number() }),
};
export type UserEvents = Payloads<typeof UserEvents>;

/** `kitchen.kitchen.v1` */
export const KitchenEvents = {
  /**
   * `ownerId`: the registered user the kitchen was opened for, if any. `firstAdmin`: the person a
   * super admin named when creating it; identity creates (and invites) them as its admin.
   */
  KitchenCreated: z.object({
    kitchenId: z.string(),
    name: z.string(),
    ownerId: z.string().nullable(),
    firstAdmin: z
      .object({ fName: z.string(), lName: z.string(), email: z.string(), phone: z.string().nullish(), lang: z.string().nullish() })
      .optional(),
  }),
  KitchenDeleted: z.object({ kitchenId: z.string() }),
  /** A super admin changed the kitchen's status (PAUSED stops its people; kitchen README 'Pausing'). */
  KitchenStatusChanged: z.object({ kitchenId: z.string(), status: z.string() }),
};
export type KitchenEvents = Payloads<typeof KitchenEvents>;

const recipeType = z.enum(['UNKNOWN', 'RECIPE', 'MENU']);
export type RecipeType = z.infer<typeof recipeType>;

/** A recipe's state as consumers need it: kitchen counters, catalog usage counts. */
const recipeSummary = z.object({
  recipeId: z.string(),
  kitchenId: z.string(),
  type: recipeType,
  status: z.string(),
  categoryId: z.string().nullable(),
  subCategoryId: z.string().nullable(),
  ingredientIds: z.array(z.string()),
  allergenIds: z.array(z.string()),
  cookIds: z.array(z.string()),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

/** What changed for cooks between two released versions, counted: the words of a notice. */
const cookChangeCounts = z.object({ allergens: z.number(), lines: z.number(), steps: z.number(), fields: z.number() });
export type CookChangeCounts = z.infer<typeof cookChangeCounts>;

/** A recipe's version number: 1, 2, … */
const version = z.number().int();

/**
 * `recipe.recipe.v1`: every Recipe* summary event carries the recipe's whole summary (the deleted
 * one its last). The version events concern cooks (recipe README 'Releases').
 */
export const RecipeEvents = {
  RecipeCreated: recipeSummary,
  RecipeUpdated: recipeSummary,
  RecipeDeleted: recipeSummary,
  /** A version cooks are shown from now on. `notifyUserIds`: the active cooks who may see it and see a change. */
  RecipeVersionReleased: z.object({
    recipeId: z.string(),
    kitchenId: z.string(),
    type: recipeType,
    title: z.string(),
    version,
    previousVersion: version.nullable(),
    note: z.string().nullable(),
    releasedBy: z.string().nullable(),
    notifyUserIds: z.array(z.string()),
    changes: cookChangeCounts,
  }),
  /** An admin asked the cooks who have not read the released version (`userIds`) to read it. */
  RecipeReadNudged: z.object({
    recipeId: z.string(),
    kitchenId: z.string(),
    type: recipeType,
    title: z.string(),
    version,
    userIds: z.array(z.string()),
  }),
};
export type RecipeEvents = Payloads<typeof RecipeEvents>;

/** `catalog.category.v1` */
export const CatalogEvents = {
  /** A category exists (its owner never changes), so recipes may be filed under it. */
  CategoryCreated: z.object({ categoryId: z.string(), kitchenId: z.string().nullable() }),
  /** A sub-category exists under `categoryId` (neither its category nor its owner ever changes). */
  SubCategoryCreated: z.object({ subCategoryId: z.string(), categoryId: z.string(), kitchenId: z.string().nullable() }),
  /** Its dishes move to `fallbackCategoryId`, the permanent category 'ALL' (SPEC.md section 4). */
  CategoryDeleted: z.object({ categoryId: z.string(), kitchenId: z.string().nullable(), fallbackCategoryId: z.string() }),
  SubCategoryDeleted: z.object({ subCategoryId: z.string(), categoryId: z.string(), kitchenId: z.string().nullable() }),
};
export type CatalogEvents = Payloads<typeof CatalogEvents>;

/** What a unit measures; its `toBase` is in g, ml or pieces. */
const unitDimension = z.enum(['MASS', 'VOLUME', 'COUNT']);
export type UnitDimension = z.infer<typeof unitDimension>;

/** Per 100 g, the EU 1169/2011 declaration: energy in kJ and kcal, the rest in grams. */
const nutrients = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturates: z.number(),
  carbohydrate: z.number(),
  sugars: z.number(),
  fibre: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type Nutrients = z.infer<typeof nutrients>;

const ingredientPrice = z.object({
  priceId: z.string(),
  ingredientId: z.string(),
  kitchenId: z.string(),
  supplier: z.string().nullable(),
  supplierCode: z.string().nullable(),
  packSize: z.number(),
  packUnitId: z.string(),
  packPrice: z.string(),
  currency: z.string(),
  pricedOn: z.string(),
  yieldPercent: z.number(),
});
export type IngredientPrice = z.infer<typeof ingredientPrice>;

/**
 * `catalog.ingredient.v1`: what recipes need to roll allergens up, convert units and clean references.
 * Fields marked optional were added later (issue #21); an event without them predates them, and a
 * consumer reads a missing list as empty and a missing number as null.
 */
export const IngredientEvents = {
  /**
   * Created or changed: the ingredient's whole state (latest wins). `allergenIds` are the allergens it
   * contains, `mayContainAllergenIds` its traces, `freeFromAllergenIds` the ones it is known to be free
   * of; an allergen in none of the three is unknown. `density` is g per ml, `pieceWeight` g per piece.
   */
  IngredientChanged: z.object({
    ingredientId: z.string(),
    kitchenId: z.string().nullable(),
    name: z.string(),
    allergenIds: z.array(z.string()),
    mayContainAllergenIds: z.array(z.string()).optional(),
    freeFromAllergenIds: z.array(z.string()).optional(),
    density: z.number().nullish(),
    pieceWeight: z.number().nullish(),
    /** Per 100 g (issue #23); null or absent: nobody stated it. */
    nutrition: nutrients.nullish(),
  }),
  IngredientDeleted: z.object({ ingredientId: z.string(), kitchenId: z.string().nullable() }),
  /** One kitchen's own density and piece weight for a platform ingredient (null: the platform's applies). */
  IngredientConversionsSet: z.object({
    ingredientId: z.string(),
    kitchenId: z.string(),
    density: z.number().nullable(),
    pieceWeight: z.number().nullable(),
  }),
  /** Created or changed: the allergen's whole state, so recipe knows every allergen a profile must answer for. */
  AllergenChanged: z.object({ allergenId: z.string(), code: z.string().nullable(), status: z.string() }),
  AllergenDeleted: z.object({ allergenId: z.string() }),
  /** Units are platform-wide; recipe lines may name one from then on. Superseded by UnitChanged, still read. */
  UnitCreated: z.object({ unitId: z.string() }),
  /** Created or changed: the unit's whole state. `toBase` null: it converts only to itself (a bunch). */
  UnitChanged: z.object({
    unitId: z.string(),
    code: z.string().nullable(),
    name: z.string(),
    dimension: unitDimension,
    toBase: z.number().nullable(),
  }),
  UnitDeleted: z.object({ unitId: z.string() }),
  /**
   * One record of a kitchen's purchase-price history for an ingredient (platform or its own), whole
   * state, sent again when the record is edited. The pack is `packSize` of unit `packUnitId` for
   * `packPrice` (a decimal string in `currency`'s major unit, never a float: "12.50"); `yieldPercent`
   * (1–100) is what is usable after trim and waste. The newest `pricedOn` (YYYY-MM-DD) is current.
   */
  IngredientPriceRecorded: ingredientPrice,
  IngredientPriceDeleted: z.object({ priceId: z.string(), ingredientId: z.string(), kitchenId: z.string() }),
};
export type IngredientEvents = Payloads<typeof IngredientEvents>;

const planLimits = z.object({
  cooksCount: z.number(),
  recipeCount: z.number(),
  dishesCount: z.number(),
  perCookViewRecipeCount: z.number(),
  /** GB a kitchen may store (catalog's media). Optional: events written before it carry none. */
  storageCapacity: z.number().optional(),
});
export type PlanLimits = z.infer<typeof planLimits>;

/** `billing.subscription.v1`: the kitchen's current subscription state, whole (consumers keep the newest). */
export const SubscriptionEvents = {
  SubscriptionChanged: z.object({
    kitchenId: z.string(),
    planId: z.string().nullable(),
    status: z.string(),
    limits: planLimits,
    overdue: z.boolean(),
    isFreeTrial: z.boolean(),
    shouldShowAds: z.boolean(),
    dueDate: z.string().nullable(),
  }),
};
export type SubscriptionEvents = Payloads<typeof SubscriptionEvents>;

/**
 * `billing.invoice.v1`: an invoice the kitchen paid, with what a receipt shows. Money is whole cents
 * of `currency`; `totalCents` = subtotal − discount + tax. `invoiceUrl` is the invoice's PDF (Stripe)
 * or its page in the kitchen console (embedded provider). Sent once per paid invoice.
 */
export const InvoiceEvents = {
  InvoicePaid: z.object({
    paymentId: z.string(),
    kitchenId: z.string(),
    invoiceNumber: z.string(),
    paidAt: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    planName: z.string(),
    currency: z.string(),
    subtotalCents: z.number(),
    discountCents: z.number(),
    taxCents: z.number(),
    totalCents: z.number(),
    taxPercent: z.number(),
    reverseCharge: z.boolean(),
    invoiceUrl: z.string(),
  }),
};
export type InvoiceEvents = Payloads<typeof InvoiceEvents>;

export type EventType =
  | keyof UserEvents
  | keyof KitchenEvents
  | keyof SubscriptionEvents
  | keyof InvoiceEvents
  | keyof RecipeEvents
  | keyof CatalogEvents
  | keyof IngredientEvents;
