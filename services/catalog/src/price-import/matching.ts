import { notDeleted } from '@brigade/events';
import { Types } from 'mongoose';
import { seenBy } from '../access/scope';
import type { Catalog } from '../deps';
import { nameKey } from '../ingredients/name-key';
import { NEWEST_FIRST } from '../prices/prices.queries';
import type { PriceDoc } from '../prices/price.model';
import type { CheckedRow } from './row-check';

/*
 * Rows to ingredients, and ingredients to their current prices, for a whole chunk at once: one
 * query for the supplier codes, one for the names, one for the ingredients the codes lead to and
 * one for the current prices, whatever the number of rows (README 'Price list import').
 */

export type MatchedIngredient = { _id: Types.ObjectId; name: string; kitchenId: Types.ObjectId | null };

/**
 * Each row's ingredient, or null: by its supplier code first (the kitchen's newest price record
 * with the same supplier, folded, and the same code leads to its ingredient, while the kitchen
 * still sees it), else by its name folded like ingredient names among the ingredients the kitchen
 * sees (the platform's and its own, its own first should both carry the name). Never another kitchen's.
 */
export async function matchIngredients(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  supplierKey: string,
  rows: readonly Pick<CheckedRow, 'name' | 'supplierCode'>[],
): Promise<(MatchedIngredient | null)[]> {
  const codes = [...new Set(rows.map((r) => r.supplierCode).filter((c): c is string => c !== null))];
  const keys = [...new Set(rows.map((r) => (r.name ? nameKey(r.name) : '')).filter(Boolean))];
  const visible = { ...notDeleted, ...seenBy(kitchenId) };
  const fields = { _id: 1, name: 1, nameKey: 1, kitchenId: 1 };

  const [coded, named] = await Promise.all([
    codes.length
      ? catalog.prices
          .find({ ...notDeleted, kitchenId, supplierCode: { $in: codes } }, { supplier: 1, supplierCode: 1, ingredientId: 1 })
          .sort(NEWEST_FIRST)
          .lean<Pick<PriceDoc, 'supplier' | 'supplierCode' | 'ingredientId'>[]>()
      : [],
    keys.length
      ? catalog.ingredients.find({ ...visible, nameKey: { $in: keys } }, fields).lean<(MatchedIngredient & { nameKey: string })[]>()
      : [],
  ]);

  const byCode = new Map<string, string>();
  for (const price of coded) {
    if (!price.supplierCode || nameKey(price.supplier ?? '') !== supplierKey || byCode.has(price.supplierCode)) continue;
    byCode.set(price.supplierCode, price.ingredientId.toHexString());
  }
  const codeIds = [...new Set(byCode.values())];
  const codeIngredients = codeIds.length
    ? await catalog.ingredients.find({ ...visible, _id: { $in: codeIds } }, fields).lean<MatchedIngredient[]>()
    : [];
  const byId = new Map(codeIngredients.map((i) => [i._id.toHexString(), i]));

  const byName = new Map<string, MatchedIngredient>();
  for (const ingredient of named) {
    const taken = byName.get(ingredient.nameKey);
    // Names are unique among what one kitchen sees; should a race have left two, the kitchen's own wins.
    if (!taken || (taken.kitchenId === null && ingredient.kitchenId !== null)) byName.set(ingredient.nameKey, ingredient);
  }

  return rows.map((row) => {
    const byItsCode = row.supplierCode ? byId.get(byCode.get(row.supplierCode) ?? '') : undefined;
    return byItsCode ?? (row.name ? byName.get(nameKey(row.name)) : undefined) ?? null;
  });
}

/**
 * The ingredients rows were matched to by hand, by id, among those the kitchen may use (the platform's
 * and its own, not deleted): one query for the chunk. An id missing from the answer is not one it may use.
 */
export async function chosenIngredients(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  ids: readonly string[],
): Promise<Map<string, MatchedIngredient>> {
  const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id));
  if (valid.length === 0) return new Map();
  const found = await catalog.ingredients
    .find(
      { ...notDeleted, ...seenBy(kitchenId), _id: { $in: valid.map((id) => new Types.ObjectId(id)) } },
      { _id: 1, name: 1, kitchenId: 1 },
    )
    .lean<MatchedIngredient[]>();
  return new Map(found.map((ingredient) => [ingredient._id.toHexString(), ingredient]));
}

/** A price record as the import compares with it and shows it (`previousPrice`, as prices/price.view.ts reads it). */
export type KnownPrice = Pick<
  PriceDoc,
  | '_id'
  | 'kitchenId'
  | 'ingredientId'
  | 'supplier'
  | 'supplierCode'
  | 'packDescription'
  | 'packSize'
  | 'packUnitId'
  | 'packPriceE4'
  | 'currency'
  | 'pricedOn'
  | 'yieldPercent'
  | 'createdAt'
  | 'updatedAt'
  | 'updatedBy'
>;

/** Per ingredient: its current price (any supplier) and the newest of this supplier's (folded), if any. */
export type CurrentPrices = Map<string, { current: KnownPrice; fromSupplier: KnownPrice | null }>;

/** Newest first as the history reads: the later pricedOn, then the later recorded. */
const newer = (a: KnownPrice, b: KnownPrice) =>
  a.pricedOn !== b.pricedOn
    ? a.pricedOn > b.pricedOn
    : a.createdAt.getTime() !== b.createdAt.getTime()
      ? a.createdAt > b.createdAt
      : a._id.toHexString() > b._id.toHexString();

export async function currentPrices(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  supplierKey: string,
  ingredientIds: readonly Types.ObjectId[],
): Promise<CurrentPrices> {
  const result: CurrentPrices = new Map();
  if (ingredientIds.length === 0) return result;
  // The newest record per ingredient and supplier as written; suppliers are then compared folded here.
  const latest = await catalog.prices.aggregate<KnownPrice>([
    { $match: { ...notDeleted, kitchenId, ingredientId: { $in: ingredientIds } } },
    {
      $project: {
        kitchenId: 1,
        ingredientId: 1,
        supplier: 1,
        supplierCode: 1,
        packDescription: 1,
        updatedAt: 1,
        updatedBy: 1,
        packSize: 1,
        packUnitId: 1,
        packPriceE4: 1,
        currency: 1,
        pricedOn: 1,
        yieldPercent: 1,
        createdAt: 1,
      },
    },
    { $sort: { ingredientId: 1, ...NEWEST_FIRST } },
    { $group: { _id: { ingredientId: '$ingredientId', supplier: '$supplier' }, latest: { $first: '$$ROOT' } } },
    { $replaceRoot: { newRoot: '$latest' } },
  ]);
  for (const price of latest) {
    const id = price.ingredientId.toHexString();
    const known = result.get(id);
    const ours = nameKey(price.supplier ?? '') === supplierKey ? price : null;
    if (!known) {
      result.set(id, { current: price, fromSupplier: ours });
      continue;
    }
    if (newer(price, known.current)) known.current = price;
    if (ours && (!known.fromSupplier || newer(ours, known.fromSupplier))) known.fromSupplier = ours;
  }
  return result;
}
