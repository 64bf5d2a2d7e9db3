import { eventHandlers, IngredientEvents } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { UnitDimension } from '@brigade/units';
import type { Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { KnownUnit, UnitProjection } from './unit-projection';

const DIMENSIONS: readonly UnitDimension[] = ['MASS', 'VOLUME', 'COUNT'];

/**
 * A UnitChanged payload, or catalog's answer for a unit (owner-checks.ts), as the projection keeps
 * it; a unit measuring nothing known is refused.
 */
export function unitStatement(p: IngredientEvents['UnitChanged']): Omit<KnownUnit, 'described' | 'deleted' | 'asOf'> {
  toObjectId(p.unitId, 'UnitChanged.unitId');
  if (!DIMENSIONS.includes(p.dimension)) throw new Error(`UnitChanged has no known dimension: ${String(p.dimension)}`);
  return { _id: p.unitId, code: p.code ?? null, name: p.name ?? '', dimension: p.dimension, toBase: p.toBase ?? null };
}

/**
 * Units on catalog.ingredient.v1: announced ones may be named by recipe lines and yields; a deleted
 * one is cleared from every line (which keeps its own unitOfMeasure text) and yield (which then
 * counts in portions). Not RecipeUpdated news.
 */
export function unitEventHandlers(recipes: Model<RecipeDoc>, projection: UnitProjection) {
  return eventHandlers(IngredientEvents, {
    UnitCreated: async ({ unitId }, event) => {
      toObjectId(unitId, 'UnitCreated.unitId');
      await projection.created(unitId, event.occurredAt);
    },
    UnitChanged: async (unit, event) => {
      await projection.changed({ ...unitStatement(unit), asOf: event.occurredAt });
    },
    UnitDeleted: async ({ unitId }, event) => {
      const id = toObjectId(unitId, 'UnitDeleted.unitId');
      await projection.deleted(unitId, event.occurredAt);
      await recipes.updateMany(
        { 'ingredients.unitId': id },
        { $set: { 'ingredients.$[line].unitId': null } },
        { arrayFilters: [{ 'line.unitId': id }] },
      );
      await recipes.updateMany({ yieldUnitId: id }, { $set: { yieldUnitId: null } });
    },
  });
}
