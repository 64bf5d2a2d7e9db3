import type { EventEnvelope, IngredientEvents } from '@brigade/events';
import type { UnitDimension } from '@brigade/units';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { KnownUnit, UnitProjection } from './unit-projection';

const DIMENSIONS: readonly UnitDimension[] = ['MASS', 'VOLUME', 'COUNT'];

const oid = (id: unknown, what: string) => {
  if (typeof id !== 'string' || !isValidObjectId(id)) throw new Error(`${what} needs a valid unitId`);
  return new Types.ObjectId(id);
};

/** A UnitChanged payload as the projection keeps it; a unit measuring nothing known is refused. */
export function unitStatement(p: IngredientEvents['UnitChanged']): Omit<KnownUnit, 'described' | 'deleted' | 'asOf'> {
  oid(p.unitId, 'UnitChanged');
  if (!DIMENSIONS.includes(p.dimension)) throw new Error(`UnitChanged has no known dimension: ${String(p.dimension)}`);
  return { _id: p.unitId, code: p.code ?? null, name: p.name ?? '', dimension: p.dimension, toBase: p.toBase ?? null };
}

/**
 * Units on catalog.ingredient.v1: announced ones may be named by recipe lines and yields; a deleted
 * one is cleared from every line (which keeps its own unitOfMeasure text) and yield (which then
 * counts in portions). Not RecipeUpdated news.
 */
export function unitEventHandlers(recipes: Model<RecipeDoc>, projection: UnitProjection) {
  return {
    UnitCreated: async (event: EventEnvelope) => {
      const { unitId } = event.payload as IngredientEvents['UnitCreated'];
      oid(unitId, 'UnitCreated');
      await projection.created(unitId, event.occurredAt);
    },
    UnitChanged: async (event: EventEnvelope) => {
      await projection.changed({ ...unitStatement(event.payload as IngredientEvents['UnitChanged']), asOf: event.occurredAt });
    },
    UnitDeleted: async (event: EventEnvelope) => {
      const { unitId } = event.payload as IngredientEvents['UnitDeleted'];
      const id = oid(unitId, 'UnitDeleted');
      await projection.deleted(unitId, event.occurredAt);
      await recipes.updateMany(
        { 'ingredients.unitId': id },
        { $set: { 'ingredients.$[line].unitId': null } },
        { arrayFilters: [{ 'line.unitId': id }] },
      );
      await recipes.updateMany({ yieldUnitId: id }, { $set: { yieldUnitId: null } });
    },
  };
}
