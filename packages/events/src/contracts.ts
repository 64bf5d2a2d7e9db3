/** Event types and their payloads, per topic. A payload change means a new topic version. */

export type UserRole = 'SUPER_ADMIN' | 'ADMIN' | 'COOK';

/** What consumers need to know of a user: kitchen counters count ACTIVE cooks, recipe drops deleted cooks. */
export type UserSummary = { userId: string; kitchenId: string | null; roles: UserRole[]; status: string };

/** `identity.user.v1` */
export type UserEvents = {
  /** `kitchenName` is set when someone registered to open a kitchen: the kitchen service creates it. */
  UserCreated: UserSummary & { kitchenName?: string };
  UserUpdated: UserSummary & { changed: string[] };
  /**
   * `lastAdminOfKitchen`: the kitchen has no admin left; the kitchen service closes it (identity
   * README). `profileImage`: the catalog removes it when it is an upload of ours.
   */
  UserDeleted: UserSummary & { lastAdminOfKitchen: boolean; profileImage?: string | null };
  /**
   * Tokens of this user carrying a token version below `tokenVersion` are no longer accepted.
   * Like every event here it carries the whole summary, so a compacted topic (latest per user) is enough to rebuild from.
   */
  UserTokensRevoked: UserSummary & { tokenVersion: number };
};

/** `kitchen.kitchen.v1` */
export type KitchenEvents = {
  /**
   * `ownerId`: the registered user the kitchen was opened for, if any. `firstAdmin`: the person a
   * super admin named when creating it; identity creates (and invites) them as its admin.
   */
  KitchenCreated: {
    kitchenId: string;
    name: string;
    ownerId: string | null;
    firstAdmin?: { fName: string; lName: string; email: string; phone?: string | null; lang?: string | null };
  };
  KitchenDeleted: { kitchenId: string };
  /** A super admin changed the kitchen's status (PAUSED stops its people; kitchen README 'Pausing'). */
  KitchenStatusChanged: { kitchenId: string; status: string };
};

export type RecipeType = 'UNKNOWN' | 'RECIPE' | 'MENU';

/** A recipe's state as consumers need it: kitchen counters, catalog usage counts. */
export type RecipeSummary = {
  recipeId: string;
  kitchenId: string;
  type: RecipeType;
  status: string;
  categoryId: string | null;
  subCategoryId: string | null;
  ingredientIds: string[];
  allergenIds: string[];
  cookIds: string[];
};

/** What changed for cooks between two released versions, counted: the words of a notice. */
export type CookChangeCounts = { allergens: number; lines: number; steps: number; fields: number };

/**
 * `recipe.recipe.v1`: every Recipe* summary event carries the recipe's whole summary (the deleted
 * one its last). The version events concern cooks (recipe README 'Releases').
 */
export type RecipeEvents = {
  RecipeCreated: RecipeSummary;
  RecipeUpdated: RecipeSummary;
  RecipeDeleted: RecipeSummary;
  /** A version cooks are shown from now on. `notifyUserIds`: the active cooks who may see it and see a change. */
  RecipeVersionReleased: {
    recipeId: string;
    kitchenId: string;
    type: RecipeType;
    title: string;
    version: number;
    previousVersion: number | null;
    note: string | null;
    releasedBy: string | null;
    notifyUserIds: string[];
    changes: CookChangeCounts;
  };
  /** An admin asked the cooks who have not read the released version (`userIds`) to read it. */
  RecipeReadNudged: { recipeId: string; kitchenId: string; type: RecipeType; title: string; version: number; userIds: string[] };
};

/** `catalog.category.v1` */
export type CatalogEvents = {
  /** A category exists (its owner never changes), so recipes may be filed under it. */
  CategoryCreated: { categoryId: string; kitchenId: string | null };
  /** A sub-category exists under `categoryId` (neither its category nor its owner ever changes). */
  SubCategoryCreated: { subCategoryId: string; categoryId: string; kitchenId: string | null };
  /** Its dishes move to `fallbackCategoryId`, the permanent category 'ALL' (SPEC.md section 4). */
  CategoryDeleted: { categoryId: string; kitchenId: string | null; fallbackCategoryId: string };
  SubCategoryDeleted: { subCategoryId: string; categoryId: string; kitchenId: string | null };
};

/** What a unit measures; its `toBase` is in g, ml or pieces. */
export type UnitDimension = 'MASS' | 'VOLUME' | 'COUNT';

/**
 * `catalog.ingredient.v1`: what recipes need to roll allergens up, convert units and clean references.
 * Fields marked optional were added later (issue #21); an event without them predates them, and a
 * consumer reads a missing list as empty and a missing number as null.
 */
export type IngredientEvents = {
  /**
   * Created or changed: the ingredient's whole state (latest wins). `allergenIds` are the allergens it
   * contains, `mayContainAllergenIds` its traces, `freeFromAllergenIds` the ones it is known to be free
   * of; an allergen in none of the three is unknown. `density` is g per ml, `pieceWeight` g per piece.
   */
  IngredientChanged: {
    ingredientId: string;
    kitchenId: string | null;
    name: string;
    allergenIds: string[];
    mayContainAllergenIds?: string[];
    freeFromAllergenIds?: string[];
    density?: number | null;
    pieceWeight?: number | null;
    /** Per 100 g (issue #23); null or absent: nobody stated it. */
    nutrition?: Nutrients | null;
  };
  IngredientDeleted: { ingredientId: string; kitchenId: string | null };
  /** One kitchen's own density and piece weight for a platform ingredient (null: the platform's applies). */
  IngredientConversionsSet: { ingredientId: string; kitchenId: string; density: number | null; pieceWeight: number | null };
  /** Created or changed: the allergen's whole state, so recipe knows every allergen a profile must answer for. */
  AllergenChanged: { allergenId: string; code: string | null; status: string };
  AllergenDeleted: { allergenId: string };
  /** Units are platform-wide; recipe lines may name one from then on. Superseded by UnitChanged, still read. */
  UnitCreated: { unitId: string };
  /** Created or changed: the unit's whole state. `toBase` null: it converts only to itself (a bunch). */
  UnitChanged: { unitId: string; code: string | null; name: string; dimension: UnitDimension; toBase: number | null };
  UnitDeleted: { unitId: string };
  /**
   * One record of a kitchen's purchase-price history for an ingredient (platform or its own), whole
   * state, sent again when the record is edited. The pack is `packSize` of unit `packUnitId` for
   * `packPrice` (a decimal string in `currency`'s major unit, never a float: "12.50"); `yieldPercent`
   * (1–100) is what is usable after trim and waste. The newest `pricedOn` (YYYY-MM-DD) is current.
   */
  IngredientPriceRecorded: IngredientPrice;
  IngredientPriceDeleted: { priceId: string; ingredientId: string; kitchenId: string };
};

/** Per 100 g, the EU 1169/2011 declaration: energy in kJ and kcal, the rest in grams. */
export type Nutrients = {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre: number;
  protein: number;
  salt: number;
};

export type IngredientPrice = {
  priceId: string;
  ingredientId: string;
  kitchenId: string;
  supplier: string | null;
  supplierCode: string | null;
  packSize: number;
  packUnitId: string;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: number;
};

export type PlanLimits = {
  cooksCount: number;
  recipeCount: number;
  dishesCount: number;
  perCookViewRecipeCount: number;
  /** GB a kitchen may store (catalog's media). Optional: events written before it carry none. */
  storageCapacity?: number;
};

/** `billing.subscription.v1`: the kitchen's current subscription state, whole (consumers keep the newest). */
export type SubscriptionEvents = {
  SubscriptionChanged: {
    kitchenId: string;
    planId: string | null;
    status: string;
    limits: PlanLimits;
    overdue: boolean;
    isFreeTrial: boolean;
    shouldShowAds: boolean;
    dueDate: string | null;
  };
};

/**
 * `billing.invoice.v1`: an invoice the kitchen paid, with what a receipt shows. Money is whole cents
 * of `currency`; `totalCents` = subtotal − discount + tax. `invoiceUrl` is the invoice's PDF (Stripe)
 * or its page in the kitchen console (embedded provider). Sent once per paid invoice.
 */
export type InvoiceEvents = {
  InvoicePaid: {
    paymentId: string;
    kitchenId: string;
    invoiceNumber: string;
    paidAt: string;
    periodStart: string;
    periodEnd: string;
    planName: string;
    currency: string;
    subtotalCents: number;
    discountCents: number;
    taxCents: number;
    totalCents: number;
    taxPercent: number;
    reverseCharge: boolean;
    invoiceUrl: string;
  };
};

export type EventType =
  | keyof UserEvents
  | keyof KitchenEvents
  | keyof SubscriptionEvents
  | keyof InvoiceEvents
  | keyof RecipeEvents
  | keyof CatalogEvents
  | keyof IngredientEvents;
