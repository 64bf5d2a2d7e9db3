import { notDeleted } from '@brigade/events';
import { forbidden, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { canEdit, catalogActor, nameClashScope, ownerOfNew, readable, requireEditor, type Actor } from '../access/scope';
import type { Catalog } from '../deps';
import { placeInSequence } from '../ordering/sequence';
import { findIn, nameTaken } from '../shared/by-id';
import { done, missing } from '../shared/replies';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { deleteCategory } from './category-deletion';
import { categoryCreated } from './category-events';
import { categoryChange, newCategory } from './category.input';
import type { CategoryDoc } from './category.model';
import { categoryView } from './category.view';

export function categoryMutations(catalog: Catalog) {
  const { categories } = catalog;

  /** The category the caller asked to change: NOT_FOUND when they cannot see it, FORBIDDEN when they can but may not edit it. */
  async function editable(actor: Actor, id: string, ctx: RequestContext): Promise<CategoryDoc> {
    const category = await findIn(categories, { ...notDeleted, ...readable(actor) }, id);
    if (!category) throw missing(ctx.locale, 'categoryNotFound');
    if (!canEdit(actor, 'category', category.kitchenId)) throw forbidden();
    return category;
  }

  return {
    CreateCategory: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'category');
      const { kitchenId: requested, ...fields } = parseInput(newCategory, input, ctx.locale);
      const kitchenId = ownerOfNew(actor, requested);
      if (await nameTaken(categories, { ...notDeleted, ...nameClashScope(kitchenId) }, fields.name)) {
        throw fieldError('name', 'categoryNameTaken', ctx.locale);
      }
      const { order, settle } = await placeInSequence(categories, {}, kitchenId, fields.order);
      const _id = new Types.ObjectId();
      const created = await categories.create({
        ...sentFields(fields),
        _id,
        order,
        kitchenId,
        isPermanent: false,
        updatedBy: actor.userId,
        _outbox: [categoryCreated({ _id, kitchenId })],
      });
      await settle();
      return categoryView(created.toObject());
    },

    UpdateCategory: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'category');
      const change = parseInput(categoryChange, input, ctx.locale);
      const category = await editable(actor, id, ctx);
      const renamed = change.name !== undefined && change.name !== category.name;
      if (category.isPermanent && renamed) throw fieldError('name', 'permanentCategory', ctx.locale);
      if (category.isPermanent && change.status === 'PAUSED') throw fieldError('status', 'permanentCategory', ctx.locale);
      if (
        renamed &&
        (await nameTaken(categories, { ...notDeleted, ...nameClashScope(category.kitchenId) }, change.name ?? '', category._id))
      ) {
        throw fieldError('name', 'categoryNameTaken', ctx.locale);
      }
      const moved = change.order !== undefined && change.order !== category.order;
      const slot = moved ? await placeInSequence(categories, {}, category.kitchenId, change.order, category._id) : null;
      const updated = await categories
        .findOneAndUpdate(
          { _id: category._id, ...notDeleted },
          { $set: { ...sentFields(change), ...(slot ? { order: slot.order } : {}), updatedBy: actor.userId } },
          { returnDocument: 'after' },
        )
        .lean<CategoryDoc>();
      if (!updated) throw missing(ctx.locale, 'categoryNotFound');
      await slot?.settle();
      return categoryView(updated);
    },

    /** Its sub-categories go with it; its dishes move to 'ALL' when the recipe service hears of it. */
    DeleteCategory: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'category');
      const category = await editable(actor, id, ctx);
      if (category.isPermanent) throw fieldError('id', 'permanentCategory', ctx.locale);
      if (!(await deleteCategory(catalog, category, catalog.allCategoryId))) throw missing(ctx.locale, 'categoryNotFound');
      return done(ctx.locale, 'categoryDeleted');
    },
  };
}
