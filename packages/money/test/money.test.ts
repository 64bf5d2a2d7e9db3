import { CURRENCIES, decimalText, fromMinor, isCurrency, minorDigits, Money, parseMoney, showMoney, toMinor } from '../src';

test('sums are exact: 0.1 + 0.2 is 0.3, and a third of 10 is kept to 4 places, rounded half up', () => {
  expect(showMoney(new Money('0.1').plus('0.2'))).toBe('0.30');
  expect(showMoney(new Money(10).div(3))).toBe('3.3333');
  expect(showMoney(new Money('0.00005'))).toBe('0.0001');
  expect(showMoney(new Money('0.004'))).toBe('0.004');
});

test('a stored amount parses; a negative, float-looking, exponent or text value does not', () => {
  expect(parseMoney('12.50')?.toFixed()).toBe('12.5');
  expect(parseMoney('0.00425')?.toFixed()).toBe('0.00425');
  for (const bad of ['-3.75', '1e3', '12,50', 'NaN', '', ' 1', 12.5, null]) expect(parseMoney(bad)).toBeNull();
});

test('a typed price takes a dot or a comma, up to 4 decimals and a million', () => {
  expect(decimalText(' 7,5 ')).toBe('7.5');
  expect(decimalText('0.0425')).toBe('0.0425');
  expect(decimalText('1000000')).toBe('1000000');
  for (const bad of ['1000000.01', '0.00001', '7.12345', '-1', '1e3', '7.', '€7', '1,000.50', '1.2.3', '', null])
    expect(decimalText(bad)).toBeNull();
});

test('minor units: cents for EUR both ways, exactly; a fraction of a cent is not a count of cents', () => {
  expect(minorDigits('EUR')).toBe(2);
  expect(toMinor('19.99', 'EUR')).toBe(1999);
  expect(toMinor(new Money('0.1').plus('0.2'), 'EUR')).toBe(30);
  expect(toMinor('0.005', 'EUR')).toBeNull();
  expect(fromMinor(1999, 'EUR')).toBe('19.99');
  expect(fromMinor(3509, 'DKK')).toBe('35.09');
});

test('one currency list, and only its codes pass', () => {
  expect(CURRENCIES).toContain('DKK');
  expect(isCurrency('EUR')).toBe(true);
  expect(isCurrency('eur')).toBe(false);
  expect(isCurrency('XYZ')).toBe(false);
});
