import Papa from 'papaparse';

/**
 * The consoles' one way to read and write CSV, with papaparse. Screens load this module with
 * `import()` only when a file is read or written, so papaparse stays out of their first chunk; what
 * goes in a file is built beforehand as a `CsvTable` (plain data, no papaparse).
 */

/** A file's header and rows: text, or numbers written as they are. */
export type CsvTable = { fields: string[]; data: (string | number)[][] };

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return first, or a minus not
 * starting a number) is written with a leading apostrophe, which the price import takes off again;
 * negative numbers stay numbers.
 */
const FORMULA = /^[=+@\t\r]|^-(?!\d+(?:\.\d+)?$)/;

/** A CSV's rows as text cells, with whichever separator it uses: comma, semicolon (most European spreadsheets), tab or bar. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] }).data;
}

/** The table as CSV text: comma-separated, quoted where needed, formula-like cells defused, CRLF between rows. */
export function writeCsv(table: CsvTable): string {
  return Papa.unparse({ fields: table.fields, data: table.data }, { escapeFormulae: FORMULA });
}

/** Writes the table and hands it to the browser as a file (UTF-8 with a byte order mark, so spreadsheets read accents right). */
export function downloadCsv(table: CsvTable, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', writeCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: some browsers read the file a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
