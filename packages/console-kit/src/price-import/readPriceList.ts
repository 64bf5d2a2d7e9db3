/** A price list as read in the browser: the header row, then the data rows as text cells. */
export type PriceList = {
  fileName: string;
  /** The first non-empty row's cells. */
  headers: string[];
  /** The rows under the header, in file order (empty rows kept in place, so numbers stay the file's; none after the last filled one). */
  rows: string[][];
  /** The header's 0-based index in the file (almost always 0): data row d is the file's row headerIndex + d + 2. */
  headerIndex: number;
  /** The rows with anything in them. */
  count: number;
};

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/**
 * What an .xlsx may unpack to: a 5,000-row list of 30 columns is a few MB of XML, and a 2 MB zip
 * inflated ~1,020 times (2 GB in the admin's tab) before it was bounded (#43).
 */
export const MAX_UNPACKED_BYTES = 24 * 1024 * 1024;
export const MAX_ROWS = 5000;
/** Cells a sheet may hold, empty ones included: 5,000 rows of 30 columns, twice over. */
export const MAX_CELLS = 300_000;
/** Compressed bytes inflated at a time, so the count stops a bomb within one step (≤ ~16 MB out). */
const STEP = 16 * 1024;
/** The catalog refuses a cell over 200 characters (its row turns INVALID); longer text is cut just past that, so the request stays small. */
const MAX_CELL = 201;

export type PriceListProblem =
  | { code: 'TYPE' }
  | { code: 'TOO_LARGE'; bytes: number }
  | { code: 'EMPTY' }
  | { code: 'NO_ROWS' }
  | { code: 'TOO_MANY_ROWS'; rows: number }
  | { code: 'TOO_BIG_UNPACKED' }
  | { code: 'UNREADABLE' };

/** Why a file cannot be imported, said by the page in the person's language. */
export class PriceListError extends Error {
  constructor(readonly problem: PriceListProblem) {
    super(problem.code);
    this.name = 'PriceListError';
  }
}

type Kind = 'csv' | 'xlsx';

function kindOf(file: File): Kind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx') || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return null;
}

/** The file's bytes (FileReader: every browser has it, and so does jsdom, whose Blob has no arrayBuffer()). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** UTF-8 (with or without a byte order mark), else Windows-1252, which is what spreadsheets in Western Europe save CSV as. */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function readCsv(file: File): Promise<string[][]> {
  const text = decodeText(await readBytes(file));
  const { parseCsv } = await import('../common/csv.js');
  return parseCsv(text);
}

/** An .xlsx cell as the catalog reads it: numbers as written (7.5, an Excel day number), dates as YYYY-MM-DD, TRUE/FALSE. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/**
 * An .xlsx as read-excel-file can read it on any page: its XML parts (the rest is left out) stored
 * uncompressed. read-excel-file's unzipper (fflate) inflates a part over 512 KB (a sheet of a few
 * thousand rows) in a `blob:` Web Worker, which the pages' Content-Security-Policy does not allow
 * (workers fall under script-src: 'self' and the remotes); inflated here, on the page's thread with
 * fflate's streaming unzip, the workbook needs no worker. The zip is fed a step at a time and the
 * output counted, whatever sizes its headers claim: past MAX_UNPACKED_BYTES it stops (TOO_BIG_UNPACKED).
 */
export async function storedWorkbook(bytes: Uint8Array): Promise<ArrayBuffer> {
  const { Unzip, UnzipInflate, zipSync } = await import('fflate');
  const parts: Record<string, Uint8Array> = {};
  const pending: Record<string, Uint8Array[]> = {};
  let unpacked = 0;
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    if (!/\.(xml|rels)$/i.test(file.name)) return;
    const chunks: Uint8Array[] = (pending[file.name] = []);
    file.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      unpacked += chunk.length;
      if (unpacked > MAX_UNPACKED_BYTES) {
        failure ??= new PriceListError({ code: 'TOO_BIG_UNPACKED' });
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) parts[file.name] = joined(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure; at += STEP) unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  if (failure) throw failure;
  const stored = zipSync(parts, { level: 0 });
  return stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer;
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The first sheet of an .xlsx, read by read-excel-file. */
async function readXlsx(file: File): Promise<string[][]> {
  const [workbook, { readSheet }] = await Promise.all([
    readBytes(file).then((bytes) => storedWorkbook(new Uint8Array(bytes))),
    import('read-excel-file/universal'),
  ]);
  const sheet = await readSheet(workbook);
  const cells = sheet.reduce((n, row) => n + row.length, 0);
  if (sheet.length > MAX_ROWS * 2 || cells > MAX_CELLS) throw new PriceListError({ code: 'TOO_BIG_UNPACKED' });
  return sheet.map((row) => row.map(cellText));
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * A cell written by an export that defuses formulas ("'=Sauce") reads as it was ('=Sauce'), so an
 * exported list comes back unchanged; other text is kept as is, cut at 201 characters.
 */
function cleanCell(cell: string): string {
  const text = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
  return text.length > MAX_CELL ? text.slice(0, MAX_CELL) : text;
}

/** Rows read from a file as a price list: the first non-empty row is the header; refuses an empty or too long one. */
export function toPriceList(fileName: string, raw: string[][]): PriceList {
  const cells = raw.map((row) => row.map((cell) => cleanCell(cell ?? '')));
  const headerIndex = cells.findIndex((row) => !isBlank(row));
  if (headerIndex < 0) throw new PriceListError({ code: 'EMPTY' });
  let end = cells.length;
  while (end > headerIndex + 1 && isBlank(cells[end - 1]!)) end -= 1;
  const rows = cells.slice(headerIndex + 1, end);
  const count = rows.filter((row) => !isBlank(row)).length;
  if (count === 0) throw new PriceListError({ code: 'NO_ROWS' });
  if (count > MAX_ROWS) throw new PriceListError({ code: 'TOO_MANY_ROWS', rows: count });
  return { fileName, headers: cells[headerIndex]!.map((cell) => cell.trim()), rows, headerIndex, count };
}

/**
 * Reads a supplier's price list in the browser: CSV through papaparse, .xlsx through
 * read-excel-file (and fflate), each loaded only now (their own chunks). At most 2 MB, unpacked to
 * at most 24 MB and 300,000 cells, and 5,000 rows.
 */
export async function readPriceList(file: File): Promise<PriceList> {
  const kind = kindOf(file);
  if (!kind) throw new PriceListError({ code: 'TYPE' });
  if (file.size > MAX_FILE_BYTES) throw new PriceListError({ code: 'TOO_LARGE', bytes: file.size });
  if (file.size === 0) throw new PriceListError({ code: 'EMPTY' });
  let raw: string[][];
  try {
    raw = kind === 'csv' ? await readCsv(file) : await readXlsx(file);
  } catch (error) {
    throw error instanceof PriceListError ? error : new PriceListError({ code: 'UNREADABLE' });
  }
  return toPriceList(file.name, raw);
}

export const isBlankRow = isBlank;
