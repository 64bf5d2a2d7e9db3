import { deleteWithEvent, notDeleted } from '@brigade/events';
import { forbidden, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { canEdit, catalogActor, nameClashScope, ownerOfNew, readable, requireEditor, type Actor } from '../access/scope';
import { subCategoryCreated, subCategoryDeleted } from '../categories/category-events';
import type { CategoryDoc } from '../categories/category.model';
import type { Catalog } from '../deps';
import { placeInSequence } from '../ordering/sequence';
import { findIn, nameTaken } from '../shared/by-id';
import { done, missing } from '../shared/replies';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { newSubCategory, subCategoryChange } from './sub-category.input';
import type { SubCategoryDoc } from './sub-category.model';
import { subCategoryView } from './sub-category.view';

export function subCategoryMutations(catalog: Catalog) {
  const { categories, subCategories } = catalog;

  async function editable(actor: Actor, id: string, ctx: RequestContext): Promise<SubCategoryDoc> {
    const sub = await findIn(subCategories, { ...notDeleted, ...readable(actor) }, id);
    if (!sub) throw missing(ctx.locale, 'subCategoryNotFound');
    if (!canEdit(actor, 'subCategory', sub.kitchenId)) throw forbidden();
    return sub;
  }

  return {
    /**
     * A sub-category sits under a platform category or one of its own kitchen (a kitchen may add
     * its own under a platform category). A super admin's defaults to the category's owner.
     */
    CreateSubCategory: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'subCategory');
      const { kitchenId: requested, categoryId, ...fields } = parseInput(newSubCategory, input, ctx.locale);
      const category = await findIn<CategoryDoc>(categories, { ...notDeleted, ...readable(actor) }, categoryId.toHexString());
      if (!category) throw fieldError('categoryId', 'categoryUnknown', ctx.locale);
      const kitchenId = ownerOfNew(actor, requested === undefined ? category.kitchenId : requested);
      if (category.kitchenId !== null && (kitchenId === null || !category.kitchenId.equals(kitchenId))) {
        throw fieldError('categoryId', 'categoryUnknown', ctx.locale);
      }
      if (await nameTaken(subCategories, { ...notDeleted, categoryId, ...nameClashScope(kitchenId) }, fields.name)) {
        throw fieldError('name', 'subCategoryNameTaken', ctx.locale);
      }
      const { order, settle } = await placeInSequence(subCategories, { categoryId }, kitchenId, fields.order);
      const _id = new Types.ObjectId();
      const created = await subCategories.create({
        ...sentFields(fields),
        _id,
        categoryId,
        order,
        kitchenId,
        updatedBy: actor.userId,
        _outbox: [subCategoryCreated({ _id, categoryId, kitchenId })],
      });
      await settle();
      return subCategoryView(created.toObject());
    },

    UpdateSubCategory: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'subCategory');
      const change = parseInput(subCategoryChange, input, ctx.locale);
      const sub = await editable(actor, id, ctx);
      if (change.name !== undefined && change.name !== sub.name) {
        const scope = { ...notDeleted, categoryId: sub.categoryId, ...nameClashScope(sub.kitchenId) };
        if (await nameTaken(subCategories, scope, change.name, sub._id)) throw fieldError('name', 'subCategoryNameTaken', ctx.locale);
      }
      const moved = change.order !== undefined && change.order !== sub.order;
      const slot = moved
        ? await placeInSequence(subCategories, { categoryId: sub.categoryId }, sub.kitchenId, change.order, sub._id)
        : null;
      const updated = await subCategories
        .findOneAndUpdate(
          { _id: sub._id, ...notDeleted },
          { $set: { ...sentFields(change), ...(slot ? { order: slot.order } : {}), updatedBy: actor.userId } },
          { returnDocument: 'after' },
        )
        .lean<SubCategoryDoc>();
      if (!updated) throw missing(ctx.locale, 'subCategoryNotFound');
      await slot?.settle();
      return subCategoryView(updated);
    },

    /** Recipes filed under it lose their sub-category (catalog.category.v1 SubCategoryDeleted). */
    DeleteSubCategory: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'subCategory');
      const sub = await editable(actor, id, ctx);
      if (!(await deleteWithEvent(subCategories, sub._id, subCategoryDeleted(sub)))) throw missing(ctx.locale, 'subCategoryNotFound');
      return done(ctx.locale, 'subCategoryDeleted');
    },
  };
}
