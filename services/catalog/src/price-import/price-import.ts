import { notDeleted } from '@brigade/events';
import { badUserInput, type Locale } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { Catalog } from '../deps';
import { t } from '../i18n/messages';
import { nameKey } from '../ingredients/name-key';
import { formatPrice } from '../prices/money';
import { ingredientPriceRecorded } from '../prices/price-events';
import { newPrice, todayUtc } from '../prices/price.input';
import type { Currency, PriceDoc } from '../prices/price.model';
import { readCurrency, readDate } from './cells';
import type { PriceImportInput } from './import.input';
import { currentPrices, matchIngredients, type KnownPrice, type MatchedIngredient } from './matching';
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
  previousPackPriceE4: number | null;
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

/** The same pack, unit, price, currency and usable yield: importing it again records nothing. */
function unchanged(row: CheckedRow, known: KnownPrice): boolean {
  return (
    same(row.packSize ?? NaN, known.packSize) &&
    row.packUnitId !== null &&
    row.packUnitId.equals(known.packUnitId) &&
    row.packPriceE4 === known.packPriceE4 &&
    row.currency === known.currency &&
    same(row.yieldPercent ?? NaN, known.yieldPercent)
  );
}

/**
 * Every row's status, in the file's order: INVALID when any cell fails (all its errors listed),
 * UNMATCHED without an ingredient, DUPLICATE when an earlier valid row of the chunk took the same
 * ingredient, UNCHANGED when this supplier's current price of it says the same, CHANGED when the
 * ingredient's current price (any supplier) differs, NEW otherwise (none, or another supplier's that
 * says the same).
 */
export async function assessRows(
  catalog: Catalog,
  kitchenId: Types.ObjectId,
  input: Pick<PriceImportInput, 'supplier' | 'mapping' | 'rows' | 'firstRow'>,
  defaults: RowDefaults,
  locale: Locale,
): Promise<AssessedRow[]> {
  // Any live unit, paused ones too (as RecordIngredientPrice): a score of them, read whole.
  const units = unitIndex(await catalog.units.find({ ...notDeleted }, { code: 1, name: 1, translations: 1 }).lean());
  const checked = input.rows.map((cells) => checkRow(cells, input.mapping, units, defaults, locale));
  const supplierKey = nameKey(input.supplier);
  const ingredients = await matchIngredients(catalog, kitchenId, supplierKey, checked);
  const matchedIds = [...new Map(ingredients.filter((i) => i !== null).map((i) => [i._id.toHexString(), i._id])).values()];
  const prices = await currentPrices(catalog, kitchenId, supplierKey, matchedIds);

  const taken = new Set<string>();
  return checked.map((row, index): AssessedRow => {
    const ingredient = ingredients[index] ?? null;
    const base = { ...row, rowNumber: input.firstRow + index + 2, ingredient, previousPackPriceE4: null };
    if (row.errors.length > 0) return { ...base, status: 'INVALID' };
    if (!ingredient) return { ...base, status: 'UNMATCHED' };
    const id = ingredient._id.toHexString();
    if (taken.has(id)) return { ...base, status: 'DUPLICATE' };
    taken.add(id);
    const known = prices.get(id);
    if (known?.fromSupplier && unchanged(row, known.fromSupplier)) return { ...base, status: 'UNCHANGED' };
    if (known && !unchanged(row, known.current)) return { ...base, status: 'CHANGED', previousPackPriceE4: known.current.packPriceE4 };
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
    previousPackPrice: row.previousPackPriceE4 === null ? null : formatPrice(row.previousPackPriceE4),
    errors: row.errors,
  };
}

export type PriceImportRowView = ReturnType<typeof rowView>;
