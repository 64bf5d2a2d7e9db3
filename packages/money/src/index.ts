export { MAX_MONEY, Money, MONEY_DECIMALS, showMoney, ZERO } from './decimal';
export { decimalText, parseMoney } from './parse';
export { CURRENCIES, isCurrency, type Currency } from './currencies';
export { fromMinor, minorDigits, toMinor } from './minor-units';
export { formatMoney, formatPercent, type MoneyFormat, type PercentFormat } from './format';
