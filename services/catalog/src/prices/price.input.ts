import { OBJECT_ID, optionalName } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import { objectId, unchanged } from '../validation/input';
import { parsePrice } from './money';
import { CURRENCIES } from './price.model';

/*
 * A purchase price's fields (README 'Prices'). Every field is nullable in the schema, so a missing
 * one is answered here, with its field and a message in the caller's language.
 */

/** 'required' when nothing was sent, else the field's own message. */
const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : message),
});

const id = z
  .string(requiredOr('idInvalid'))
  .regex(OBJECT_ID, { error: 'idInvalid' })
  .transform((v) => new Types.ObjectId(v));

const packSize = z
  .number(requiredOr('packSizeInvalid'))
  .min(0.001, { error: 'packSizeInvalid' })
  .max(1_000_000, { error: 'packSizeInvalid' });

/** Decimal text ("12.50"), kept as exact ten-thousandths (money.ts). */
const packPrice = z
  .string(requiredOr('priceInvalid'))
  .trim()
  .min(1, { error: 'required' })
  .refine((text) => parsePrice(text) !== null, { error: 'priceInvalid' })
  .transform((text) => parsePrice(text) as number);

const currency = z
  .string(requiredOr('choiceInvalid'))
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: 'choiceInvalid' }));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists (2026-02-30 does not). */
function isRealDate(text: string): boolean {
  const [, year, month, day] = DATE.exec(text) ?? [];
  if (!year || !month || !day) return false;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return date.toISOString().slice(0, 10) === text;
}

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Today in UTC: where a new price's date defaults to. */
export const todayUtc = () => utcDay();

/** YYYY-MM-DD, a real date, at most one day ahead of today in UTC (a kitchen east of UTC is already in tomorrow). */
const pricedOn = z
  .string(requiredOr('dateInvalid'))
  .trim()
  .refine(isRealDate, { error: 'dateInvalid', abort: true })
  .refine((day) => day <= utcDay(1), { error: 'pricedOnFuture' });

const yieldPercent = z.number(requiredOr('yieldInvalid')).gt(0, { error: 'yieldInvalid' }).max(100, { error: 'yieldInvalid' });

/** '' and null clear them (absent keeps them on an update). */
const texts = {
  supplier: optionalName(100),
  supplierCode: optionalName(50),
  packDescription: optionalName(100),
};

export const newPrice = z.object({
  /** A super admin's choice of kitchen; a kitchen admin's price is always their kitchen's (access/scope.ts). */
  kitchenId: objectId.nullish(),
  ingredientId: id,
  supplier: texts.supplier,
  supplierCode: texts.supplierCode,
  packDescription: texts.packDescription,
  packSize,
  packUnitId: id,
  packPrice,
  currency: currency.nullish().transform((v) => v ?? 'EUR'),
  pricedOn: pricedOn.nullish().transform((v) => v ?? todayUtc()),
  yieldPercent: yieldPercent.nullish().transform((v) => v ?? 100),
});

/** Fields given change; absent or null ones that every price has stay. The kitchen is ignored, the ingredient may only be repeated. */
export const priceChange = z.object({
  kitchenId: objectId.nullish(),
  ingredientId: objectId.nullish(),
  supplier: texts.supplier,
  supplierCode: texts.supplierCode,
  packDescription: texts.packDescription,
  packSize: unchanged(packSize),
  packUnitId: unchanged(id),
  packPrice: unchanged(packPrice),
  currency: unchanged(currency),
  pricedOn: unchanged(pricedOn),
  yieldPercent: unchanged(yieldPercent),
});

export type NewPrice = z.infer<typeof newPrice>;
export type PriceChange = z.infer<typeof priceChange>;
