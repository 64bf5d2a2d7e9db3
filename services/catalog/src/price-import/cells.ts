import { CURRENCIES, type Currency } from '../prices/price.model';

/*
 * What a price list's cells say, read the way suppliers write them (README 'Price list import'),
 * turned into what a price input takes: decimal text with a dot, numbers, YYYY-MM-DD. Only the
 * writing is read here; the price rules themselves (ranges, decimals, real dates) stay in
 * prices/price.input.ts and are applied to what these return.
 */

/** A cell that could not be read, by its message key (and values for the message). */
export type CellProblem = { key: 'importThousands' | 'importDateInvalid' | 'invalid' };

export type Read<T> = { value: T } | { problem: CellProblem };

const SPACES = /[\s\u00a0\u202f]+/g;

/**
 * Grouped digits: '1.234,50', '1,234.50', '1 234', "1'234", '12.345.678'. Never guessed as
 * thousands when there is only one dot or comma: '1,234' is one and 234 thousandths.
 */
const GROUPED = /^\d{1,3}(?:([.,' ’])\d{3})(?:\1\d{3})*(?:[.,]\d+)?$/;

/**
 * A decimal number of 0 or more, with a dot or a comma before its decimals, as text with a dot
 * ('7,50' is '7.50'); thousands separators are refused, never guessed.
 */
export function readDecimal(cell: string): Read<string> {
  const text = cell.replace(SPACES, ' ').trim();
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return { value: text.replace(',', '.') };
  const grouped = GROUPED.exec(text);
  // One space or apostrophe between groups is a thousands separator too ('1 234'); a lone dot or comma never is.
  if (grouped && (/[.,]\d{3}[.,]/.test(text) || /[' ’]/.test(text))) return { problem: { key: 'importThousands' } };
  return { problem: { key: 'invalid' } };
}

/** Symbols a price may carry before or after its amount, and the currency they name; ISO codes name themselves. */
const SYMBOLS: Record<string, Currency> = { '€': 'EUR', '£': 'GBP', $: 'USD', zł: 'PLN', kč: 'CZK' };
const MARKS = new Map<string, Currency>([
  ...Object.entries(SYMBOLS),
  ...CURRENCIES.map((code): [string, Currency] => [code.toLowerCase(), code]),
]);
const MARK = [...MARKS.keys()].map((mark) => mark.replace('$', '\\$')).join('|');
const LEADING = new RegExp(`^(${MARK})`, 'i');
const TRAILING = new RegExp(`(${MARK})$`, 'i');

const currencyOf = (mark: string): Currency => MARKS.get(mark.toLowerCase()) ?? 'EUR';

/**
 * A pack price: its amount as decimal text with a dot, and the currency a symbol or code beside it
 * names ('€7,50', '7.50 EUR', 'CHF 12'), if any. Two marks that disagree ('€7.50 GBP') are not a price.
 */
export function readPrice(cell: string): Read<{ amount: string; currency: Currency | null }> {
  let text = cell.replace(SPACES, ' ').trim();
  const marks: Currency[] = [];
  const leading = LEADING.exec(text);
  if (leading?.[1]) {
    marks.push(currencyOf(leading[1]));
    text = text.slice(leading[1].length).trim();
  }
  const trailing = TRAILING.exec(text);
  if (trailing?.[1] && trailing[1].length < text.length) {
    marks.push(currencyOf(trailing[1]));
    text = text.slice(0, -trailing[1].length).trim();
  }
  const [first, second] = marks;
  if (first && second && first !== second) return { problem: { key: 'invalid' } };
  const amount = readDecimal(text);
  return 'problem' in amount ? amount : { value: { amount: amount.value, currency: first ?? null } };
}

/** A currency cell: an ISO code in any case, or one of the symbols a price may carry ('€'). */
export function readCurrency(cell: string): string {
  const text = cell.trim();
  return SYMBOLS[text.toLowerCase()] ?? text;
}

/** A usable yield: a number, a '%' sign allowed ('92,5 %'). */
export function readPercent(cell: string): Read<number> {
  const decimal = readDecimal(cell.trim().replace(/\s*%$/, ''));
  return 'problem' in decimal ? decimal : { value: Number(decimal.value) };
}

/** Excel's day numbers of 2000-01-01 and 2099-12-31: a price list's dates are in between. */
const EXCEL_DAYS = { first: 36526, last: 73050 };
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

const pad = (n: string) => n.padStart(2, '0');

/**
 * A purchase date as YYYY-MM-DD from YYYY-MM-DD, DD/MM/YYYY (also with '.' or '-'; day first,
 * never guessed as a month) or an Excel day number (a date cell read as a number: 45931 is
 * 2025-10-01). Whether the date exists and is not ahead is the price rules' to say.
 */
export function readDate(cell: string): Read<string> {
  const text = cell.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { value: text };
  const dayFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (dayFirst) return { value: `${dayFirst[4]}-${pad(dayFirst[3] ?? '')}-${pad(dayFirst[1] ?? '')}` };
  if (/^\d{5}(?:\.\d+)?$/.test(text)) {
    const day = Math.floor(Number(text));
    if (day >= EXCEL_DAYS.first && day <= EXCEL_DAYS.last)
      return { value: new Date(EXCEL_EPOCH + day * 86_400_000).toISOString().slice(0, 10) };
  }
  return { problem: { key: 'importDateInvalid' } };
}
