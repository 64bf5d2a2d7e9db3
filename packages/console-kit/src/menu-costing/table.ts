import Papa from 'papaparse';
import type { IntlShape } from 'react-intl';
import { m } from './messages';
import type { CostedDish } from './queries';

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return first, or a minus not
 * starting a number) is written with a leading apostrophe; negative margins stay numbers.
 */
const FORMULA = /^[=+@\t\r]|^-(?!\d+(?:\.\d+)?$)/;

/**
 * The dishes shown (filtered and sorted as on screen) as CSV: headers in the person's language,
 * figures exactly as the recipe service gives them (decimal text such as 4.2035, a dot for the
 * decimal point, no currency sign, no rounding), so a spreadsheet reads the same numbers. A
 * partial cost is marked by the 'Cost complete' column and its gap count.
 */
export function menuCostingCsv(intl: IntlShape, dishes: CostedDish[], currency: string): string {
  const t = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const fields = [
    t(m.dish),
    t(m.category),
    t(m.csvCurrency),
    t(m.costPerPortion),
    t(m.csvComplete),
    t(m.csvGaps),
    t(m.csvSellingPrice),
    t(m.csvVat),
    t(m.foodCost),
    t(m.grossMargin),
    t(m.overTarget),
  ];
  const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : t(value ? m.yes : m.no));
  const data = dishes.map((dish) => [
    dish.title,
    dish.category?.name ?? '',
    dish.cost?.currency ?? currency,
    dish.cost?.perPortion ?? '',
    yesNo(dish.cost?.complete),
    dish.cost?.missing.length ?? '',
    dish.sellingPrice ?? '',
    dish.vatRate ?? '',
    dish.foodCostPercent ?? '',
    dish.grossMargin ?? '',
    yesNo(dish.overTarget),
  ]);
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA });
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
