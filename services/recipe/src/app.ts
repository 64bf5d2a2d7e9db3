import { Topics, type EventEnvelope } from '@brigade/events';
import { configuredSubgraph, ownerLookup, type RequestContext, type ServiceConfig } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Resolvers } from './__generated__/resolvers';
import { allergenEventHandlers } from './allergens/allergen-events';
import { allergenProjection } from './allergens/allergen-projection';
import { allergenUsageResolvers } from './allergens/allergen-usage';
import { allergenProfileResolver } from './allergens/allergen.view';
import { rollUpRefresher } from './allergens/recompute';
import { sourcesLoader } from './allergens/sources';
import { categoryEventHandlers } from './categories/category-events';
import { categoryProjection } from './categories/category-projection';
import { costChangeResolvers } from './costing/cost-change.view';
import { costRollUp } from './costing/cost-roll-up';
import { costResolvers } from './costing/cost.view';
import { costingQueries } from './costing/costing.queries';
import { costingSettingsResolvers, costingSettingsStore } from './costing/costing-settings';
import { foodCostResolvers } from './costing/food-cost.view';
import { cookProjection } from './cooks/cook-projection';
import { userEventHandlers } from './cooks/user-events';
import { conversionProjection } from './ingredients/conversion-projection';
import { ingredientEventHandlers } from './ingredients/ingredient-events';
import { ingredientProjection } from './ingredients/ingredient-projection';
import { nutritionRollUp } from './nutrition/nutrition-roll-up';
import { ownerChecks } from './owner-checks/owner-checks';
import { nutritionResolvers } from './nutrition/nutrition.view';
import { kitchenPlans } from './plans/kitchen-plans';
import { priceEventHandlers } from './prices/price-events';
import { priceProjection } from './prices/price-projection';
import { subscriptionEventHandlers } from './plans/subscription-events';
import { kitchenEventHandlers } from './recipes/kitchen-events';
import { lineAmountResolvers } from './recipes/line-amounts';
import { nextOrder } from './recipes/next-order';
import { recipeAccess } from './recipes/recipe-access';
import { recipeModel, type RecipeDoc } from './recipes/recipe.model';
import { toGraph } from './recipes/recipe.view';
import { referenceResolvers } from './recipes/recipe.view';
import { recipeMutations, type RecipeDeps } from './recipes/recipes.mutations';
import { recipeQueries } from './recipes/recipes.queries';
import { requestData } from './recipes/request-data';
import { visibleRecipes } from './recipes/visible-recipes';
import { recipeSettings, type RecipeSettings } from './settings';
import { subRecipeResolvers } from './sub-recipes/sub-recipe.view';
import { unitEventHandlers } from './units/unit-events';
import { unitProjection } from './units/unit-projection';
import { readStore } from './reads/read-store';
import { cookAudience } from './reads/audience';
import { readResolvers } from './reads/reads.resolvers';
import { withDraft } from './releases/draft';
import { draftsWaitingResolvers } from './releases/drafts-waiting';
import { releaseAnnouncer } from './releases/release-event';
import { releaseSettingsResolvers, releaseSettingsStore } from './releases/release-settings';
import { releaseResolvers } from './releases/releases.resolvers';
import { recipeSaver } from './recipes/recipe-save';
import { versionStore } from './versions/version-store';
import { versionComparer, type VersionComparer } from './versions/version-compare';
import { subRecipeGraphLock } from './sub-recipes/graph-lock';
import { versionQueries } from './versions/versions.queries';

/** Where this subgraph's SDL is: every `*.graphql` of its feature folders (README 'Schema'); the build copies them into dist. */
export const SCHEMA_DIR = __dirname;

export type RecipeServiceDeps = RecipeDeps & ReturnType<typeof projections> & { comparer: VersionComparer };

function projections(connection: Connection) {
  return {
    ingredients: ingredientProjection(connection),
    conversions: conversionProjection(connection),
    allergens: allergenProjection(connection),
    cooks: cookProjection(connection),
    categories: categoryProjection(connection),
    units: unitProjection(connection),
    prices: priceProjection(connection),
    costingSettings: costingSettingsStore(connection),
  };
}

/** `key`: the internal signing key, with which the owners are asked as the request's caller. */
export function recipeDeps(connection: Connection, settings: RecipeSettings, key: Uint8Array): RecipeServiceDeps {
  const recipes = recipeModel(connection);
  const plans = kitchenPlans(connection, settings.trial, ownerLookup('billing', settings.owners.billing, key));
  const known = projections(connection);
  const owners = ownerChecks(known, {
    catalog: ownerLookup('catalog', settings.owners.catalog, key),
    identity: ownerLookup('identity', settings.owners.identity, key),
  });
  const loadSources = sourcesLoader(recipes, known.ingredients);
  const access = recipeAccess(recipes, plans);
  const toldOf = cookAudience(recipes, access, known.cooks);
  const audience = (recipe: RecipeDoc) => toldOf(recipe._id, recipe.kitchenId);
  const versions = versionStore(connection, recipes);
  return {
    ...known,
    owners,
    recipes,
    nextOrder: nextOrder(connection, recipes),
    plans,
    access,
    loadSources,
    rollUps: rollUpRefresher(recipes, loadSources),
    versions,
    comparer: versionComparer(versions),
    graphLock: subRecipeGraphLock(connection),
    reads: readStore(connection),
    releaseSettings: releaseSettingsStore(connection),
    audience,
    announce: releaseAnnouncer(recipes, audience),
  };
}

/** Everything group `recipe` applies, by event type (README 'Events'). */
export function recipeEventHandlers(deps: RecipeServiceDeps): Record<string, (event: EventEnvelope) => Promise<void>> {
  return {
    ...categoryEventHandlers(deps.recipes, deps.categories),
    ...ingredientEventHandlers(deps.recipes, deps.ingredients, deps.conversions, deps.rollUps),
    ...allergenEventHandlers(deps.recipes, deps.allergens, deps.ingredients, deps.rollUps),
    ...unitEventHandlers(deps.recipes, deps.units),
    ...userEventHandlers(deps.recipes, deps.cooks, deps.reads.forgetUser),
    ...priceEventHandlers(deps.prices),
    ...kitchenEventHandlers(deps.recipes, [
      deps.prices.forgetKitchen,
      deps.costingSettings.forget,
      deps.versions.forgetKitchen,
      deps.reads.forgetKitchen,
      deps.releaseSettings.forget,
    ]),
    ...subscriptionEventHandlers(deps.plans),
  };
}

export function startRecipe(config: ServiceConfig, log?: Logger, env: NodeJS.ProcessEnv = process.env) {
  const settings = recipeSettings(env);
  return configuredSubgraph('recipe', SCHEMA_DIR, async (connection) => {
    const deps = recipeDeps(connection, settings, config.internalKey);
    await Promise.all([deps.recipes.init(), deps.prices.init(), deps.conversions.init(), deps.versions.init(), deps.reads.init()]);
    // Recipes stored before the allergen roll-up (or by an older one) get it once, before the first request.
    const stale = await deps.rollUps.refreshStale();
    if (stale) log?.info({ recipes: stale }, 'allergen roll-up recomputed for recipes stored before it');
    // Recipes stored before versions: their state now becomes their version 1.
    const unversioned = await deps.versions.backfill();
    if (unversioned) log?.info({ recipes: unversioned }, 'version 1 recorded for recipes stored before versions');
    const visible = visibleRecipes(deps.recipes, deps.access);
    const data = requestData(deps);
    const reading = readResolvers(deps, visible);
    const again = async (stored: unknown, ctx: RequestContext) => {
      const recipe = await deps.recipes
        .findOne({ $and: [await visible.scope(ctx), { _id: (stored as { id?: string }).id }] })
        .lean<RecipeDoc>();
      return recipe && toGraph(withDraft(recipe));
    };
    const queries = recipeQueries(visible, reading.opened);
    const subRecipes = subRecipeResolvers(visible, data);
    // One roll-up of each per service: their memos are per request, shared by every resolver of it.
    const costs = costRollUp(data);
    const nutrition = nutritionRollUp(data);
    const costingSettings = costingSettingsResolvers(deps.costingSettings, deps.access);
    const history = versionQueries(
      deps.recipes,
      deps.access,
      deps.versions,
      deps.comparer,
      async (kitchenId) => (await deps.costingSettings.of(kitchenId)).currency,
    );
    const releases = releaseResolvers(deps, recipeSaver(deps));
    const releaseSettings = releaseSettingsResolvers(deps.releaseSettings, deps.access);
    // Typed by the SDL (src/__generated__/resolvers.ts): a resolver returning the wrong shape fails the build.
    const resolvers: Resolvers = {
      Query: {
        ...queries.Query,
        ...costingSettings.Query,
        ...costingQueries({ recipes: deps.recipes, ingredients: deps.ingredients, owners: deps.owners, data, costs, nutrition }).Query,
        ...history.Query,
        ...reading.Query,
        ...releaseSettings.Query,
        ...draftsWaitingResolvers(deps.recipes).Query,
      },
      Mutation: {
        ...recipeMutations(deps),
        ...costingSettings.Mutation,
        ...reading.Mutation,
        ...releases.Mutation,
        ...releaseSettings.Mutation,
      },
      RecipeMenu: {
        ...queries.RecipeMenu,
        ...referenceResolvers.RecipeMenu,
        ...subRecipes.RecipeMenu,
        allergenProfile: allergenProfileResolver(data),
        ...costResolvers(data, costs),
        ...costChangeResolvers(data, costs),
        ...foodCostResolvers(data, costs),
        ...nutritionResolvers(data, nutrition),
        ...reading.RecipeMenu,
        ...releases.RecipeMenu,
      },
      ...allergenUsageResolvers(visible),
      RecipeDraft: releases.RecipeDraft,
      RecipeDraftReturn: releases.RecipeDraftReturn,
      RecipeReadRow: reading.RecipeReadRow,
      RecipeIngredient: { ...referenceResolvers.RecipeIngredient, ...subRecipes.RecipeIngredient, ...lineAmountResolvers(data) },
      RecipeVersion: history.RecipeVersion,
      RecipeVersionContent: history.RecipeVersionContent,
      RecipeVersionLine: history.RecipeVersionLine,
      RecipeVersionDiff: history.RecipeVersionDiff,
    };
    return {
      // A retry gets the recipe read again: its stored answer has lazy fields that storage drops.
      idempotent: ['CreateRecipeMenu', 'RestoreRecipeVersion', 'ReleaseRecipeDraft'].map((name) => ({ name, replay: again })),
      resolvers,
      events: {
        outbox: [{ collection: deps.recipes.collection, topic: Topics.recipe }],
        consumers: [
          {
            groupId: 'recipe',
            topics: [Topics.category, Topics.ingredient, Topics.user, Topics.kitchen, Topics.subscription],
            handlers: recipeEventHandlers(deps),
          },
        ],
      },
    };
  })(config, log);
}
