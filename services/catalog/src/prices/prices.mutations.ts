import { deleteWithEvent, notDeleted } from '@brigade/events';
import { isObjectId, kitchenGate, type Locale, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { catalogActor, priceKitchen, pricesOf, seenBy } from '../access/scope';
import type { Catalog } from '../deps';
import { findIn } from '../shared/by-id';
import { asRead, changeWithEvents } from '../shared/change-with-events';
import { missing } from '../shared/replies';
import { fieldError, parseInput, sentFields } from '../validation/input';
import { ingredientPriceDeleted, ingredientPriceRecorded, type AnnouncedPrice } from './price-events';
import { newPrice, priceChange } from './price.input';
import type { PriceDoc } from './price.model';
import { priceView } from './price.view';

/** What IngredientPriceRecorded carries: a change of any of these records the new whole state. */
const ANNOUNCED = ['supplier', 'supplierCode', 'packSize', 'packUnitId', 'packPriceE4', 'currency', 'pricedOn', 'yieldPercent'] as const;

const announced = (p: AnnouncedPrice) =>
  JSON.stringify([
    p.supplier ?? null,
    p.supplierCode ?? null,
    p.packSize,
    p.packUnitId.toHexString(),
    p.packPriceE4,
    p.currency,
    p.pricedOn,
    p.yieldPercent,
  ]);

/**
 * A kitchen's purchase prices (README 'Prices'): its admins record, change and delete their own
 * kitchen's, a super admin any kitchen's (naming it for a new one); cooks are FORBIDDEN. Another
 * kitchen's price, or an ingredient the kitchen cannot see, is NOT_FOUND like one that does not
 * exist. Writes into a deleted kitchen (or a paused one, but for a super admin) are refused.
 */
export function priceMutations(catalog: Catalog) {
  const { prices, ingredients, units } = catalog;
  const gate = kitchenGate(prices.db);

  /** Any live unit (a paused one still resolves; the form offers the active ones). */
  async function checkUnit(unitId: Types.ObjectId, locale: Locale) {
    if (!(await units.exists({ _id: unitId, ...notDeleted }))) throw fieldError('packUnitId', 'unitUnknown', locale);
  }

  return {
    /** Idempotent per Idempotency-Key (app.ts). A kitchen admin's price is always their kitchen's, whatever kitchenId says. */
    RecordIngredientPrice: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      pricesOf(actor);
      const { kitchenId: requested, ingredientId, packPrice, ...fields } = parseInput(newPrice, input, ctx.locale);
      const kitchenId = priceKitchen(actor, requested, ctx.locale);
      await gate.mayWrite(ctx.caller, kitchenId.toHexString(), ctx.locale);
      if (!(await ingredients.exists({ _id: ingredientId, ...notDeleted, ...seenBy(kitchenId) }))) {
        throw missing(ctx.locale, 'ingredientNotFound');
      }
      await checkUnit(fields.packUnitId, ctx.locale);
      const price = new prices({ ...sentFields(fields), packPriceE4: packPrice, kitchenId, ingredientId, updatedBy: actor.userId });
      // Built from the cast document, so the event says what is stored.
      price.set('_outbox', [ingredientPriceRecorded(price)]);
      const created = await price.save();
      return priceView(created.toObject());
    },

    /** Fields given change; the kitchen and the ingredient never do (a different ingredientId is BAD_USER_INPUT). */
    UpdateIngredientPrice: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      const scope = pricesOf(actor);
      const { kitchenId: _kitchenIgnored, ingredientId, packPrice, ...change } = parseInput(priceChange, input, ctx.locale);
      const price = await findIn(prices, { ...notDeleted, ...scope }, id);
      if (!price) throw missing(ctx.locale, 'priceNotFound');
      if (ingredientId && !ingredientId.equals(price.ingredientId)) throw fieldError('ingredientId', 'priceIngredientFixed', ctx.locale);
      await gate.mayWrite(ctx.caller, price.kitchenId.toHexString(), ctx.locale);
      if (change.packUnitId) await checkUnit(change.packUnitId, ctx.locale);
      const fields = { ...sentFields(change), ...(packPrice !== undefined ? { packPriceE4: packPrice } : {}), updatedBy: actor.userId };
      const updated = await changeWithEvents<PriceDoc>(
        prices,
        price._id,
        (current) => asRead(current, ANNOUNCED),
        (current) => {
          const after = { ...current, ...fields };
          return { set: fields, events: announced(after) !== announced(current) ? [ingredientPriceRecorded(after)] : [] };
        },
      );
      if (!updated) throw missing(ctx.locale, 'priceNotFound');
      return priceView(updated);
    },

    /** Marked deleted with IngredientPriceDeleted (hidden at once), removed once published. */
    DeleteIngredientPrice: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
      const actor = catalogActor(ctx);
      const price = await findIn(prices, { ...notDeleted, ...pricesOf(actor) }, id);
      if (!price) throw missing(ctx.locale, 'priceNotFound');
      await gate.mayWrite(ctx.caller, price.kitchenId.toHexString(), ctx.locale);
      if (!(await deleteWithEvent(prices, price._id, ingredientPriceDeleted(price)))) throw missing(ctx.locale, 'priceNotFound');
      return true;
    },
  };
}

/**
 * A retried RecordIngredientPrice (same Idempotency-Key) answers the price as it is now: one
 * deleted since is gone (service-kit says so), not the 24-hour-old copy of its first answer (#43).
 */
export const priceReplay = (prices: Catalog['prices']) => async (stored: unknown) => {
  const id = (stored as { id?: string } | null)?.id;
  const doc = isObjectId(id) ? await prices.findOne({ _id: id, ...notDeleted }).lean<PriceDoc>() : null;
  return doc ? priceView(doc) : null;
};
