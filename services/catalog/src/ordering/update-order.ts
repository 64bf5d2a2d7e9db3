import { notDeleted } from '@brigade/events';
import { forbidden, objectId, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { z } from 'zod';
import { canEdit, catalogActor, readable, requireEditor, type Actor, type CatalogKind } from '../access/scope';
import type { Catalog } from '../deps';
import { done } from '../shared/replies';
import { fieldError, parseInput } from '../validation/input';
import { renumber } from './sequence';

const orderInput = z.object({
  type: z.enum(['CATEGORY', 'SUB_CATEGORY'], { error: 'choiceInvalid' }),
  ids: z
    .array(objectId(), { error: 'listInvalid' })
    .min(1, { error: 'listInvalid' })
    .max(500, { error: 'listInvalid' })
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: 'listInvalid' }),
});

type Ordered = { _id: Types.ObjectId; kitchenId: Types.ObjectId | null; categoryId?: Types.ObjectId; order: number; name: string };

async function reorder<D extends Ordered>(model: Model<D>, kind: CatalogKind, ids: string[], actor: Actor, ctx: RequestContext) {
  requireEditor(actor, kind);
  const found = await model
    .find({ _id: { $in: ids }, ...notDeleted, ...readable(actor) } as never)
    .select({ _id: 1, kitchenId: 1, categoryId: 1 })
    .lean<Ordered[]>();
  if (found.length !== ids.length) throw fieldError('ids', 'entriesUnknown', ctx.locale);
  if (found.some((entry) => !canEdit(actor, kind, entry.kitchenId))) throw forbidden();
  const sequenceOf = new Map(found.map((e) => [e._id.toHexString(), `${e.kitchenId ?? ''}/${e.categoryId ?? ''}`]));
  const sequences = new Map<string, Types.ObjectId[]>();
  for (const id of ids) {
    const key = sequenceOf.get(id.toLowerCase()) ?? '';
    sequences.set(key, [...(sequences.get(key) ?? []), new Types.ObjectId(id)]);
  }
  for (const named of sequences.values()) await renumber(model, named, actor.userId);
}

/**
 * Drag and drop (UpdateOrder): the ids, in their new order, take the numbers they held, per
 * owner's sequence (README 'Order'). Every id must be one
 * the caller can see (else BAD_USER_INPUT on `ids`) and may edit (else FORBIDDEN): a kitchen
 * orders its own entries; the platform's keep the super admin's order. Nothing is written
 * unless all pass.
 */
export function orderMutations(catalog: Catalog) {
  return {
    UpdateOrder: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      const { type, ids } = parseInput(orderInput, input, ctx.locale);
      if (type === 'CATEGORY') await reorder(catalog.categories, 'category', ids, actor, ctx);
      else await reorder(catalog.subCategories, 'subCategory', ids, actor, ctx);
      return done(ctx.locale, 'orderSaved');
    },
  };
}
