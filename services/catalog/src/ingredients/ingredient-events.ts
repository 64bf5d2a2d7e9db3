import { newEvent, type IngredientEvents } from '@brigade/events';
import type { Types } from 'mongoose';
import type { UnitDimension } from '../units/unit.model';
import type { IngredientDoc } from './ingredient.model';
import { nutrientsOf } from './nutrition';

/*
 * The events of catalog.ingredient.v1 (README 'Events'): what recipe needs to roll allergens up,
 * convert units and clean references. Each *Changed/*Set carries the whole state (latest wins).
 */

const meta = (aggregateId: string, kitchenId: string | null = null) => ({ producer: 'catalog', aggregateId, kitchenId });

const hexes = (ids: Types.ObjectId[] | undefined) => [...(ids ?? [])].map((a) => a.toHexString());

export type AnnouncedIngredient = Pick<IngredientDoc, '_id' | 'kitchenId' | 'name' | 'allergenIds'> &
  Partial<Pick<IngredientDoc, 'mayContainAllergenIds' | 'freeFromAllergenIds' | 'density' | 'pieceWeight' | 'nutrition'>>;

/** The ingredient's whole state; an older document without statements, conversions or nutrition says empty and null. */
export function ingredientChanged(ingredient: AnnouncedIngredient) {
  const payload: Required<IngredientEvents['IngredientChanged']> = {
    ingredientId: ingredient._id.toHexString(),
    kitchenId: ingredient.kitchenId?.toHexString() ?? null,
    name: ingredient.name,
    allergenIds: hexes(ingredient.allergenIds),
    mayContainAllergenIds: hexes(ingredient.mayContainAllergenIds),
    freeFromAllergenIds: hexes(ingredient.freeFromAllergenIds),
    density: ingredient.density ?? null,
    pieceWeight: ingredient.pieceWeight ?? null,
    nutrition: nutrientsOf(ingredient.nutrition),
  };
  return newEvent('IngredientChanged', payload, meta(payload.ingredientId, payload.kitchenId));
}

/** Recipes keep the dangling id (it resolves to null) but stop counting its allergens. */
export function ingredientDeleted(ingredient: Pick<IngredientDoc, '_id' | 'kitchenId'>) {
  const payload: IngredientEvents['IngredientDeleted'] = {
    ingredientId: ingredient._id.toHexString(),
    kitchenId: ingredient.kitchenId?.toHexString() ?? null,
  };
  return newEvent('IngredientDeleted', payload, meta(payload.ingredientId, payload.kitchenId));
}

/** One kitchen's density and piece weight for a platform ingredient (null: the platform's applies). */
export function ingredientConversionsSet(conversions: {
  ingredientId: Types.ObjectId;
  kitchenId: Types.ObjectId;
  density?: number | null;
  pieceWeight?: number | null;
}) {
  const payload: IngredientEvents['IngredientConversionsSet'] = {
    ingredientId: conversions.ingredientId.toHexString(),
    kitchenId: conversions.kitchenId.toHexString(),
    density: conversions.density ?? null,
    pieceWeight: conversions.pieceWeight ?? null,
  };
  return newEvent('IngredientConversionsSet', payload, meta(payload.ingredientId, payload.kitchenId));
}

/** Allergens are the platform's, so no kitchen. Recipe needs every allergen to say which ones are UNKNOWN. */
export function allergenChanged(allergen: { _id: Types.ObjectId; code?: string | null; status: string }) {
  const payload: IngredientEvents['AllergenChanged'] = {
    allergenId: allergen._id.toHexString(),
    code: allergen.code ?? null,
    status: allergen.status,
  };
  return newEvent('AllergenChanged', payload, meta(payload.allergenId));
}

export function allergenDeleted(allergenId: Types.ObjectId) {
  const payload: IngredientEvents['AllergenDeleted'] = { allergenId: allergenId.toHexString() };
  return newEvent('AllergenDeleted', payload, meta(payload.allergenId));
}

/** A unit's whole state (it supersedes UnitCreated). An older document without a dimension counts pieces and converts to nothing. */
export function unitChanged(unit: {
  _id: Types.ObjectId;
  name: string;
  code?: string | null;
  dimension?: UnitDimension | null;
  toBase?: number | null;
}) {
  const payload: IngredientEvents['UnitChanged'] = {
    unitId: unit._id.toHexString(),
    code: unit.code ?? null,
    name: unit.name,
    dimension: unit.dimension ?? 'COUNT',
    toBase: unit.toBase ?? null,
  };
  return newEvent('UnitChanged', payload, meta(payload.unitId));
}

/** Recipe lines keep the unit id and their own unitOfMeasure text. */
export function unitDeleted(unitId: Types.ObjectId) {
  const payload: IngredientEvents['UnitDeleted'] = { unitId: unitId.toHexString() };
  return newEvent('UnitDeleted', payload, meta(payload.unitId));
}
