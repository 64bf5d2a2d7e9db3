import { COMMON_MESSAGE_KEYS, type Locale } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import type { z } from 'zod';
import { MESSAGE_KEYS, t, type MessageKey } from '../i18n/messages';
import { nameKey } from '../ingredients/name-key';
import { newPrice } from '../prices/price.input';
import type { Currency } from '../prices/price.model';
import type { UnitDoc } from '../units/unit.model';
import { readCurrency, readDate, readDecimal, readPercent, readPrice, type CellProblem } from './cells';
import { MAX_CELL, MAX_COLUMNS } from './import.input';
import { MAPPING_KEYS, type ColumnMapping, type MappingKey } from './mapping.model';

/*
 * One row of a price list, read through its mapping and checked by the very rules a price input
 * is checked by (newPrice in prices/price.input.ts, field by field), so that what the preview
 * accepts is what RecordIngredientPrice would accept. Every failing cell is listed, not the first.
 */

export type RowError = { field: MappingKey | 'row'; message: string };

/** What a row says, each value null where its cell is empty, unmapped or refused. */
export type CheckedRow = {
  name: string | null;
  supplierCode: string | null;
  packDescription: string | null;
  packSize: number | null;
  packUnitId: Types.ObjectId | null;
  packPriceE4: number | null;
  pricedOn: string | null;
  yieldPercent: number | null;
  currency: Currency | null;
  errors: RowError[];
};

/** The call's defaults for rows whose date or currency column is unmapped or empty (already checked). */
export type RowDefaults = { pricedOn: string; currency: Currency };

/** Units by their code, base name and every translation, folded (no case or accents): 'KG', 'Stück', 'pièce'. */
export type UnitIndex = Map<string, Types.ObjectId>;

export function unitIndex(units: Pick<UnitDoc, '_id' | 'code' | 'name' | 'translations'>[]): UnitIndex {
  const index: UnitIndex = new Map();
  const add = (text: string | null | undefined, id: Types.ObjectId) => {
    const key = text ? nameKey(text) : '';
    if (key && !index.has(key)) index.set(key, id);
  };
  // A code wins over a name, a base name over a translation, where two units would share one.
  for (const unit of units) add(unit.code, unit._id);
  for (const unit of units) add(unit.name, unit._id);
  for (const unit of units) for (const text of Object.values(unit.translations ?? {})) add(text, unit._id);
  return index;
}

const KNOWN = new Set<string>([...COMMON_MESSAGE_KEYS, ...MESSAGE_KEYS]);

/** A price rule's failure in the caller's language (as service-kit's input parser words it). */
export function ruleMessage(issue: z.core.$ZodIssue | undefined, locale: Locale, rename: Partial<Record<string, MessageKey>> = {}): string {
  const stated = issue?.message ?? '';
  const key = (rename[stated] ?? (KNOWN.has(stated) ? stated : 'required')) as MessageKey;
  return t(locale, key, { max: issue?.code === 'too_big' ? Number(issue.maximum) : 0 });
}

const rules = newPrice.shape;

/** Errors are listed in the mapping's order, a row's own first. */
const ORDER: RowError['field'][] = ['row', ...MAPPING_KEYS];

/**
 * Reads and checks one row. `cells` as the client parsed them (papaparse, read-excel-file): text
 * or null, indexed by the file's columns.
 */
export function checkRow(
  cells: readonly (string | null)[],
  mapping: ColumnMapping,
  units: UnitIndex,
  defaults: RowDefaults,
  locale: Locale,
): CheckedRow {
  const errors: RowError[] = [];
  const fail = (field: MappingKey, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  if (cells.length > MAX_COLUMNS) errors.push({ field: 'row', message: t(locale, 'importTooManyColumns') });

  /** The trimmed cell of a field, null when unmapped or empty, undefined when too long to read (already refused). */
  const cell = (field: MappingKey): string | null | undefined => {
    const column = mapping[field];
    const text = column === null ? null : (cells[column] ?? null);
    if (text === null) return null;
    if (text.length > MAX_CELL) {
      fail(field, t(locale, 'tooLong', { max: MAX_CELL }));
      return undefined;
    }
    return text.trim() || null;
  };
  /** A price rule applied to a read value; null (and the rule's message) when it fails. */
  const rule = <T>(field: MappingKey, schema: z.ZodType<T>, value: unknown, rename?: Partial<Record<string, MessageKey>>): T | null => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    fail(field, ruleMessage(result.error.issues[0], locale, rename));
    return null;
  };
  /** A cell that could not be read: its own message, else the field's rule's. */
  const problem = (field: MappingKey, found: CellProblem, fallback: MessageKey) =>
    fail(field, t(locale, found.key === 'invalid' ? fallback : found.key));

  const name = cell('name') ?? null;
  const supplierCode = rule('supplierCode', rules.supplierCode, cell('supplierCode')) ?? null;
  const packDescription = rule('packDescription', rules.packDescription, cell('packDescription')) ?? null;

  let packSize: number | null = null;
  const sizeCell = cell('packSize');
  if (sizeCell === null) fail('packSize', t(locale, 'required'));
  else if (sizeCell !== undefined) {
    const size = readDecimal(sizeCell);
    if ('problem' in size) problem('packSize', size.problem, 'packSizeInvalid');
    else packSize = rule('packSize', rules.packSize, Number(size.value));
  }

  let packUnitId: Types.ObjectId | null = null;
  const unitCell = cell('packUnit');
  if (unitCell === null) fail('packUnit', t(locale, 'required'));
  else if (unitCell !== undefined) {
    packUnitId = units.get(nameKey(unitCell)) ?? null;
    if (!packUnitId) fail('packUnit', t(locale, 'unitUnknown'));
  }

  // The currency column, else the price's own symbol or code, else the call's default.
  const currencyCell = cell('currency');
  const currencyText = currencyCell ? readCurrency(currencyCell) : null;
  let priceText: string | null = null;
  let priceCurrency: Currency | null = null;
  const priceCell = cell('packPrice');
  if (priceCell === null) fail('packPrice', t(locale, 'required'));
  else if (priceCell !== undefined) {
    const price = readPrice(priceCell);
    if ('problem' in price) problem('packPrice', price.problem, 'priceInvalid');
    else [priceText, priceCurrency] = [price.value.amount, price.value.currency];
  }
  const currency =
    currencyCell === undefined
      ? null
      : (rule('currency', rules.currency, currencyText ?? priceCurrency ?? defaults.currency) as Currency | null);
  let packPriceE4: number | null = null;
  if (priceText !== null) {
    if (priceCurrency && currency && priceCurrency !== currency) {
      fail('packPrice', t(locale, 'importPriceCurrency', { found: priceCurrency, currency }));
    } else packPriceE4 = rule('packPrice', rules.packPrice, priceText);
  }

  let pricedOn: string | null = null;
  const dateCell = cell('pricedOn');
  if (dateCell !== undefined) {
    const date = dateCell === null ? { value: defaults.pricedOn } : readDate(dateCell);
    if ('problem' in date) problem('pricedOn', date.problem, 'importDateInvalid');
    else pricedOn = rule('pricedOn', rules.pricedOn, date.value, { dateInvalid: 'importDateInvalid' });
  }

  let yieldPercent: number | null = null;
  const yieldCell = cell('yieldPercent');
  if (yieldCell !== undefined) {
    const read = yieldCell === null ? { value: 100 } : readPercent(yieldCell);
    if ('problem' in read) problem('yieldPercent', read.problem, 'yieldInvalid');
    else yieldPercent = rule('yieldPercent', rules.yieldPercent, read.value);
  }

  if (name === null && supplierCode === null && !errors.some((e) => e.field === 'name' || e.field === 'supplierCode')) {
    fail(mapping.name !== null ? 'name' : 'supplierCode', t(locale, 'required'));
  }
  errors.sort((a, b) => ORDER.indexOf(a.field) - ORDER.indexOf(b.field));
  return { name, supplierCode, packDescription, packSize, packUnitId, packPriceE4, pricedOn, yieldPercent, currency, errors };
}
