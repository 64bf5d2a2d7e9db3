import type { IntlShape } from 'react-intl';
import type { CsvTable } from '../common/csv';
import { menuCostingMessages } from './messages';
import type { CostedDish } from './queries';

/**
 * The dishes shown (filtered and sorted as on screen) for the CSV export (`common/csv`'s
 * `downloadCsv`): headers in the person's language, figures exactly as the recipe service gives
 * them (decimal text such as 4.2035, a dot for the decimal point, no currency sign, no rounding), so
 * a spreadsheet reads the same numbers. A partial cost is marked by the 'Cost complete' column and
 * its gap count.
 */
export function menuCostingTable(intl: IntlShape, dishes: CostedDish[], currency: string): CsvTable {
  const t = (message: (typeof menuCostingMessages)[keyof typeof menuCostingMessages]) => intl.formatMessage(message);
  const fields = [
    t(menuCostingMessages.dish),
    t(menuCostingMessages.category),
    t(menuCostingMessages.csvCurrency),
    t(menuCostingMessages.costPerPortion),
    t(menuCostingMessages.csvComplete),
    t(menuCostingMessages.csvGaps),
    t(menuCostingMessages.csvSellingPrice),
    t(menuCostingMessages.csvVat),
    t(menuCostingMessages.foodCost),
    t(menuCostingMessages.grossMargin),
    t(menuCostingMessages.overTarget),
  ];
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? '' : t(value ? menuCostingMessages.yes : menuCostingMessages.no);
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
  return { fields, data };
}
