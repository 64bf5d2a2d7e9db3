import { requiredName } from '@brigade/service-kit';
import { z } from 'zod';
import { MAPPING_KEYS, type ColumnMapping, type MappingKey } from './mapping.model';

/** What one call may carry (README 'Price list import'): the client sends a longer list in chunks of this many rows. */
export const MAX_ROWS = 500;
export const MAX_COLUMNS = 30;
export const MAX_CELL = 200;

/** Columns a price cannot be read without; the name or the supplier code is needed too. */
const REQUIRED_COLUMNS: readonly MappingKey[] = ['packSize', 'packUnit', 'packPrice'];

const columnError = { error: 'importColumnInvalid' };
const column = z
  .number(columnError)
  .int(columnError)
  .min(0, columnError)
  .max(MAX_COLUMNS - 1, columnError)
  .nullish()
  .transform((v) => v ?? null);

/** 0-based column per field; a field's column may be left out (null) unless a price needs it. */
export const columnMapping = z
  .object(Object.fromEntries(MAPPING_KEYS.map((key) => [key, column])) as Record<MappingKey, typeof column>)
  .superRefine((mapping, ctx) => {
    if (mapping.name === null && mapping.supplierCode === null)
      ctx.addIssue({ code: 'custom', message: 'importNameOrCode', path: ['name'] });
    for (const key of REQUIRED_COLUMNS) if (mapping[key] === null) ctx.addIssue({ code: 'custom', message: 'required', path: [key] });
  })
  .transform((mapping) => mapping as ColumnMapping);

/**
 * One chunk of a price list. The rows' cells are checked row by row (row-check.ts): a bad cell
 * makes its row INVALID, never the call. Only what applies to every row refuses the call.
 */
/** A row matched by hand: its file row number and the ingredient it takes (checked against what the kitchen sees, price-import.ts). */
const rowMatch = z.object({
  rowNumber: z.number({ error: 'importMatchRow' }).int({ error: 'importMatchRow' }),
  ingredientId: z.string({ error: 'required' }).max(100, { error: 'importIngredientUnavailable' }),
});

export const priceImportInput = z
  .object({
    /** A super admin's choice of kitchen; a kitchen admin's import is always their kitchen's (access/scope.ts). */
    kitchenId: z.string().nullish(),
    supplier: requiredName(100),
    mapping: columnMapping,
    rows: z.array(z.array(z.string().nullable()), { error: 'required' }).max(MAX_ROWS, { error: 'importTooManyRows' }),
    /** The chunk's offset in the file: row numbers in the answer are the file's. */
    firstRow: z
      .number({ error: 'orderInvalid' })
      .int({ error: 'orderInvalid' })
      .min(0, { error: 'orderInvalid' })
      .max(1_000_000, { error: 'orderInvalid' })
      .nullish()
      .transform((v) => v ?? 0),
    /** Defaults for rows whose column is unmapped or empty; read and checked like a cell (price-import.ts). */
    pricedOn: z.string().nullish(),
    currency: z.string().nullish(),
    matches: z
      .array(rowMatch)
      .max(MAX_ROWS, { error: 'importTooManyRows' })
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((input, ctx) => {
    // Each match names a row of this chunk, once: row numbers are the file's (firstRow + index + 2).
    const first = input.firstRow + 2;
    const seen = new Set<number>();
    input.matches.forEach((match, index) => {
      const inChunk = match.rowNumber >= first && match.rowNumber < first + input.rows.length;
      if (!inChunk || seen.has(match.rowNumber))
        ctx.addIssue({ code: 'custom', message: 'importMatchRow', path: ['matches', index, 'rowNumber'] });
      seen.add(match.rowNumber);
    });
  });

export type PriceImportInput = z.infer<typeof priceImportInput>;

/** getPriceImportMapping's arguments. */
export const mappingLookup = z.object({ kitchenId: z.string().nullish(), supplier: requiredName(100) });

/** searchPriceImportIngredients' arguments: what the matching select shows at most, for a name typed. */
export const SEARCH_LIMIT = 20;
export const ingredientSearch = z.object({ kitchenId: z.string().nullish(), search: requiredName(100) });
