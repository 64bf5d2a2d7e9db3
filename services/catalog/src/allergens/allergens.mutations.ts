import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { catalogActor, requireEditor } from '../access/scope';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { changeIngredient } from '../ingredients/ingredient-change';
import { allergenDeleted } from '../ingredients/ingredient-events';
import { findIn, nameTaken } from '../shared/by-id';
import { done, inUse, missing } from '../shared/replies';
import { recipesUsing } from '../usage/usage-counts';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { allergenChange, newAllergen } from './allergen.input';
import type { AllergenDoc, Translations } from './allergen.model';
import { allergenView } from './allergen.view';

/** Allergens are the platform's: only super admins write them (README 'Scope'). */
export function allergenMutations(catalog: Catalog) {
  const { allergens, ingredients, usage } = catalog;

  async function checkUnique(fields: { name?: string; code?: string | null }, ctx: RequestContext, except?: Types.ObjectId) {
    if (fields.name !== undefined && (await nameTaken(allergens, notDeleted, fields.name, except))) {
      throw fieldError('name', 'allergenNameTaken', ctx.locale);
    }
    // Deleted ones count until the relay removes them: the unique index on code still holds them.
    if (fields.code && (await allergens.exists({ code: fields.code, ...(except ? { _id: { $ne: except } } : {}) }))) {
      throw fieldError('code', 'allergenCodeTaken', ctx.locale);
    }
  }

  /** Translations sent are set one by one: a language left out keeps its text. */
  const translationFields = (translations: Translations | null | undefined) =>
    Object.fromEntries(
      Object.entries(translations ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([locale, v]) => [`translations.${locale}`, v]),
    );

  return {
    CreateAllergens: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const fields = parseInput(newAllergen, input, ctx.locale);
      await checkUnique(fields, ctx);
      const created = await allergens.create({ ...sentFields(fields), translations: fields.translations ?? {}, updatedBy: actor.userId });
      return allergenView(created.toObject());
    },

    UpdateAllergens: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const { translations, ...change } = parseInput(allergenChange, input, ctx.locale);
      const allergen = await findIn(allergens, notDeleted, id);
      if (!allergen) throw missing(ctx.locale, 'allergenNotFound');
      await checkUnique({ name: change.name !== allergen.name ? change.name : undefined, code: change.code }, ctx, allergen._id);
      const updated = await allergens
        .findOneAndUpdate(
          { _id: allergen._id, ...notDeleted },
          { $set: { ...sentFields(change), ...translationFields(translations), updatedBy: actor.userId } },
          { returnDocument: 'after' },
        )
        .lean<AllergenDoc>();
      if (!updated) throw missing(ctx.locale, 'allergenNotFound');
      return allergenView(updated);
    },

    /**
     * Refused while recipes or ingredients use it, unless a super admin forces it: then the
     * ingredients drop it and recipes keep an id that resolves to null.
     */
    DeleteAllergens: async (_: unknown, { id, force }: { id: string; force?: boolean | null }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const allergen = await findIn(allergens, notDeleted, id);
      if (!allergen) throw missing(ctx.locale, 'allergenNotFound');
      const [recipes, usedBy] = await Promise.all([
        recipesUsing(usage, 'allergenIds', id),
        ingredients.countDocuments({ allergenIds: allergen._id, ...notDeleted }),
      ]);
      if ((recipes || usedBy) && !force) {
        throw inUse(t(ctx.locale, 'allergenInUse', { recipes, ingredients: usedBy }), { recipes, ingredients: usedBy });
      }
      // Deleted before the ingredients let go: a stop in between leaves a dangling id, never a lost allergen.
      if (!(await deleteWithEvent(allergens, allergen._id, allergenDeleted(allergen._id)))) throw missing(ctx.locale, 'allergenNotFound');
      if (usedBy) {
        // One write per ingredient, each with its IngredientChanged: recipes re-roll their allergens from it.
        const using = await ingredients
          .find({ allergenIds: allergen._id, ...notDeleted })
          .select({ _id: 1 })
          .lean<{ _id: Types.ObjectId }[]>();
        for (const { _id } of using) {
          await changeIngredient(ingredients, _id, (current) =>
            current.allergenIds.some((a) => a.equals(allergen._id))
              ? { allergenIds: current.allergenIds.filter((a) => !a.equals(allergen._id)) }
              : null,
          );
        }
      }
      return done(ctx.locale, 'allergenDeleted');
    },
  };
}
