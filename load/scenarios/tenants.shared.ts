/**
 * The tenants every journey scenario runs as: kitchens a super admin opened, each with its own
 * admin (seed/tenants.ts). Each virtual user (k6) or connection (harness) works as a different
 * one, so no two share a token, a kitchen or its data.
 */
export const DEFAULT_PASSWORD = 'Brigade!2026';
export const SUPER_ADMIN_EMAIL = 'superadmin@brigade.local';

/**
 * Seeded per kitchen, every third a dish: 20 recipes and 10 dishes, under the trial's 25 and 25
 * (services/recipe README 'Plans') with room for the create-and-update scenario, which deletes
 * what it creates; so the scenarios run against a stock `npm start`.
 */
export const RECIPES_PER_TENANT = 30;
/**
 * The recipe tree (issue #21, seed/recipe-tree.ts) each tenant's admin adds for `recipe-tree`: a
 * stock, a sauce and a garnish (recipes) and TREE_DISHES 40-line dishes. It takes the place of as
 * many plain ones (PLAIN_WITH_TREE), so a kitchen still holds 20 recipes and 10 dishes.
 */
export const TREE_DISHES = 2;
export const TREE_SIZE = 3 + TREE_DISHES;
export const PLAIN_WITH_TREE = RECIPES_PER_TENANT - TREE_SIZE;
/** Requests in flight while seeding, never two creations in one kitchen at once. */
export const SEED_CONCURRENCY = 8;
