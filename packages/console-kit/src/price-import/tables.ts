import type { CsvTable } from '../common/csv';
import type { ExportedPrice } from './queries';

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
 * Written by `common/csv` (`writeCsv`, `downloadCsv`).
 */
export function pricesTable(headers: PriceHeaders, prices: ExportedPrice[]): CsvTable {
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
  return { fields, data };
}

/** The rows not imported as the file had them, under its own header, each with the reason in a last column: fix and import again. */
export function rowsTable(header: string[], rows: { cells: string[]; reason: string }[], reasonHeader: string): CsvTable {
  const width = Math.max(header.length, ...rows.map((row) => row.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return { fields: [...pad(header), reasonHeader], data: rows.map((row) => [...pad(row.cells), row.reason]) };
}
