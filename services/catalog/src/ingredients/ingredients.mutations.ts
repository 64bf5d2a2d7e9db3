import { deleteWithEvent, notDeleted } from '@brigade/events';
import { forbidden, inUse, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { MutationDeleteIngredientsArgs } from '../__generated__/resolvers';
import { canEdit, catalogActor, nameClashScope, ownerOfNew, readable, requireEditor } from '../access/scope';
import { overrideConversions } from '../conversions/kitchen-override';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { findIn } from '../shared/by-id';
import { done, missing } from '../shared/replies';
import { recipesUsing } from '../usage/usage-counts';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { checkDisjoint, checkKnown, mergeStatements, type SentStatements } from './allergen-statements';
import { changeIngredient } from './ingredient-change';
import { ingredientChanged, ingredientDeleted } from './ingredient-events';
import { ingredientChange, newIngredient } from './ingredient.input';
import { ingredientView } from './ingredient.view';
import { nameKey } from './name-key';

/**
 * Super admins write every ingredient; kitchen admins their own kitchen's, and their kitchen's
 * conversions of platform ones; cooks read (README 'Scope'). Another kitchen's ingredient is
 * NOT_FOUND, like one that does not exist.
 */
export function ingredientMutations(catalog: Catalog) {
  const { ingredients, allergens, usage, conversions, prices } = catalog;

  /** Names clash without case or accents, among what anyone sees together (nameClashScope). */
  async function checkName(name: string, kitchenId: Types.ObjectId | null, ctx: RequestContext, except?: Types.ObjectId) {
    const clash = { ...notDeleted, ...nameClashScope(kitchenId), nameKey: nameKey(name), ...(except ? { _id: { $ne: except } } : {}) };
    if (await ingredients.exists(clash)) throw fieldError('name', 'ingredientNameTaken', ctx.locale);
  }

  /** The statements a write sent, checked before anything is read or written. */
  async function checkStatements(sent: SentStatements, ctx: RequestContext) {
    checkDisjoint(sent, ctx.locale);
    await checkKnown(allergens, sent, ctx.locale);
  }

  return {
    /** A kitchen admin's ingredient is always their kitchen's, whatever kitchenId says. */
    CreateIngredients: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const {
        kitchenId: requested,
        allergenIds,
        mayContainAllergenIds,
        freeFromAllergenIds,
        ...fields
      } = parseInput(newIngredient, input, ctx.locale);
      const sent = { allergenIds, mayContainAllergenIds, freeFromAllergenIds };
      await checkStatements(sent, ctx);
      const kitchenId = ownerOfNew(actor, requested);
      await checkName(fields.name, kitchenId, ctx);
      const ingredient = new ingredients({ ...sentFields(fields), ...mergeStatements({}, sent), kitchenId, updatedBy: actor.userId });
      // Built from the cast document (trimmed name, ObjectIds), so the event says what is stored.
      ingredient.set('_outbox', [ingredientChanged(ingredient)]);
      const created = await ingredient.save();
      return ingredientView(created.toObject());
    },

    UpdateIngredients: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const parsed = parseInput(ingredientChange, input, ctx.locale);
      const ingredient = await findIn(ingredients, { ...notDeleted, ...readable(actor) }, id);
      if (!ingredient) throw missing(ctx.locale, 'ingredientNotFound');
      if (!canEdit(actor, 'ingredient', ingredient.kitchenId)) {
        await overrideConversions(conversions, actor, ingredient, parsed, ctx);
        return ingredientView(ingredient);
      }
      const { allergenIds, mayContainAllergenIds, freeFromAllergenIds, ...change } = parsed;
      const sent = { allergenIds, mayContainAllergenIds, freeFromAllergenIds };
      await checkStatements(sent, ctx);
      const statementsSent = Object.values(sent).some((list) => list !== undefined);
      const updated = await changeIngredient(ingredients, ingredient._id, async (current) => {
        if (change.name !== undefined && change.name !== current.name) await checkName(change.name, current.kitchenId, ctx, current._id);
        return { ...sentFields(change), ...(statementsSent ? mergeStatements(current, sent) : {}), updatedBy: actor.userId };
      });
      if (!updated) throw missing(ctx.locale, 'ingredientNotFound');
      return ingredientView(updated);
    },

    /**
     * Refused while recipes use it; only a super admin may force it (recipes then keep an id that
     * resolves to null). Kitchens' conversions and prices of it go with it.
     */
    DeleteIngredients: async (_: unknown, { id, force }: MutationDeleteIngredientsArgs, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      requireEditor(actor, 'ingredient');
      const ingredient = await findIn(ingredients, { ...notDeleted, ...readable(actor) }, id);
      if (!ingredient) throw missing(ctx.locale, 'ingredientNotFound');
      if (!canEdit(actor, 'ingredient', ingredient.kitchenId)) throw forbidden();
      const recipes = await recipesUsing(usage, 'ingredientIds', id);
      if (recipes && !(force && actor.role === 'SUPER_ADMIN')) throw inUse(t(ctx.locale, 'ingredientInUse', { recipes }), { recipes });
      if (!(await deleteWithEvent(ingredients, ingredient._id, ingredientDeleted(ingredient))))
        throw missing(ctx.locale, 'ingredientNotFound');
      // Recipe forgets everything about a deleted ingredient (IngredientDeleted), these included.
      await conversions.deleteMany({ ingredientId: ingredient._id });
      await prices.deleteMany({ ingredientId: ingredient._id });
      return done(ctx.locale, 'ingredientDeleted');
    },
  };
}
