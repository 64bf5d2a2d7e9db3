import type { PriceImportMapping } from '../__generated__/graphql';

// Catalog's MAPPING_KEYS (services/catalog/src/price-import/mapping.model.ts) is this list too: change both together.
/**
 * The fields of a price list row, as the catalog's PriceImportMapping names them (0-based column
 * per field). `name` or `supplierCode` finds the ingredient; `packSize`, `packUnit` and `packPrice`
 * make the price; the rest have defaults (today, the kitchen's currency, 100 % usable).
 */
export const IMPORT_FIELDS = [
  'name',
  'supplierCode',
  'packDescription',
  'packSize',
  'packUnit',
  'packPrice',
  'pricedOn',
  'yieldPercent',
  'currency',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (0-based) holds each field; null: not in this file. */
export type ColumnMapping = Record<ImportField, number | null>;

/** The catalog reads columns 0 to 29 of a row. */
export const MAX_COLUMNS = 30;

export const emptyMapping = (): ColumnMapping => Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ColumnMapping;

/** What a mapping still lacks before rows can be checked: a way to find the ingredient, and the pack's size, unit and price. */
export type MappingProblem = 'nameOrCode' | 'packSize' | 'packUnit' | 'packPrice';

export function mappingProblems(mapping: ColumnMapping): MappingProblem[] {
  const problems: MappingProblem[] = [];
  if (mapping.name === null && mapping.supplierCode === null) problems.push('nameOrCode');
  for (const field of ['packSize', 'packUnit', 'packPrice'] as const) if (mapping[field] === null) problems.push(field);
  return problems;
}

/** A remembered mapping (getPriceImportMapping) as this file's, or null when one of its columns is not in the file. */
export function fittingMapping(
  remembered: Partial<Record<ImportField, number | null>> | null | undefined,
  columns: number,
): ColumnMapping | null {
  if (!remembered) return null;
  const mapping = emptyMapping();
  for (const field of IMPORT_FIELDS) {
    const column = remembered[field];
    if (column === null || column === undefined) continue;
    if (column < 0 || column >= Math.min(columns, MAX_COLUMNS)) return null;
    mapping[field] = column;
  }
  return mappingProblems(mapping).length ? null : mapping;
}

/** The mapping as the catalog takes it (PriceImportMapping): only the fields in the file. */
export function mappingInput(mapping: ColumnMapping): PriceImportMapping {
  return Object.fromEntries(IMPORT_FIELDS.filter((field) => mapping[field] !== null).map((field) => [field, mapping[field]]));
}

/** 'A', 'B', ... 'Z', 'AA': a column as a spreadsheet names it. */
export function columnLetter(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
