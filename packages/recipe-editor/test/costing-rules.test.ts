import { energyText, labelAmount, labelText, type LabelNutrient } from '../src/costing/nutrition-label';
import { parsePrice } from '../src/editor/values';

const label = (nutrient: LabelNutrient, value: number) => labelText(nutrient, value, 'en');

test('fat, carbohydrate, sugars, fibre and protein: ≥ 10 g whole grams, below one decimal, below 0.5 g "<0.5 g"', () => {
  for (const nutrient of ['fat', 'carbohydrate', 'sugars', 'fibre', 'protein'] as const) {
    expect([0, 0.2, 0.49, 0.5, 0.54, 0.55, 9.94, 9.95, 10, 10.5, 23.46].map((value) => label(nutrient, value))).toEqual([
      '<0.5 g',
      '<0.5 g',
      '<0.5 g',
      '0.5 g',
      '0.5 g',
      '0.6 g',
      '9.9 g',
      // 9.95 rounds to 10.0, which is a whole-gram amount.
      '10 g',
      '10 g',
      '11 g',
      '23 g',
    ]);
  }
});

test('saturates: below 0.1 g "<0.1 g", else as the others (one decimal below 10 g)', () => {
  expect([0, 0.09, 0.1, 0.14, 0.15, 0.45, 9.5, 12.5].map((value) => label('saturates', value))).toEqual([
    '<0.1 g',
    '<0.1 g',
    '0.1 g',
    '0.1 g',
    '0.2 g',
    '0.5 g',
    '9.5 g',
    '13 g',
  ]);
});

test('salt: ≥ 1 g one decimal, below two, below 0.0125 g "<0.01 g"', () => {
  expect([0, 0.0124, 0.0125, 0.015, 0.456, 0.994, 0.995, 1, 1.25, 12.34].map((value) => label('salt', value))).toEqual([
    '<0.01 g',
    '<0.01 g',
    '0.01 g',
    '0.02 g',
    '0.46 g',
    '0.99 g',
    // 0.995 rounds to 1.00: from 1 g on, one decimal.
    '1.0 g',
    '1.0 g',
    '1.3 g',
    '12.3 g',
  ]);
});

test('the amount, not only its text: below a limit or a value with its decimals', () => {
  expect(labelAmount('fat', 0.3)).toEqual({ below: true, limit: 0.5, decimals: 1 });
  expect(labelAmount('salt', 0.456)).toEqual({ below: false, value: 0.46, decimals: 2 });
  expect(labelAmount('protein', 10.4)).toEqual({ below: false, value: 10, decimals: 0 });
});

test("energy is whole kJ and kcal on one row, without grouping; the locale's decimal comma", () => {
  expect(energyText({ energyKj: 1046.4, energyKcal: 249.5 }, 'en')).toBe('1046 kJ / 250 kcal');
  expect(labelText('fat', 3.44, 'nl')).toBe('3,4 g');
  expect(labelText('fat', 0.2, 'de')).toBe('<0,5 g');
});

test('a selling price as typed becomes the exact decimal the service takes; a comma is a decimal point', () => {
  expect(['18,5', '18.50', ' 18 ', '0,05', '0018.5', '1234567.89'].map(parsePrice)).toEqual([
    '18.50',
    '18.50',
    '18.00',
    '0.05',
    '18.50',
    '1234567.89',
  ]);
  expect(['', '  ', null].map(parsePrice)).toEqual([null, null, null]);
  expect(['18.505', '12345678', '18,5,0', '-1', '1e3', '.5'].map(parsePrice)).toEqual(Array(6).fill(undefined));
});
