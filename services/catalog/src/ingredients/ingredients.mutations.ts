import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { catalogActor, nameClashScope, ownerOfNew, requireEditor } from '../access/scope';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { findIn, nameTaken } from '../shared/by-id';
import { done, inUse, missing } from '../shared/replies';
import { recipesUsing } from '../usage/usage-counts';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { changeIngredient } from './ingredient-change';
import { ingredientChanged, ingredientDeleted } from './ingredient-events';
import { ingredientChange, newIngredient } from './ingredient.input';
import { ingredientView } from './ingredient.view';

/** Ingredients are written by super admins only (README 'Scope'); kitchens read the platform's and their own. */
export function ingredientMutations(catalog: Catalog) {
  const { ingredients, allergens, usage } = catalog;

  async function knownAllergens(ids: string[] | null | undefined, ctx: RequestContext): Promise<Types.ObjectId[] | undefined> {
    if (ids === undefined || ids === null) return undefined;
    const oids = ids.map((id) => new Types.ObjectId(id));
    if ((await allergens.countDocuments({ _id: { $in: oids }, ...notDeleted })) !== oids.length)
      throw fieldError('allergenIds', 'allergenUnknown', ctx.locale);
    return oids;
  }

  return {
    CreateIngredients: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const { kitchenId: requested, allergenIds, ...fields } = parseInput(newIngredient, input, ctx.locale);
      const kitchenId = ownerOfNew(actor, requested);
      if (await nameTaken(ingredients, { ...notDeleted, ...nameClashScope(kitchenId) }, fields.name)) {
        throw fieldError('name', 'ingredientNameTaken', ctx.locale);
      }
      const ingredient = new ingredients({
        ...sentFields(fields),
        allergenIds: (await knownAllergens(allergenIds, ctx)) ?? [],
        kitchenId,
        updatedBy: actor.userId,
      });
      // Built from the cast document (trimmed name, ObjectIds), so the event says what is stored.
      ingredient.set('_outbox', [ingredientChanged(ingredient)]);
      const created = await ingredient.save();
      return ingredientView(created.toObject());
    },

    UpdateIngredients: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const { allergenIds, ...change } = parseInput(ingredientChange, input, ctx.locale);
      const ingredient = await findIn(ingredients, notDeleted, id);
      if (!ingredient) throw missing(ctx.locale, 'ingredientNotFound');
      const allergenSet = await knownAllergens(allergenIds, ctx);
      const updated = await changeIngredient(ingredients, ingredient._id, async (current) => {
        if (change.name !== undefined && change.name !== current.name) {
          if (await nameTaken(ingredients, { ...notDeleted, ...nameClashScope(current.kitchenId) }, change.name, current._id)) {
            throw fieldError('name', 'ingredientNameTaken', ctx.locale);
          }
        }
        return { ...sentFields(change), ...(allergenSet ? { allergenIds: allergenSet } : {}), updatedBy: actor.userId };
      });
      if (!updated) throw missing(ctx.locale, 'ingredientNotFound');
      return ingredientView(updated);
    },

    /** Refused while recipes use it, unless forced: then recipes keep an id that resolves to null. */
    DeleteIngredients: async (_: unknown, { id, force }: { id: string; force?: boolean | null }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const ingredient = await findIn(ingredients, notDeleted, id);
      if (!ingredient) throw missing(ctx.locale, 'ingredientNotFound');
      const recipes = await recipesUsing(usage, 'ingredientIds', id);
      if (recipes && !force) throw inUse(t(ctx.locale, 'ingredientInUse', { recipes }), { recipes });
      if (!(await deleteWithEvent(ingredients, ingredient._id, ingredientDeleted(ingredient))))
        throw missing(ctx.locale, 'ingredientNotFound');
      return done(ctx.locale, 'ingredientDeleted');
    },
  };
}
