import { newEvent, type IngredientEvents } from '@brigade/events';
import type { Types } from 'mongoose';
import type { IngredientDoc } from './ingredient.model';

const meta = (aggregateId: string, kitchenId: string | null = null) => ({ producer: 'catalog', aggregateId, kitchenId });

/** catalog.ingredient.v1: the whole state recipes roll allergens up from (latest wins, so never a partial one). */
export function ingredientChanged(ingredient: Pick<IngredientDoc, '_id' | 'kitchenId' | 'name' | 'allergenIds'>) {
  const payload: IngredientEvents['IngredientChanged'] = {
    ingredientId: ingredient._id.toHexString(),
    kitchenId: ingredient.kitchenId?.toHexString() ?? null,
    name: ingredient.name,
    allergenIds: [...(ingredient.allergenIds ?? [])].map((a) => a.toHexString()),
  };
  return newEvent('IngredientChanged', payload, meta(payload.ingredientId, payload.kitchenId));
}

/** catalog.ingredient.v1: recipes keep the dangling id (it resolves to null) but stop counting its allergens. */
export function ingredientDeleted(ingredient: Pick<IngredientDoc, '_id' | 'kitchenId'>) {
  const payload: IngredientEvents['IngredientDeleted'] = {
    ingredientId: ingredient._id.toHexString(),
    kitchenId: ingredient.kitchenId?.toHexString() ?? null,
  };
  return newEvent('IngredientDeleted', payload, meta(payload.ingredientId, payload.kitchenId));
}

/** catalog.ingredient.v1: allergens are the platform's, so no kitchen. */
export function allergenDeleted(allergenId: Types.ObjectId) {
  const payload: IngredientEvents['AllergenDeleted'] = { allergenId: allergenId.toHexString() };
  return newEvent('AllergenDeleted', payload, meta(payload.allergenId));
}

/** catalog.ingredient.v1: recipe lines may name it from now on. */
export function unitCreated(unitId: Types.ObjectId) {
  const payload: IngredientEvents['UnitCreated'] = { unitId: unitId.toHexString() };
  return newEvent('UnitCreated', payload, meta(payload.unitId));
}

/** catalog.ingredient.v1: recipe lines keep the unit id and their own unitOfMeasure text. */
export function unitDeleted(unitId: Types.ObjectId) {
  const payload: IngredientEvents['UnitDeleted'] = { unitId: unitId.toHexString() };
  return newEvent('UnitDeleted', payload, meta(payload.unitId));
}
