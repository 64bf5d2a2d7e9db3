import { notDeleted } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { Filter } from '../access/scope';

/*
 * One order sequence per list a kitchen sees (README 'Order'): the platform's entries, then the
 * kitchen's own numbered after them, so no two rows of that list share a number. `parent` narrows
 * it: {} for categories, { categoryId } for sub-categories.
 */

type Ordered = { _id: Types.ObjectId; kitchenId: Types.ObjectId | null; order: number; name: string };
type Parent = Filter;

async function maxOrder<D>(model: Model<D>, filter: Filter): Promise<number | null> {
  const last = await model
    .findOne({ ...notDeleted, ...filter } as never)
    .sort({ order: -1 })
    .select({ order: 1 })
    .lean<{ order?: number }>();
  return last?.order ?? null;
}

/** The lowest number a kitchen's own entry may have: right after the platform's last. */
async function floorOf<D>(model: Model<D>, parent: Parent, kitchenId: Types.ObjectId | null): Promise<number> {
  if (!kitchenId) return 0;
  return ((await maxOrder(model, { ...parent, kitchenId: null })) ?? 0) + 1;
}

/**
 * After the platform's sequence grew past `before` (its last number then), every kitchen's own
 * entries move up by as much, keeping their order and staying after the platform's.
 */
async function keepKitchensAfterPlatform<D>(model: Model<D>, parent: Parent, before: number | null): Promise<void> {
  const after = await maxOrder(model, { ...parent, kitchenId: null });
  const grown = (after ?? 0) - (before ?? 0);
  if (grown > 0)
    await model.updateMany({ ...notDeleted, ...parent, kitchenId: { $ne: null } } as never, { $inc: { order: grown } } as never);
}

/**
 * Where an entry goes, before it is written: at the end of its owner's sequence when no order is
 * asked; else at the asked number, the entries from there on moving down one (a chef's 'put it
 * third'), a kitchen's entry never before the platform's. `settle` runs after the write.
 */
export async function placeInSequence<D>(
  model: Model<D>,
  parent: Parent,
  kitchenId: Types.ObjectId | null,
  requested: number | undefined,
  self?: Types.ObjectId,
): Promise<{ order: number; settle: () => Promise<void> }> {
  const platformBefore = await maxOrder(model, { ...parent, kitchenId: null });
  const floor = await floorOf(model, parent, kitchenId);
  const block = { ...parent, kitchenId, ...(self ? { _id: { $ne: self } } : {}) };
  let order: number;
  if (requested === undefined) {
    // A platform entry appended starts at 1 all the same: 0 is where 'ALL' sits.
    const first = Math.max(floor, 1);
    order = Math.max(first, ((await maxOrder(model, block)) ?? first - 1) + 1);
  } else {
    order = Math.max(floor, requested);
    if (await model.exists({ ...notDeleted, ...block, order } as never)) {
      await model.updateMany({ ...notDeleted, ...block, order: { $gte: order } } as never, { $inc: { order: 1 } } as never);
    }
  }
  const settle = async () => {
    if (!kitchenId) await keepKitchensAfterPlatform(model, parent, platformBefore);
  };
  return { order, settle };
}

/**
 * UpdateOrder within one owner's sequence: the named entries swap places among the numbers they
 * hold now, in the order given; every other entry keeps its number, so the numbers stay unique.
 */
export async function renumber<D extends Ordered>(model: Model<D>, ids: Types.ObjectId[], updatedBy: string): Promise<void> {
  const held = await model
    .find({ _id: { $in: ids }, ...notDeleted } as never)
    .sort({ order: 1, name: 1, _id: 1 })
    .select({ order: 1 })
    .lean<{ order: number }[]>();
  const slots = held.map((entry) => entry.order);
  await model.bulkWrite(
    ids.map((id, i) => ({
      updateOne: { filter: { _id: id, ...notDeleted }, update: { $set: { order: slots[i], updatedBy } } },
    })) as never,
  );
}

/**
 * Once per database (marker `order-sequences-v1` in `upgrades`): sequences written before the
 * rule get unique numbers, the platform's kept where they already were, each kitchen's moved
 * after the platform's; ties keep name order.
 */
export async function upgradeOrderSequences<C extends Ordered, S extends Ordered>(categories: Model<C>, subCategories: Model<S>) {
  const done = categories.db.collection<{ _id: string; at: Date }>('upgrades');
  if (await done.findOne({ _id: 'order-sequences-v1' })) return;
  await untangle(categories, {});
  const parents = (await subCategories.distinct('categoryId' as never, notDeleted as never)) as unknown as Types.ObjectId[];
  for (const categoryId of parents) await untangle(subCategories, { categoryId });
  await done.updateOne({ _id: 'order-sequences-v1' }, { $set: { at: new Date() } }, { upsert: true });
}

async function untangle<D extends Ordered>(model: Model<D>, parent: Parent): Promise<void> {
  const entries = await model
    .find({ ...notDeleted, ...parent } as never)
    .sort({ kitchenId: 1, order: 1, name: 1, _id: 1 })
    .select({ _id: 1, kitchenId: 1, order: 1 })
    .lean<Ordered[]>();
  const platform = entries.filter((e) => !e.kitchenId);
  const writes: { id: Types.ObjectId; order: number }[] = [];
  let next = 0;
  for (const e of platform) {
    next = Math.max(next, e.order);
    if (next !== e.order) writes.push({ id: e._id, order: next });
    next++;
  }
  const floor = platform.length ? next : 1;
  let kitchen: string | null = null;
  for (const e of entries.filter((x) => x.kitchenId)) {
    if (e.kitchenId?.toHexString() !== kitchen) [kitchen, next] = [e.kitchenId?.toHexString() ?? null, floor];
    next = Math.max(next, e.order);
    if (next !== e.order) writes.push({ id: e._id, order: next });
    next++;
  }
  if (writes.length) {
    await model.bulkWrite(writes.map(({ id, order }) => ({ updateOne: { filter: { _id: id }, update: { $set: { order } } } })) as never);
  }
}
