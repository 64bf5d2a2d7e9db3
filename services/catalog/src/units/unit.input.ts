import { z } from 'zod';
import { translationsInput } from '../shared/translations';
import { name, status, unchanged } from '../validation/input';
import { DIMENSIONS, type UnitDimension } from './unit.model';

/** A stable symbol: trimmed, lower case, single spaces ('fl oz'); '' clears. */
const code = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, ' ') || null : v),
  z
    .string({ error: 'unitCodeInvalid' })
    .regex(/^\p{L}[\p{L}\p{N} .]{0,19}$/u, { error: 'unitCodeInvalid' })
    .nullish(),
);

const dimension = z.enum(DIMENSIONS, { error: 'choiceInvalid' });

/** g, ml or pieces per unit; null: converts only to itself. Absent leaves it, null clears it. */
const toBase = z
  .number({ error: 'toBaseInvalid' })
  .gt(0, { error: 'toBaseInvalid' })
  .max(1_000_000, { error: 'toBaseInvalid' })
  .nullable()
  .optional();

export const newUnit = z.object({
  name: name(),
  code,
  dimension: dimension.nullish().transform((v) => v ?? 'COUNT'),
  toBase: toBase.transform((v) => v ?? null),
  status: unchanged(status),
  translations: translationsInput,
});

export const unitChange = z.object({
  name: unchanged(name()),
  code,
  dimension: unchanged(dimension),
  toBase,
  status: unchanged(status),
  translations: translationsInput,
});

/** Mass and volume convert through their factor, so they must have one; a count may (piece = 1) or not (bunch). */
export const needsFactor = (dim: UnitDimension, factor: number | null | undefined) => dim !== 'COUNT' && (factor ?? null) === null;
