import { withEvents } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import { ingredientConversionsSet } from '../ingredients/ingredient-events';
import type { ConversionDoc } from './conversion.model';

export type ConversionChange = { density?: number | null; pieceWeight?: number | null };

const ATTEMPTS = 5;
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Stores one kitchen's conversions for a platform ingredient: the values sent replace the
 * kitchen's, the others stay. Records IngredientConversionsSet with the kitchen's whole state in
 * the same write, landing only on the state it was computed from (a concurrent change, or a
 * concurrent first row, makes it read and compute again).
 */
export async function setConversions(
  conversions: Model<ConversionDoc>,
  ids: { ingredientId: Types.ObjectId; kitchenId: Types.ObjectId },
  change: ConversionChange,
  updatedBy: string,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await conversions.findOne(ids).lean<ConversionDoc>();
    const was = { density: current?.density ?? null, pieceWeight: current?.pieceWeight ?? null };
    const after = {
      density: change.density !== undefined ? change.density : was.density,
      pieceWeight: change.pieceWeight !== undefined ? change.pieceWeight : was.pieceWeight,
    };
    if (after.density === was.density && after.pieceWeight === was.pieceWeight) return;
    const event = ingredientConversionsSet({ ...ids, ...after });
    if (!current) {
      try {
        await conversions.create({ ...ids, ...after, updatedBy, _outbox: [event] });
        return;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        continue;
      }
    }
    const written = await conversions.updateOne(
      { _id: current._id, density: was.density, pieceWeight: was.pieceWeight },
      { $set: { ...after, updatedBy }, ...withEvents([event]) },
    );
    if (written.matchedCount === 1) return;
  }
  throw new Error(`conversions of ${ids.ingredientId.toHexString()} kept changing under ${ATTEMPTS} attempts to update them`);
}
