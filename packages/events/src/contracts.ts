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

/** `recipe.recipe.v1`: every event carries the recipe's whole summary (the deleted one its last). */
export type RecipeEvents = {
  RecipeCreated: RecipeSummary;
  RecipeUpdated: RecipeSummary;
  RecipeDeleted: RecipeSummary;
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

/** `catalog.ingredient.v1`: what recipes need to roll allergens up and clean references. */
export type IngredientEvents = {
  /** Created or changed: the ingredient's whole state (latest wins). */
  IngredientChanged: { ingredientId: string; kitchenId: string | null; name: string; allergenIds: string[] };
  IngredientDeleted: { ingredientId: string; kitchenId: string | null };
  AllergenDeleted: { allergenId: string };
  /** Units are platform-wide; recipe lines may name one from then on. */
  UnitCreated: { unitId: string };
  UnitDeleted: { unitId: string };
};

export type PlanLimits = { cooksCount: number; recipeCount: number; dishesCount: number; perCookViewRecipeCount: number };

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

export type EventType =
  keyof UserEvents | keyof KitchenEvents | keyof SubscriptionEvents | keyof RecipeEvents | keyof CatalogEvents | keyof IngredientEvents;
