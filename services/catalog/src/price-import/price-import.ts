import { notDeleted } from '@brigade/events';
import { Money, MONEY_DECIMALS } from '@brigade/money';
import { badUserInput, type Locale } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { nameKey } from '../ingredients/name-key';
import { formatPrice } from '../prices/money';
import { ingredientPriceRecorded } from '../prices/price-events';
import { newPrice, todayUtc } from '../prices/price.input';
import type { Currency, PriceDoc } from '../prices/price.model';
import { priceView } from '../prices/price.view';
import type { UnitDoc } from '../units/unit.model';
import { readCurrency, readDate } from './cells';
import type { PriceImportInput } from './import.input';
import { chosenIngredients, currentPrices, matchIngredients, type KnownPrice, type MatchedIngredient } from './matching';
import { checkRow, ruleMessage, unitIndex, type CheckedRow, type RowDefaults, type RowError } from './row-check';

/*
 * A chunk of a supplier's price list, assessed row by row (README 'Price list import'): read and
 * checked, matched to an ingredient, compared with the kitchen's current prices, and (on import)
 * the NEW and CHANGED rows saved as price records exactly as RecordIngredientPrice saves one.
 */

export const STATUSES = ['NEW', 'CHANGED', 'UNCHANGED', 'UNMATCHED', 'DUPLICATE', 'INVALID'] as const;
export type ImportStatus = (typeof STATUSES)[number];

export type AssessedRow = CheckedRow & {
  rowNumber: number;
  status: ImportStatus;
  ingredient: MatchedIngredient | null;
  /** On CHANGED rows: the current price the row replaces. */
  previous: KnownPrice | null;
};

/** The call's default date and currency, checked like a cell; a bad one refuses the call (it applies to every row). */
export function callDefaults(input: Pick<PriceImportInput, 'pricedOn' | 'currency'>, locale: Locale): RowDefaults {
  let pricedOn = todayUtc();
  if (input.pricedOn?.trim()) {
    const read = readDate(input.pricedOn);
    if ('problem' in read) throw badUserInput('pricedOn', t(locale, 'importDateInvalid'));
    const checked = newPrice.shape.pricedOn.safeParse(read.value);
    if (!checked.success)
      throw badUserInput('pricedOn', ruleMessage(checked.error.issues[0], locale, { dateInvalid: 'importDateInvalid' }));
    pricedOn = checked.data;
  }
  let currency: Currency = 'EUR';
  if (input.currency?.trim()) {
    const checked = newPrice.shape.currency.safeParse(readCurrency(input.currency));
    if (!checked.success) throw badUserInput('currency', ruleMessage(checked.error.issues[0], locale));
    currency = checked.data;
  }
  return { pricedOn, currency };
}

/** Floats that were read from the same kind of text are compared with a measurement's margin. */
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** What a unit says for a per-base price: its dimension and how many g, ml or pieces one is. */
export type UnitFactors = Map<string, Pick<UnitDoc, 'dimension' | 'toBase'>>;

/**
 * The price per kg, l or piece, exact to 4 decimals (as the console's `pricePerBase` writes it),
 * with its dimension ('MASS:1.5'); null when the unit converts to nothing (a bunch) or is gone.
 */
export function perBase(priceE4: number, packSize: number, unit: Pick<UnitDoc, 'dimension' | 'toBase'> | undefined): string | null {
  if (!unit || unit.toBase === null || !(unit.toBase > 0) || !(packSize > 0)) return null;
  const base = new Money(packSize).times(unit.toBase).div(unit.dimension === 'COUNT' ? 1 : 1000);
  return `${unit.dimension}:${new Money(priceE4)
    .div(10 ** 4)
    .div(base)
    .toDecimalPlaces(MONEY_DECIMALS)
    .toFixed()}`;
}

/**
 * Says the same as a known price: the same price per kg, l or piece whatever the pack size (5 kg
 * for 10.00 is 1 kg for 2.00), the same currency and usable yield. A unit that converts to nothing
 * compares as the pack: the same size, unit and price.
 */
function unchanged(row: CheckedRow, known: KnownPrice, units: UnitFactors): boolean {
  if (row.packSize === null || row.packUnitId === null || row.packPriceE4 === null) return false;
  if (row.currency !== known.currency || !same(row.yieldPercent ?? NaN, known.yieldPercent)) return false;
  const rowBase = perBase(row.packPriceE4, row.packSize, units.get(row.packUnitId.toHexString()));
  const knownBase = perBase(known.packPriceE4, known.packSize, units.get(known.packUnitId.toHexString()));
  if (rowBase !== null && knownBase !== null) return rowBase === knownBase;
  return same(row.packSize, known.packSize) && row.packUnitId.equals(known.packUnitId) && row.packPriceE4 === known.packPriceE4;
}

/**
 * Every row's status, in the file's order: INVALID when any cell fails (all its errors listed) or
 * its match by hand names an ingredient the kitchen may not use, UNMATCHED without an ingredient,
 * DUPLICATE when an earlier valid row of the chunk took the same ingredient, UNCHANGED when this
 * supplier's current price of it says the same, CHANGED when the ingredient's current price (any
 * supplier) differs, NEW otherwise (none, or another supplier's that says the same). A row matched
 * by hand takes that ingredient over its supplier code and name.
 */
export async function assessRows(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  input: Pick<PriceImportInput, 'supplier' | 'mapping' | 'rows' | 'firstRow' | 'matches'>,
  defaults: RowDefaults,
  locale: Locale,
): Promise<AssessedRow[]> {
  // Any live unit, paused ones too (as RecordIngredientPrice): a score of them, read whole.
  const unitDocs = await catalog.units.find({ ...notDeleted }, { code: 1, name: 1, translations: 1, dimension: 1, toBase: 1 }).lean();
  const units = unitIndex(unitDocs);
  const factors: UnitFactors = new Map(unitDocs.map((u) => [u._id.toHexString(), { dimension: u.dimension, toBase: u.toBase ?? null }]));
  const checked = input.rows.map((cells) => checkRow(cells, input.mapping, units, defaults, locale));
  const supplierKey = nameKey(input.supplier);
  const byHand = new Map(input.matches.map((match) => [match.rowNumber, match.ingredientId]));
  const [found, chosen] = await Promise.all([
    matchIngredients(catalog, kitchenId, supplierKey, checked),
    chosenIngredients(catalog, kitchenId, [...byHand.values()]),
  ]);
  const unavailable: RowError = { field: 'name', message: t(locale, 'importIngredientUnavailable') };
  const matched = checked.map((row, index) => {
    const pick = byHand.get(input.firstRow + index + 2);
    if (pick === undefined) return { row, ingredient: found[index] ?? null };
    const ingredient = chosen.get(pick.toLowerCase()) ?? null;
    return { row: ingredient ? row : { ...row, errors: [...row.errors, unavailable] }, ingredient };
  });
  const ingredients = matched.map((m) => m.ingredient);
  const matchedIds = [...new Map(ingredients.filter((i) => i !== null).map((i) => [i._id.toHexString(), i._id])).values()];
  const prices = await currentPrices(catalog, kitchenId, supplierKey, matchedIds);

  const taken = new Set<string>();
  return matched.map(({ row, ingredient }, index): AssessedRow => {
    const base = { ...row, rowNumber: input.firstRow + index + 2, ingredient, previous: null };
    if (row.errors.length > 0) return { ...base, status: 'INVALID' };
    if (!ingredient) return { ...base, status: 'UNMATCHED' };
    const id = ingredient._id.toHexString();
    if (taken.has(id)) return { ...base, status: 'DUPLICATE' };
    taken.add(id);
    const known = prices.get(id);
    if (known?.fromSupplier && unchanged(row, known.fromSupplier, factors)) return { ...base, status: 'UNCHANGED' };
    if (known && !unchanged(row, known.current, factors)) return { ...base, status: 'CHANGED', previous: known.current };
    return { ...base, status: 'NEW' };
  });
}

/**
 * Saves the NEW and CHANGED rows with one insertMany, each document with its
 * IngredientPriceRecorded in its own outbox (as RecordIngredientPrice). Unordered: should the
 * database refuse one, the others are saved and that row turns INVALID. Returns how many were saved.
 */
export async function saveRows(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  supplier: string,
  rows: AssessedRow[],
  userId: string,
  locale: Locale,
): Promise<number> {
  const toSave = rows.filter((r) => r.status === 'NEW' || r.status === 'CHANGED');
  if (toSave.length === 0) return 0;
  const docs = toSave.map((row) => {
    const price = new catalog.prices({
      kitchenId,
      ingredientId: row.ingredient?._id,
      supplier,
      supplierCode: row.supplierCode,
      packDescription: row.packDescription,
      packSize: row.packSize,
      packUnitId: row.packUnitId,
      packPriceE4: row.packPriceE4,
      currency: row.currency,
      pricedOn: row.pricedOn,
      yieldPercent: row.yieldPercent,
      updatedBy: userId,
    });
    // Built from the cast document, so the event says what is stored.
    price.set('_outbox', [ingredientPriceRecorded(price)]);
    return price;
  });
  try {
    await catalog.prices.insertMany(docs, { ordered: false });
    return docs.length;
  } catch (error) {
    // Which ones the database took: those are saved, the rest are reported on their rows.
    const stored = await catalog.prices
      .find({ _id: { $in: docs.map((d) => d._id) } }, { _id: 1 })
      .lean<Pick<PriceDoc, '_id'>[]>()
      .catch(() => []);
    const ids = new Set(stored.map((d) => d._id.toHexString()));
    const failed: RowError = { field: 'row', message: t(locale, 'serverError') };
    toSave.forEach((row, i) => {
      if (ids.has(docs[i]?._id.toHexString() ?? '')) return;
      row.status = 'INVALID';
      row.errors = [failed];
    });
    if (ids.size === 0) throw error;
    return ids.size;
  }
}

/** A row as the answer shows it: what it says (null where refused), its status and errors. */
export function rowView(row: AssessedRow) {
  return {
    rowNumber: row.rowNumber,
    status: row.status,
    ingredientId: row.ingredient?._id.toHexString() ?? null,
    name: row.name,
    supplierCode: row.supplierCode,
    packSize: row.packSize,
    packUnitId: row.packUnitId?.toHexString() ?? null,
    packPrice: row.packPriceE4 === null ? null : formatPrice(row.packPriceE4),
    pricedOn: row.pricedOn,
    yieldPercent: row.yieldPercent,
    currency: row.currency,
    previousPackPrice: row.previous === null ? null : formatPrice(row.previous.packPriceE4),
    previousPrice: row.previous === null ? null : priceView(row.previous as PriceDoc),
    errors: row.errors,
  };
}

export type PriceImportRowView = ReturnType<typeof rowView>;
