import { strToU8, zipSync } from 'fflate';

/** A cell of the test sheet: text, a number, or a day number shown as a date (Excel's built-in date format 14). */
export type XlsxCell = string | number | { day: number } | null;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const letter = (index: number) => String.fromCharCode(65 + index);

function cell(ref: string, value: XlsxCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'object') return `<c r="${ref}" s="1"><v>${value.day}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
}

/**
 * The smallest .xlsx a spreadsheet writes, made here so the test shows what it holds: one sheet of
 * `rows` (inline text, numbers, one date style), zipped as Excel zips it.
 */
export function xlsxBytes(rows: XlsxCell[][]): Uint8Array<ArrayBuffer> {
  const data = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(`${letter(c)}${r + 1}`, value)).join('')}</row>`)
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const files: Record<string, string> = {
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${xml}<workbook xmlns="${main}" xmlns:r="${officeRels}"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${xml}<Relationships xmlns="${rels}"><Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${officeRels}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${xml}<styleSheet xmlns="${main}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/worksheets/sheet1.xml': `${xml}<worksheet xmlns="${main}"><sheetData>${data}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}
