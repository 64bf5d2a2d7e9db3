import { Topics } from '@brigade/events';
import { configuredSubgraph, gatedMutations, kitchenGate } from '@brigade/service-kit';
import type { Resolvers } from './__generated__/resolvers';
import { announceExisting } from './announcements/announce-existing';
import { allergenMutations } from './allergens/allergens.mutations';
import { allergenEntity, allergenQueries } from './allergens/allergens.queries';
import { markRegulated } from './allergens/regulated';
import { ensureAllCategory } from './categories/all-category';
import { categoryMutations } from './categories/categories.mutations';
import { categoryEntity, categoryQueries } from './categories/categories.queries';
import type { Catalog } from './deps';
import { ingredientMutations } from './ingredients/ingredients.mutations';
import { ingredientEntity, ingredientQueries } from './ingredients/ingredients.queries';
import { backfillNameKeys } from './ingredients/name-key';
import { kitchenEventHandlers } from './kitchens/kitchen-events';
import { subscriptionEventHandlers } from './kitchens/subscription-events';
import { mediaQuota, mountMedia, storageUsageQueries } from './media';
import { priceImportResolvers } from './price-import/price-import.resolvers';
import { priceMutations, priceReplay } from './prices/prices.mutations';
import { priceEntity, priceQueries } from './prices/prices.queries';
import { userEventHandlers } from './users/user-events';
import { catalogModels } from './models';
import { upgradeOrderSequences } from './ordering/sequence';
import { orderMutations } from './ordering/update-order';
import { subCategoryMutations } from './sub-categories/sub-categories.mutations';
import { subCategoryEntity, subCategoryQueries } from './sub-categories/sub-categories.queries';
import { unitResolvers } from './units/units.resolvers';
import { usageEventHandlers } from './usage/usage-events';

/** Where this subgraph's SDL is: every `*.graphql` of its feature folders (README 'Schema'); the build copies them into dist. */
export const SCHEMA_DIR = __dirname;

/** Typed by the SDL (src/__generated__/resolvers.ts): a resolver returning the wrong shape fails the build. */
export function catalogResolvers(catalog: Catalog): Resolvers {
  const units = unitResolvers(catalog);
  const priceImport = priceImportResolvers(catalog);
  return {
    Query: {
      ...categoryQueries(catalog),
      ...subCategoryQueries(catalog),
      ...ingredientQueries(catalog),
      ...allergenQueries(catalog),
      ...units.Query,
      ...priceQueries(catalog),
      ...priceImport.Query,
    },
    // People of a deleted or paused kitchen change nothing (kitchen README 'Pausing').
    Mutation: gatedMutations(kitchenGate(catalog.categories.db), {
      ...categoryMutations(catalog),
      ...subCategoryMutations(catalog),
      ...ingredientMutations(catalog),
      ...allergenMutations(catalog),
      ...units.Mutation,
      ...orderMutations(catalog),
      ...priceMutations(catalog),
      ...priceImport.Mutation,
    }),
    Category: categoryEntity(catalog),
    SubCategory: subCategoryEntity(catalog),
    Ingredient: ingredientEntity(catalog),
    Allergen: allergenEntity(catalog),
    Unit: units.Unit,
    IngredientPrice: priceEntity(catalog),
    PriceImportRow: priceImport.PriceImportRow,
  };
}

export const startCatalog = configuredSubgraph('catalog', SCHEMA_DIR, async (connection) => {
  const models = await catalogModels(connection);
  const catalog: Catalog = { ...models, allCategoryId: await ensureAllCategory(models.categories) };
  await backfillNameKeys(models.ingredients);
  await markRegulated(models.allergens);
  await upgradeOrderSequences(models.categories, models.subCategories);
  await announceExisting(models);
  const storage = mediaQuota(connection);
  const catalogMap = catalogResolvers(catalog);
  const resolvers: Resolvers = { ...catalogMap, Query: { ...catalogMap.Query, ...storageUsageQueries(storage) } };
  return {
    resolvers,
    idempotent: [
      'CreateCategory',
      'CreateSubCategory',
      'CreateIngredients',
      'CreateAllergens',
      'CreateUnits',
      { name: 'RecordIngredientPrice', replay: priceReplay(models.prices) },
      'ImportPrices',
    ],
    routes: (app, kit) => mountMedia(app, connection, kit),
    events: {
      outbox: [
        { collection: models.categories.collection, topic: Topics.category },
        { collection: models.subCategories.collection, topic: Topics.category },
        { collection: models.ingredients.collection, topic: Topics.ingredient },
        { collection: models.allergens.collection, topic: Topics.ingredient },
        { collection: models.units.collection, topic: Topics.ingredient },
        { collection: models.conversions.collection, topic: Topics.ingredient },
        { collection: models.prices.collection, topic: Topics.ingredient },
      ],
      consumers: [
        {
          groupId: 'catalog',
          topics: [Topics.recipe, Topics.kitchen, Topics.user, Topics.subscription],
          handlers: {
            ...usageEventHandlers(models.usage),
            ...kitchenEventHandlers(models, connection),
            ...userEventHandlers(connection),
            ...subscriptionEventHandlers(storage),
          },
        },
      ],
    },
  };
});
