import Papa from 'papaparse';
import type { ExportedPrice } from './queries';

/**
 * CSV read and written with papaparse, in a chunk of its own loaded when a list is read or written.
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return first, or a minus not
 * starting a number) gets a leading apostrophe; the importer takes it off again.
 */
const FORMULA = /^[=+@\t\r]|^-(?!\d+(?:\.\d+)?$)/;

/** A CSV's rows as text cells, with whichever separator it uses: comma, semicolon (most European spreadsheets), tab or bar. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] }).data;
}

const unparse = (fields: string[], data: (string | number)[][]) => Papa.unparse({ fields, data }, { escapeFormulae: FORMULA });

/** The export's columns, in this order; the headers are the import's field labels in the person's language. */
export type PriceHeaders = {
  name: string;
  supplier: string;
  supplierCode: string;
  packDescription: string;
  packSize: string;
  packUnit: string;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: string;
};

/**
 * The kitchen's current prices as the importer reads them back: the ingredient's name, the supplier
 * and their code, the pack (description, size, unit code), the price as the catalog's exact decimal
 * text, its currency, date (YYYY-MM-DD) and usable yield; numbers with a dot, no currency signs.
 */
export function pricesCsv(headers: PriceHeaders, prices: ExportedPrice[]): string {
  const data = prices.map((price) => [
    price.ingredient?.name ?? '',
    price.supplier ?? '',
    price.supplierCode ?? '',
    price.packDescription ?? '',
    String(price.packSize),
    price.packUnit?.code ?? price.packUnit?.name ?? '',
    price.packPrice,
    price.currency,
    price.pricedOn,
    String(price.yieldPercent),
  ]);
  const fields = [
    headers.name,
    headers.supplier,
    headers.supplierCode,
    headers.packDescription,
    headers.packSize,
    headers.packUnit,
    headers.packPrice,
    headers.currency,
    headers.pricedOn,
    headers.yieldPercent,
  ];
  return unparse(fields, data);
}

/** The rows not imported as the file had them, under its own header, each with the reason in a last column: fix and import again. */
export function rowsCsv(header: string[], rows: { cells: string[]; reason: string }[], reasonHeader: string): string {
  const width = Math.max(header.length, ...rows.map((row) => row.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return unparse(
    [...pad(header), reasonHeader],
    rows.map((row) => [...pad(row.cells), row.reason]),
  );
}

/** Hands the text to the browser as a file (UTF-8 with a byte order mark, so spreadsheets read accents right). */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: some browsers read the file a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
