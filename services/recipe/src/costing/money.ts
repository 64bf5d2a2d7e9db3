import { Money } from '@brigade/money';

/* The recipe service's money is @brigade/money's exact decimal (parse, show, sum); this adds the API's percentage. */
export { Money, parseMoney, showMoney, ZERO } from '@brigade/money';

/** A percentage to one decimal, as a number for sorting (31.4). */
export const showPercent = (value: Money) => value.toDecimalPlaces(1).toNumber();
