import { cachedBatch, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { Actor } from '../access/scope';
import type { ConversionDoc } from './conversion.model';

export type KitchenConversions = { density: number | null; pieceWeight: number | null };

/**
 * The caller's kitchen's own conversions for a platform ingredient, or null (a super admin, a
 * kitchen's own ingredient, or none stated). A kitchen's conversions are read whole, one query for
 * every ingredient of every list, and remembered per kitchen until the reference data changes
 * (service-kit `reference-cache.ts`): a kitchen states a few dozen, so memory grows with kitchens,
 * not with kitchens times ingredients.
 */
export async function kitchenConversions(
  conversions: Model<ConversionDoc>,
  ctx: RequestContext,
  actor: Actor,
  ingredient: { id: string; kitchenId: string | null },
): Promise<KitchenConversions | null> {
  const kitchenId = actor.kitchenId;
  if (kitchenId === null || ingredient.kitchenId !== null) return null;
  const stated = await cachedBatch<ReadonlyMap<string, KitchenConversions>>(
    ctx,
    conversions.db,
    'kitchenConversions',
    'kitchenConversions',
    async (kitchens) => {
      const rows = await conversions.find({ kitchenId: { $in: [...kitchens] } }).lean<ConversionDoc[]>();
      const byKitchen = new Map(kitchens.map((k) => [k, new Map<string, KitchenConversions>()]));
      for (const row of rows) {
        // A row whose values were both cleared states nothing.
        if ((row.density ?? null) === null && (row.pieceWeight ?? null) === null) continue;
        byKitchen
          .get(row.kitchenId.toHexString())
          ?.set(row.ingredientId.toHexString(), { density: row.density ?? null, pieceWeight: row.pieceWeight ?? null });
      }
      return kitchens.map((k) => byKitchen.get(k) ?? new Map());
    },
  ).load(kitchenId.toHexString());
  return stated.get(ingredient.id.toLowerCase()) ?? null;
}
