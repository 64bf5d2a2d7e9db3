import { deleteWithEvent, notDeleted } from '@brigade/events';
import { inUse, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type { MutationDeleteAllergensArgs } from '../__generated__/resolvers';
import { catalogActor, requireEditor } from '../access/scope';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { dropAllergen } from '../ingredients/allergen-statements';
import { allergenChanged, allergenDeleted } from '../ingredients/ingredient-events';
import { findIn, nameTaken } from '../shared/by-id';
import { asRead, changeWithEvents } from '../shared/change-with-events';
import { done, missing } from '../shared/replies';
import { translationFields } from '../shared/translations';
import { recipesUsing } from '../usage/usage-counts';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { countCarrying, firstCarrying } from './allergen-usage';
import { allergenChange, newAllergen } from './allergen.input';
import type { AllergenDoc } from './allergen.model';
import { allergenView } from './allergen.view';

/**
 * Allergens are the platform's: only super admins write them (README 'Scope'). Every create and
 * change records AllergenChanged (id, code, status) in the same write: recipe needs the whole list
 * to say which allergens a dish's statements leave UNKNOWN.
 */
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

  return {
    CreateAllergens: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const fields = parseInput(newAllergen, input, ctx.locale);
      await checkUnique(fields, ctx);
      const allergen = { ...sentFields(fields), _id: new Types.ObjectId(), status: fields.status ?? 'ACTIVE' };
      const created = await allergens.create({
        ...allergen,
        translations: fields.translations ?? {},
        updatedBy: actor.userId,
        _outbox: [allergenChanged(allergen)],
      });
      return allergenView(created.toObject());
    },

    UpdateAllergens: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const { translations, ...change } = parseInput(allergenChange, input, ctx.locale);
      const allergen = await findIn(allergens, notDeleted, id);
      if (!allergen) throw missing(ctx.locale, 'allergenNotFound');
      const updated = await changeWithEvents(
        allergens,
        allergen._id,
        (current) => asRead(current, ['code', 'status']),
        async (current) => {
          // Labels and imports find a regulated allergen by its code, and the seed upserts by it.
          if (current.regulated && change.code !== undefined && change.code !== current.code) {
            throw fieldError('code', 'allergenRegulatedCode', ctx.locale);
          }
          await checkUnique({ name: change.name !== current.name ? change.name : undefined, code: change.code }, ctx, current._id);
          const after: AllergenDoc = { ...current, ...sentFields(change) };
          return {
            set: { ...sentFields(change), ...translationFields(translations), updatedBy: actor.userId },
            events: [allergenChanged(after)],
          };
        },
      );
      if (!updated) throw missing(ctx.locale, 'allergenNotFound');
      return allergenView(updated);
    },

    /**
     * A regulated allergen is never deleted. Another is refused while recipes name it or
     * ingredients contain or may contain it (the first few named in `usedIn`), unless a super admin
     * forces it: then recipes keep an id that resolves to null. Either way every ingredient stating
     * anything about it (free-from included) drops it, each with its IngredientChanged.
     */
    DeleteAllergens: async (_: unknown, { id, force }: MutationDeleteAllergensArgs, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'allergen');
      const allergen = await findIn(allergens, notDeleted, id);
      if (!allergen) throw missing(ctx.locale, 'allergenNotFound');
      // The law's list stays whole: no force, no dependants to weigh (README 'Regulated allergens').
      if (allergen.regulated) throw fieldError('id', 'allergenRegulated', ctx.locale);
      const [recipes, usedBy, first] = await Promise.all([
        recipesUsing(usage, 'allergenIds', id),
        countCarrying(ingredients, allergen._id),
        firstCarrying(ingredients, actor, allergen._id),
      ]);
      if ((recipes || usedBy) && !force) {
        const usedIn = first.map((i) => ({ id: i.id, title: i.name }));
        throw inUse(t(ctx.locale, 'allergenInUse', { recipes, ingredients: usedBy }), { recipes, ingredients: usedBy }, { usedIn });
      }
      // Deleted before the ingredients let go: a stop in between leaves a dangling id, never a lost allergen.
      if (!(await deleteWithEvent(allergens, allergen._id, allergenDeleted(allergen._id)))) throw missing(ctx.locale, 'allergenNotFound');
      await dropAllergen(ingredients, allergen._id);
      return done(ctx.locale, 'allergenDeleted');
    },
  };
}
