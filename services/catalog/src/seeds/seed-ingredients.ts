import { notDeleted, type Nutrients } from '@brigade/events';
import { Types, type Model } from 'mongoose';
import { changeIngredient } from '../ingredients/ingredient-change';
import { ingredientChanged } from '../ingredients/ingredient-events';
import type { IngredientDoc } from '../ingredients/ingredient.model';
import { nameKey } from '../ingredients/name-key';
import { euDeclaration, SAMPLE_NUTRITION } from './nutrition-values';
import { EU_ALLERGENS } from './seed-allergens';
import { SAMPLE_INGREDIENTS, type SampleIngredient } from './samples';

type AllergenIds = Map<string, Types.ObjectId>;

/** A sample's values per 100 g from the food composition table (nutrition-values.ts), as the EU declaration. */
export function sampleNutrition(name: string): Nutrients | null {
  const entry = SAMPLE_NUTRITION.find((n) => n.name === name);
  return entry ? euDeclaration(entry.table) : null;
}

/** A sample's three statements as ids: what it contains, may contain, and every other EU allergen as free from. */
function statementsOf(sample: SampleIngredient, ids: AllergenIds) {
  const toIds = (codes: string[]) => codes.map((code) => ids.get(code)).filter((id): id is Types.ObjectId => id !== undefined);
  const stated = new Set([...(sample.contains ?? []), ...(sample.mayContain ?? [])]);
  return {
    allergenIds: toIds(sample.contains ?? []),
    mayContainAllergenIds: toIds(sample.mayContain ?? []),
    freeFromAllergenIds: toIds(EU_ALLERGENS.map((a) => a.code).filter((code) => !stated.has(code))),
  };
}

/**
 * The sample ingredients go only into a platform that has none, so what admins deleted or renamed
 * stays that way. Each carries IngredientChanged. Returns how many were inserted.
 */
export async function seedSampleIngredients(ingredients: Model<IngredientDoc>, ids: AllergenIds): Promise<number> {
  if (await ingredients.exists({ kitchenId: null, ...notDeleted })) return 0;
  let created = 0;
  for (const sample of SAMPLE_INGREDIENTS) {
    const ingredient = {
      _id: new Types.ObjectId(),
      name: sample.name,
      nameKey: nameKey(sample.name),
      type: sample.type,
      ...statementsOf(sample, ids),
      density: sample.density ?? null,
      pieceWeight: sample.pieceWeight ?? null,
      nutrition: sampleNutrition(sample.name),
      kitchenId: null,
    };
    const announced = { ...ingredient, status: 'ACTIVE', updatedBy: null, _outbox: [ingredientChanged(ingredient)] };
    const result = await ingredients.updateOne(
      { kitchenId: null, name: sample.name, ...notDeleted },
      { $setOnInsert: announced },
      { upsert: true },
    );
    created += result.upsertedCount;
  }
  return created;
}

const UPGRADE = 'sample-statements-v1';

/**
 * Once per database: platform ingredients an older seed inserted (named like a sample, compared as
 * names are) that state no may-contain and no free-from get the sample's, and its density and
 * piece weight where they have none. What they contain stays theirs (an admin may have changed
 * it): the sample's traces and free-froms skip anything it contains. Each change carries its
 * IngredientChanged. Returns how many changed.
 */
export async function upgradeSampleIngredients(ingredients: Model<IngredientDoc>, ids: AllergenIds): Promise<number> {
  const done = ingredients.db.collection<{ _id: string; at: Date }>('upgrades');
  if (await done.findOne({ _id: UPGRADE })) return 0;
  let changed = 0;
  for (const sample of SAMPLE_INGREDIENTS) {
    const matches = await ingredients
      .find({ kitchenId: null, nameKey: nameKey(sample.name), ...notDeleted })
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    for (const { _id } of matches) {
      let upgraded = false;
      await changeIngredient(ingredients, _id, (current) => {
        if (current.mayContainAllergenIds?.length || current.freeFromAllergenIds?.length) return null;
        const stated = statementsOf(sample, ids);
        const contains = new Set((current.allergenIds ?? []).map((id) => id.toHexString()));
        const mayContain = stated.mayContainAllergenIds.filter((id) => !contains.has(id.toHexString()));
        const taken = new Set([...contains, ...mayContain.map((id) => id.toHexString())]);
        upgraded = true;
        return {
          mayContainAllergenIds: mayContain,
          freeFromAllergenIds: stated.freeFromAllergenIds.filter((id) => !taken.has(id.toHexString())),
          density: current.density ?? sample.density ?? null,
          pieceWeight: current.pieceWeight ?? sample.pieceWeight ?? null,
        };
      });
      if (upgraded) changed++;
    }
  }
  await done.updateOne({ _id: UPGRADE }, { $set: { at: new Date() } }, { upsert: true });
  return changed;
}

const NUTRITION_UPGRADE = 'sample-nutrition-v1';

/**
 * Once per database (marker in `upgrades`): platform ingredients named like a sample (compared as
 * names are) that state no nutrition get the sample's values from the food composition table; one
 * whose nutrition someone stated keeps it. Each change carries its IngredientChanged, so recipe
 * counts them at once. Returns how many changed.
 */
export async function upgradeSampleNutrition(ingredients: Model<IngredientDoc>): Promise<number> {
  const done = ingredients.db.collection<{ _id: string; at: Date }>('upgrades');
  if (await done.findOne({ _id: NUTRITION_UPGRADE })) return 0;
  let changed = 0;
  for (const sample of SAMPLE_INGREDIENTS) {
    const nutrition = sampleNutrition(sample.name);
    if (!nutrition) continue;
    const matches = await ingredients
      .find({ kitchenId: null, nameKey: nameKey(sample.name), nutrition: null, ...notDeleted })
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    for (const { _id } of matches) {
      let upgraded = false;
      await changeIngredient(ingredients, _id, (current) => {
        if (current.nutrition) return null;
        upgraded = true;
        return { nutrition };
      });
      if (upgraded) changed++;
    }
  }
  await done.updateOne({ _id: NUTRITION_UPGRADE }, { $set: { at: new Date() } }, { upsert: true });
  return changed;
}
