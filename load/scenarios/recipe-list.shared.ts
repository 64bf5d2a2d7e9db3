/**
 * The recipe-list scenario of issue #6, shared by the k6 script, the seed and the autocannon
 * harness: no imports, so every runtime can load it. 10,000 recipes over 50 kitchens; a kitchen
 * admin reads the first page of their 200, and a super admin the most recently changed page of
 * all 10,000, with category, sub-category, ingredients, units, allergens and cooks resolved by
 * the catalog and identity subgraphs through the gateway.
 */
export const DEMO_KITCHEN_ID = '64b000000000000000000001';
export const ADMIN_EMAIL = 'admin@demo.brigade.local';
export const SUPER_ADMIN_EMAIL = 'superadmin@brigade.local';
export const DEFAULT_PASSWORD = 'Brigade!2026';

/** The data: the demo kitchen plus KITCHENS - 1 created ones, RECIPES_PER_KITCHEN each (every third one a MENU item). */
export const KITCHENS = 50;
export const RECIPES_PER_KITCHEN = 200;
/** Cooks the seed adds to the demo kitchen (next to the seeded one; the trial allows 5). */
export const EXTRA_COOKS = 3;
/** Creations in flight at once while seeding. */
export const SEED_CONCURRENCY = 8;
/**
 * The recipe service's trial caps are 25 recipes and 25 dishes per kitchen; the scenario needs 200.
 * These are its documented environment variables (services/recipe/README.md 'Plans').
 */
export const RECIPE_SERVICE_ENV = { TRIAL_RECIPE_LIMIT: '1000', TRIAL_DISH_LIMIT: '1000', TRIAL_VIEW_LIMIT: '1000' };

/** Distinct tokens the requests rotate through (each sign-in mints a new one). */
export const TOKEN_COUNT = 40;
export const CONNECTIONS = 20;
/**
 * The super admin's page across all kitchens is an occasional back-office read, not the kitchens'
 * daily traffic: measured at 5 connections, as 20 would queue past the load tool's 10 s timeout on
 * the embedded database (it scans and sorts all 10,000 recipes per request).
 */
export const SUPER_ADMIN_CONNECTIONS = 5;
export const PAGE_SIZE = 20;

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { Authenticate(input: { email: $email, password: $password }) { token } }`;

export const RECIPE_LIST_QUERY = `query RecipeList($pageNo: Int, $sizePerPage: Int, $sort: RecipeMenuSort) {
  getRecipeMenu(pageNo: $pageNo, sizePerPage: $sizePerPage, sort: $sort) {
    total
    records {
      id
      title
      category { name }
      subCategory { name }
      ingredients { quantity unitOfMeasure ingredient { name } unit { name } }
      allergens { name }
      effectiveAllergens { name }
      cooks { fName lName }
    }
  }
}`;

/** A kitchen admin's first page, in the kitchen's own order. */
export const ADMIN_VARIABLES = { pageNo: 1, sizePerPage: PAGE_SIZE, sort: 'ORDER' };
/** A super admin's first page across every kitchen, most recently changed first. */
export const SUPER_ADMIN_VARIABLES = { pageNo: 1, sizePerPage: PAGE_SIZE, sort: 'UPDATED_AT' };

/** The subgraphs; a request may call each at most a bounded number of times, never once per row. */
export const SUBGRAPH_COUNT = 5;
export const MAX_SUBGRAPH_CALLS_PER_REQUEST = SUBGRAPH_COUNT;

/**
 * From what a 2-core machine measures with everything on it (load/README.md 'Figures'), with
 * headroom: the kitchen admin's p95 was ~0.9 s at 20 connections, the super admin's ~1.5 s at 5
 * (embedded-mongo scans and sorts all 10,000 recipes for that one; real MongoDB uses the index).
 */
export const ADMIN_THRESHOLDS = { p95Ms: 2000, errorRate: 0.01 };
export const SUPER_ADMIN_THRESHOLDS = { p95Ms: 4000, errorRate: 0.01 };
