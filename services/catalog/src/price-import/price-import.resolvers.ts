import { notDeleted } from '@brigade/events';
import { kitchenGate, textSearch, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { QueryGetPriceImportMappingArgs } from '../__generated__/resolvers';
import { catalogActor, priceKitchen, pricesOf, seenBy } from '../access/scope';
import type { Catalog } from '../deps';
import { ingredientView } from '../ingredients/ingredient.view';
import { loadIngredient } from '../ingredients/ingredients.queries';
import { nameKey } from '../ingredients/name-key';
import { iso } from '../shared/listing';
import { parseInput } from '../validation/input';
import { loadUnit } from '../units/units.resolvers';
import { ingredientSearch, mappingLookup, priceImportInput, SEARCH_LIMIT } from './import.input';
import { MAPPING_KEYS, type ColumnMapping } from './mapping.model';
import { assessRows, callDefaults, rowView, saveRows, type PriceImportRowView } from './price-import';

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * Supplier price lists (README 'Price list import'): previewPriceImport says what importing a
 * chunk would do and saves nothing; ImportPrices saves its NEW and CHANGED rows and remembers the
 * mapping for the kitchen and supplier; getPriceImportMapping reads that back. Kitchen admins
 * their own kitchen, super admins the kitchen they name; cooks are FORBIDDEN (as for every price).
 */
export function priceImportResolvers(catalog: Catalog) {
  const gate = kitchenGate(catalog.prices.db);

  /** The caller may work on prices, the chunk is readable, and whose kitchen it is. */
  function accept(input: unknown, ctx: RequestContext) {
    const actor = catalogActor(ctx);
    pricesOf(actor);
    const parsed = parseInput(priceImportInput, input, ctx.locale);
    const kitchenId = priceKitchen(actor, parsed.kitchenId, ctx.locale);
    return { actor, parsed, kitchenId, defaults: callDefaults(parsed, ctx.locale) };
  }

  /** One mapping per kitchen and folded supplier, the last one used. */
  async function remember(kitchenId: Types.ObjectId, supplier: string, mapping: ColumnMapping, userId: string) {
    const filter = { kitchenId, supplierKey: nameKey(supplier) };
    const update = { $set: { supplier, mapping, updatedBy: userId } };
    try {
      await catalog.priceImportMappings.updateOne(filter, update, { upsert: true });
    } catch (error) {
      // Two first imports of one supplier at once: the other created it, this one updates it.
      if (!isDuplicateKey(error)) throw error;
      await catalog.priceImportMappings.updateOne(filter, update);
    }
  }

  return {
    Query: {
      previewPriceImport: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const { parsed, kitchenId, defaults } = accept(input, ctx);
        const rows = await assessRows(catalog, kitchenId, parsed, defaults, ctx.locale);
        return { rows: rows.map(rowView), saved: 0 };
      },

      /** Bounded: at most SEARCH_LIMIT, by name, among the platform's and the kitchen's own (paused ones too: a price may be recorded for one). */
      searchPriceImportIngredients: async (_: unknown, args: unknown, ctx: RequestContext) => {
        const actor = catalogActor(ctx);
        pricesOf(actor);
        const { kitchenId: requested, search } = parseInput(ingredientSearch, args, ctx.locale);
        const kitchenId = priceKitchen(actor, requested, ctx.locale);
        const text = textSearch(nameKey(search), ['nameKey']);
        const found = await catalog.ingredients
          .find({ ...notDeleted, ...seenBy(kitchenId), ...text })
          .sort({ name: 1, _id: 1 })
          .limit(SEARCH_LIMIT)
          .lean();
        return found.map(ingredientView);
      },

      getPriceImportMapping: async (_: unknown, args: QueryGetPriceImportMappingArgs, ctx: RequestContext) => {
        const actor = catalogActor(ctx);
        pricesOf(actor);
        const { kitchenId: requested, supplier } = parseInput(mappingLookup, args, ctx.locale);
        const kitchenId = priceKitchen(actor, requested, ctx.locale);
        const found = await catalog.priceImportMappings.findOne({ kitchenId, supplierKey: nameKey(supplier) }).lean();
        if (!found) return null;
        const columns = Object.fromEntries(MAPPING_KEYS.map((key) => [key, found.mapping?.[key] ?? null]));
        return { supplier: found.supplier, ...columns, updatedAt: iso(found.updatedAt) };
      },
    },

    Mutation: {
      /** Idempotent per Idempotency-Key (app.ts): a retried chunk gets the first answer and saves nothing twice. */
      ImportPrices: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const { actor, parsed, kitchenId, defaults } = accept(input, ctx);
        await gate.mayWrite(ctx.caller, kitchenId.toHexString(), ctx.locale);
        await remember(kitchenId, parsed.supplier, parsed.mapping, actor.userId);
        const rows = await assessRows(catalog, kitchenId, parsed, defaults, ctx.locale);
        const saved = await saveRows(catalog, kitchenId, parsed.supplier, rows, actor.userId, ctx.locale);
        return { rows: rows.map(rowView), saved };
      },
    },

    PriceImportRow: {
      packUnit: (row: PriceImportRowView, _: unknown, ctx: RequestContext) =>
        row.packUnitId ? loadUnit(catalog.units, ctx, row.packUnitId) : null,
      /** As the reader sees it (a matched ingredient is always one the kitchen sees). */
      ingredient: (row: PriceImportRowView, _: unknown, ctx: RequestContext) =>
        row.ingredientId ? loadIngredient(catalog, ctx, catalogActor(ctx), row.ingredientId) : null,
    },
  };
}
