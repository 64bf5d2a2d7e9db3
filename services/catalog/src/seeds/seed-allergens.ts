import { notDeleted } from '@brigade/events';
import { Types, type Model } from 'mongoose';
import type { AllergenDoc } from '../allergens/allergen.model';
import { allergenChanged } from '../ingredients/ingredient-events';
import type { NameLanguage } from '../shared/translations';

type Names = Record<NameLanguage, string>;

/** The 14 allergens of Regulation (EU) No 1169/2011, Annex II, with their names in the name languages (shared/translations.ts). */
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

/**
 * The regulated allergens, by code, on every run (deleted-but-unpublished ones count: the unique
 * index on code still holds them). What is inserted carries AllergenChanged. Returns how many were
 * inserted and the live ones' ids by code, for the sample ingredients.
 */
export async function seedAllergens(allergens: Model<AllergenDoc>): Promise<{ created: number; ids: Map<string, Types.ObjectId> }> {
  let created = 0;
  const ids = new Map<string, Types.ObjectId>();
  for (const { code, names } of EU_ALLERGENS) {
    const doc = { _id: new Types.ObjectId(), code, name: names.en, translations: names, status: 'ACTIVE' as const, updatedBy: null };
    // `regulated` is set on every run, so a row an older seed wrote gets the marker too.
    const result = await allergens.updateOne(
      { code },
      { $set: { regulated: true }, $setOnInsert: { ...doc, _outbox: [allergenChanged(doc)] } },
      { upsert: true },
    );
    created += result.upsertedCount;
    const live = await allergens
      .findOne({ code, ...notDeleted })
      .select({ _id: 1 })
      .lean();
    if (live) ids.set(code, live._id);
  }
  return { created, ids };
}
