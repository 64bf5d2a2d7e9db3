import { notDeleted } from '@brigade/events';
import { runSeed, withDatabase, type Locale } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { announceExisting } from './announcements/announce-existing';
import { ensureAllCategory } from './categories/all-category';
import { categoryCreated, subCategoryCreated } from './categories/category-events';
import type { CatalogModels } from './deps';
import { ingredientChanged, unitCreated } from './ingredients/ingredient-events';
import { catalogModels } from './models';

/** The units every kitchen needs from day one. */
export const STANDARD_UNITS = [
  'g',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'pcs',
  'piece',
  'pinch',
  'bunch',
  'clove',
  'slice',
];

type Names = Record<Locale, string>;

/** The 14 allergens of Regulation (EU) No 1169/2011, Annex II, with their names in the interface languages. */
export const EU_ALLERGENS: { code: string; names: Names }[] = [
  {
    code: 'GLUTEN',
    names: {
      en: 'Cereals containing gluten',
      nl: 'Glutenbevattende granen',
      es: 'Cereales que contienen gluten',
      de: 'Glutenhaltiges Getreide',
      fr: 'Céréales contenant du gluten',
    },
  },
  { code: 'CRUSTACEANS', names: { en: 'Crustaceans', nl: 'Schaaldieren', es: 'Crustáceos', de: 'Krebstiere', fr: 'Crustacés' } },
  { code: 'EGGS', names: { en: 'Eggs', nl: 'Eieren', es: 'Huevos', de: 'Eier', fr: 'Œufs' } },
  { code: 'FISH', names: { en: 'Fish', nl: 'Vis', es: 'Pescado', de: 'Fisch', fr: 'Poissons' } },
  { code: 'PEANUTS', names: { en: 'Peanuts', nl: "Pinda's", es: 'Cacahuetes', de: 'Erdnüsse', fr: 'Arachides' } },
  { code: 'SOYBEANS', names: { en: 'Soybeans', nl: 'Soja', es: 'Soja', de: 'Soja', fr: 'Soja' } },
  { code: 'MILK', names: { en: 'Milk', nl: 'Melk', es: 'Leche', de: 'Milch', fr: 'Lait' } },
  { code: 'NUTS', names: { en: 'Nuts', nl: 'Noten', es: 'Frutos de cáscara', de: 'Schalenfrüchte', fr: 'Fruits à coque' } },
  { code: 'CELERY', names: { en: 'Celery', nl: 'Selderij', es: 'Apio', de: 'Sellerie', fr: 'Céleri' } },
  { code: 'MUSTARD', names: { en: 'Mustard', nl: 'Mosterd', es: 'Mostaza', de: 'Senf', fr: 'Moutarde' } },
  { code: 'SESAME', names: { en: 'Sesame seeds', nl: 'Sesamzaad', es: 'Granos de sésamo', de: 'Sesamsamen', fr: 'Graines de sésame' } },
  {
    code: 'SULPHITES',
    names: {
      en: 'Sulphur dioxide and sulphites',
      nl: 'Zwaveldioxide en sulfieten',
      es: 'Dióxido de azufre y sulfitos',
      de: 'Schwefeldioxid und Sulphite',
      fr: 'Anhydride sulfureux et sulfites',
    },
  },
  { code: 'LUPIN', names: { en: 'Lupin', nl: 'Lupine', es: 'Altramuces', de: 'Lupinen', fr: 'Lupin' } },
  { code: 'MOLLUSCS', names: { en: 'Molluscs', nl: 'Weekdieren', es: 'Moluscos', de: 'Weichtiere', fr: 'Mollusques' } },
];

/** Sample platform categories (after 'ALL') with their sub-categories, in order. */
export const SAMPLE_CATEGORIES: { name: string; subCategories: string[] }[] = [
  { name: 'Starters', subCategories: ['Soups', 'Salads'] },
  { name: 'Mains', subCategories: ['Meat', 'Fish', 'Vegetarian'] },
  { name: 'Desserts', subCategories: ['Cakes', 'Ice cream'] },
  { name: 'Sauces', subCategories: ['Warm sauces', 'Cold sauces'] },
];

/** Sample platform ingredients with the codes of the allergens they contain. */
export const SAMPLE_INGREDIENTS: { name: string; type: string; allergens: string[] }[] = [
  { name: 'Wheat flour', type: 'Grain', allergens: ['GLUTEN'] },
  { name: 'Butter', type: 'Dairy', allergens: ['MILK'] },
  { name: 'Cream', type: 'Dairy', allergens: ['MILK'] },
  { name: 'Eggs', type: 'Eggs', allergens: ['EGGS'] },
  { name: 'Salmon', type: 'Fish', allergens: ['FISH'] },
  { name: 'Prawns', type: 'Seafood', allergens: ['CRUSTACEANS'] },
  { name: 'Mussels', type: 'Seafood', allergens: ['MOLLUSCS'] },
  { name: 'Peanut oil', type: 'Oil', allergens: ['PEANUTS'] },
  { name: 'Soy sauce', type: 'Condiment', allergens: ['SOYBEANS', 'GLUTEN'] },
  { name: 'Dijon mustard', type: 'Condiment', allergens: ['MUSTARD', 'SULPHITES'] },
  { name: 'Tahini', type: 'Condiment', allergens: ['SESAME'] },
  { name: 'Hazelnuts', type: 'Nuts', allergens: ['NUTS'] },
  { name: 'Celery', type: 'Vegetable', allergens: ['CELERY'] },
  { name: 'Onion', type: 'Vegetable', allergens: [] },
  { name: 'Olive oil', type: 'Oil', allergens: [] },
  { name: 'Sea salt', type: 'Seasoning', allergens: [] },
];

const ACTIVE = { status: 'ACTIVE', updatedBy: null } as const;

async function upsert<D>(model: Model<D>, filter: Record<string, unknown>, doc: Record<string, unknown>): Promise<number> {
  return (await model.updateOne(filter as never, { $setOnInsert: doc } as never, { upsert: true })).upsertedCount;
}

/**
 * Regulated allergens (by code) and units (by name) are upserted on every run, so they are always
 * there. The sample categories and ingredients only go into a platform that has none yet: what an
 * admin deleted or renamed stays that way across restarts (npm start seeds every time).
 */
export async function seedModels(models: CatalogModels): Promise<number> {
  await announceExisting(models);
  let created = 0;
  // Units and allergens match deleted-but-unpublished ones too: their unique indexes still hold
  // them, so they come back on the first run after the relay removed them. Whatever is inserted is
  // announced like a created entry, so recipe's projections have it from a fresh start.
  for (const name of STANDARD_UNITS) {
    const _id = new Types.ObjectId();
    created += await upsert(models.units, { name }, { _id, name, ...ACTIVE, _outbox: [unitCreated(_id)] });
  }

  const allergenIds = new Map<string, Types.ObjectId>();
  for (const { code, names } of EU_ALLERGENS) {
    created += await upsert(models.allergens, { code }, { code, name: names.en, translations: names, ...ACTIVE });
    const allergen = await models.allergens
      .findOne({ code, ...notDeleted })
      .select({ _id: 1 })
      .lean();
    if (allergen) allergenIds.set(code, allergen._id);
  }

  const hadAll = await models.categories.exists({ isPermanent: true, kitchenId: null });
  await ensureAllCategory(models.categories);
  if (!hadAll) created += 1;

  if (!(await models.categories.exists({ ...notDeleted, kitchenId: null, isPermanent: false }))) {
    for (const [index, sample] of SAMPLE_CATEGORIES.entries()) {
      const fresh = { _id: new Types.ObjectId(), kitchenId: null };
      const category = { ...fresh, name: sample.name, isPermanent: false, order: index + 1, ...ACTIVE, _outbox: [categoryCreated(fresh)] };
      created += await upsert(models.categories, { kitchenId: null, name: sample.name }, category);
      const categoryId = (await models.categories.findOne({ kitchenId: null, name: sample.name }).select({ _id: 1 }).lean())?._id;
      if (!categoryId) continue;
      for (const [subIndex, name] of sample.subCategories.entries()) {
        const ids = { _id: new Types.ObjectId(), categoryId, kitchenId: null };
        const sub = { ...ids, name, order: subIndex + 1, ...ACTIVE, _outbox: [subCategoryCreated(ids)] };
        created += await upsert(models.subCategories, { categoryId, name }, sub);
      }
    }
  }

  if (!(await models.ingredients.exists({ kitchenId: null, ...notDeleted }))) {
    for (const sample of SAMPLE_INGREDIENTS) {
      const ids = sample.allergens.map((code) => allergenIds.get(code)).filter((id): id is Types.ObjectId => id !== undefined);
      const ingredient = { _id: new Types.ObjectId(), name: sample.name, type: sample.type, allergenIds: ids, kitchenId: null };
      // Announced like any created ingredient, so recipes get the projection from a fresh start.
      const announced = { ...ingredient, ...ACTIVE, _outbox: [ingredientChanged(ingredient)] };
      created += await upsert(models.ingredients, { kitchenId: null, name: sample.name, ...notDeleted }, announced);
    }
  }
  return created;
}

export function seedCatalog(uri: string, dbName: string): Promise<number> {
  return withDatabase(uri, dbName, async (connection) => seedModels(await catalogModels(connection)));
}

if (require.main === module) runSeed('catalog', seedCatalog, 'record(s)');
