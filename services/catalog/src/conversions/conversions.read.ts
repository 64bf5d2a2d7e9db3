import { cachedBatch, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { Actor } from '../access/scope';
import type { ConversionDoc } from './conversion.model';

export type KitchenConversions = { density: number | null; pieceWeight: number | null };

/**
 * The caller's kitchen's own conversions for a platform ingredient, or null (a super admin, a
 * kitchen's own ingredient, or none stated). Batched per request: one query for every ingredient
 * of a list, remembered until the reference data changes (service-kit `reference-cache.ts`).
 */
export async function kitchenConversions(
  conversions: Model<ConversionDoc>,
  ctx: RequestContext,
  actor: Actor,
  ingredient: { id: string; kitchenId: string | null },
): Promise<KitchenConversions | null> {
  const kitchenId = actor.kitchenId;
  if (kitchenId === null || ingredient.kitchenId !== null) return null;
  return cachedBatch<KitchenConversions | null>(
    ctx,
    conversions.db,
    'kitchenConversions',
    `kitchenConversions|${kitchenId}`,
    async (ids) => {
      const rows = await conversions
        .find({ kitchenId, ingredientId: { $in: ids.map((id) => new Types.ObjectId(id)) } })
        .lean<ConversionDoc[]>();
      const byId = new Map(rows.map((r) => [r.ingredientId.toHexString(), r]));
      return ids.map((id) => {
        const row = byId.get(id);
        // A row whose values were both cleared states nothing.
        return row && ((row.density ?? null) !== null || (row.pieceWeight ?? null) !== null)
          ? { density: row.density ?? null, pieceWeight: row.pieceWeight ?? null }
          : null;
      });
    },
  ).load(ingredient.id);
}
