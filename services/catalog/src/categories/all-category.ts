import { notDeleted } from '@brigade/events';
import { Types, type Model } from 'mongoose';
import { categoryCreated } from './category-events';
import type { CategoryDoc } from './category.model';

/** The permanent platform category 'ALL' (SPEC.md section 4): dishes of deleted categories move to it. */
export const ALL_CATEGORY_NAME = 'ALL';
/** Fixed, so every environment (and the seeds of other services, if they need it) agrees on it. */
export const ALL_CATEGORY_ID = new Types.ObjectId('64c000000000000000000001');

/**
 * Makes sure 'ALL' exists (at start and in the seed: deleting a category needs it) and returns its id.
 * Idempotent: an existing 'ALL' keeps its id and whatever a super admin changed on it.
 */
export async function ensureAllCategory(categories: Model<CategoryDoc>): Promise<Types.ObjectId> {
  await categories.updateOne(
    { isPermanent: true, kitchenId: null },
    {
      $setOnInsert: {
        _id: ALL_CATEGORY_ID,
        name: ALL_CATEGORY_NAME,
        status: 'ACTIVE',
        isPermanent: true,
        kitchenId: null,
        order: 0,
        coverPic: null,
        description: null,
        image: null,
        updatedBy: null,
        _outbox: [categoryCreated({ _id: ALL_CATEGORY_ID, kitchenId: null })],
      },
    },
    { upsert: true },
  );
  const all = await categories
    .findOne({ isPermanent: true, kitchenId: null, ...notDeleted })
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }>();
  if (!all) throw new Error("the permanent category 'ALL' is missing");
  return all._id;
}
