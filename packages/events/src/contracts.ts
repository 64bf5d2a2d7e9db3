/** Event types and their payloads, per topic. A payload change means a new topic version. */

export type UserRole = 'SUPER_ADMIN' | 'ADMIN' | 'COOK';

/** What consumers need to know of a user: kitchen counters count ACTIVE cooks, recipe drops deleted cooks. */
export type UserSummary = { userId: string; kitchenId: string | null; roles: UserRole[]; status: string };

/** `identity.user.v1` */
export type UserEvents = {
  /** `kitchenName` is set when someone registered to open a kitchen: the kitchen service creates it. */
  UserCreated: UserSummary & { kitchenName?: string };
  UserUpdated: UserSummary & { changed: string[] };
  /** `lastAdminOfKitchen`: the kitchen has no admin left; the kitchen service closes it (identity README). */
  UserDeleted: UserSummary & { lastAdminOfKitchen: boolean };
  /** Tokens of this user carrying a token version below `tokenVersion` are no longer accepted. */
  UserTokensRevoked: { userId: string; tokenVersion: number };
};

/** `kitchen.kitchen.v1` */
export type KitchenEvents = {
  /** `ownerId`: the registered user the kitchen was opened for, if any. */
  KitchenCreated: { kitchenId: string; name: string; ownerId: string | null };
  KitchenDeleted: { kitchenId: string };
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

export type EventType = keyof UserEvents | keyof KitchenEvents | keyof SubscriptionEvents;
