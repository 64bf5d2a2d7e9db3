import { formatMoney, formatPercent, Money } from '../src';

test("money to the coin in the person's language, and up to 4 decimals only below a cent", () => {
  expect(formatMoney('4.2035', 'EUR', 'en')).toBe('€4.20');
  expect(formatMoney('0.285', 'EUR', 'en')).toBe('€0.29');
  expect(formatMoney('0.004', 'EUR', 'en')).toBe('€0.004');
  expect(formatMoney('0.0025', 'EUR', 'en')).toBe('€0.0025');
  expect(formatMoney('1234.5', 'EUR', 'nl')).toBe('€\u00a01.234,50');
  expect(formatMoney('35.09', 'EUR', 'de')).toBe('35,09\u00a0€');
  expect(formatMoney('35.09', 'DKK', 'da')).toBe('35,09\u00a0kr.');
  expect(formatMoney(new Money('7.5'), 'GBP', 'en')).toBe('£7.50');
  expect(formatMoney('123456789012.3456', 'EUR', 'en')).toBe('€123,456,789,012.35');
});

test("a chart's axis is compact", () => {
  expect(formatMoney('1250', 'EUR', 'en', { compact: true })).toBe('€1.3K');
});

test('a change carries its sign; nothing changed reads as zero', () => {
  expect(formatMoney('0.4', 'EUR', 'en', { signed: true })).toBe('+€0.40');
  expect(formatMoney('-0.004', 'EUR', 'en', { signed: true })).toBe('-€0.004');
  expect(formatMoney('0', 'EUR', 'en', { signed: true })).toBe('€0.00');
});

test('what is not a decimal is shown as it came, and an unknown code still shows the amount', () => {
  expect(formatMoney('n/a', 'EUR', 'en')).toBe('n/a');
  expect(formatMoney('2.5', 'XX', 'en')).toBe('2.5 XX');
});

test('a percentage to one decimal as each language writes it', () => {
  expect(formatPercent(18.83, 'en')).toBe('18.8%');
  expect(formatPercent(18.83, 'de')).toBe('18,8\u00a0%');
  expect(formatPercent(18.83, 'fr')).toBe('18,8\u00a0%');
  expect([12, 11.1111, -3.56, 0].map((percent) => formatPercent(percent, 'en', { signed: true }))).toEqual([
    '+12.0%',
    '+11.1%',
    '-3.6%',
    '0.0%',
  ]);
  expect(formatPercent(12, 'fr', { signed: true })).toBe('+12,0\u00a0%');
  expect(formatPercent(92.25, 'nl', { decimals: 2 })).toBe('92,25%');
  expect(formatPercent(5.5, 'fr', { decimals: 2 })).toBe('5,5\u00a0%');
});
