import { IMPORT_FIELDS, type ColumnMapping } from './fields';
import { isBlankRow, type PriceList } from './readPriceList';

/** One call's worth of a price list: contiguous rows from `firstRow` (so the catalog numbers them as the file does). */
export type Chunk = {
  /** The first row's offset as the catalog counts it: rowNumber = firstRow + index + 2. */
  firstRow: number;
  /** Each row as sent: only the mapped columns' text (null elsewhere, and for empty cells). */
  rows: (string | null)[][];
  /** Each row's index in PriceList.rows. */
  lines: number[];
  /** Which rows are empty in the file: sent to keep the numbering, their answers are not shown. */
  blank: boolean[];
  /** The rows with anything in them (what progress counts). */
  count: number;
};

/** The catalog's limit per call. */
export const CHUNK_ROWS = 500;
/**
 * The gateway refuses request bodies over 100 kB. The rows of one call stay under this many bytes
 * of JSON, leaving room for the query, the mapping and the rest of the input.
 */
export const CHUNK_BYTES = 78_000;
/**
 * What a row's manual match adds to its call, should the person match it by hand after the list was cut
 * (`{"rowNumber":123456,"ingredientId":"<24 hex>"},`): every row is counted with it, so a chunk whose rows
 * are all matched still fits.
 */
export const MATCH_BYTES = 64;

const encoder = new TextEncoder();

/** A row as sent: as wide as the last mapped column, the mapped cells' text (trimmed; null when empty), null for the others. */
export function projectRow(row: string[], mapping: ColumnMapping): (string | null)[] {
  const columns = IMPORT_FIELDS.map((field) => mapping[field]).filter((column): column is number => column !== null);
  const mapped = new Set(columns);
  const width = Math.max(-1, ...columns) + 1;
  return Array.from({ length: width }, (_, column) => {
    const text = mapped.has(column) ? (row[column] ?? '').trim() : '';
    return text === '' ? null : text;
  });
}

/**
 * A price list cut into calls, in file order: at most `maxRows` rows and `maxBytes` bytes of row
 * JSON each, whichever comes first (a list with long cells gets smaller chunks).
 */
export function planChunks(list: PriceList, mapping: ColumnMapping, maxRows = CHUNK_ROWS, maxBytes = CHUNK_BYTES): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  let bytes = 0;
  list.rows.forEach((row, line) => {
    const sent = projectRow(row, mapping);
    const size = encoder.encode(JSON.stringify(sent)).length + 1 + MATCH_BYTES;
    if (!current || current.rows.length >= maxRows || bytes + size > maxBytes) {
      current = { firstRow: list.headerIndex + line, rows: [], lines: [], blank: [], count: 0 };
      chunks.push(current);
      bytes = 2;
    }
    const blank = isBlankRow(row);
    current.rows.push(sent);
    current.lines.push(line);
    current.blank.push(blank);
    if (!blank) current.count += 1;
    bytes += size;
  });
  return chunks;
}
