import { createIntl } from 'react-intl';
import { axisMoney, axisMonth, chartSeries } from '../src/prices/chartPoints';
import { packText, pricePerBase } from '../src/prices/pack';
import type { IngredientPrice, PriceUnit } from '../src/prices/queries';

const en = createIntl({ locale: 'en' });
const de = createIntl({ locale: 'de' });
const unit = (code: string, dimension: PriceUnit['dimension'], toBase: number | null): PriceUnit => ({
  id: code,
  name: code,
  code,
  dimension,
  toBase,
});
const KG = unit('kg', 'MASS', 1000);
const G = unit('g', 'MASS', 1);
const L = unit('l', 'VOLUME', 1000);
const CL = unit('cl', 'VOLUME', 10);
const PIECE = unit('piece', 'COUNT', 1);
const BUNCH = unit('bunch', 'COUNT', null);

const price = (more: Partial<IngredientPrice>): IngredientPrice => ({
  id: 'p',
  ingredientId: 'i',
  kitchenId: 'k',
  supplier: null,
  supplierCode: null,
  packDescription: null,
  packSize: 5,
  packUnitId: 'kg',
  packUnit: KG,
  packPrice: '7.50',
  currency: 'EUR',
  pricedOn: '2026-03-02',
  yieldPercent: 100,
  createdAt: null,
  updatedAt: null,
  ...more,
});

test('a price per kg, l or piece is worked out in decimals, exactly, to 4 places', () => {
  expect(pricePerBase(price({}))).toEqual({ amount: '1.5', per: 'kg' });
  // 0.30 for 100 g: a float division gives 2.9999999999999996.
  expect(pricePerBase(price({ packPrice: '0.30', packSize: 100, packUnit: G }))).toEqual({ amount: '3', per: 'kg' });
  // A case of 6 × 75 cl for 3.99: 4.5 l.
  expect(pricePerBase(price({ packPrice: '3.99', packSize: 450, packUnit: CL }))).toEqual({ amount: '0.8867', per: 'l' });
  expect(pricePerBase(price({ packPrice: '12.00', packSize: 30, packUnit: PIECE }))).toEqual({ amount: '0.4', per: 'piece' });
  expect(pricePerBase(price({ packPrice: '1', packSize: 3, packUnit: L }))).toEqual({ amount: '0.3333', per: 'l' });
  // What a usable kg costs after trim: 1.44 / 0.9.
  expect(pricePerBase(price({ packPrice: '7.20' }), 90)).toEqual({ amount: '1.6', per: 'kg' });
  expect(pricePerBase(price({ packUnit: BUNCH }))).toBeNull();
  expect(pricePerBase(price({ packUnit: null }))).toBeNull();
});

test('a pack reads as bought', () => {
  expect(packText(en, price({ packSize: 0.75, packUnit: L }))).toBe('0.75 l');
  expect(packText(de, price({ packSize: 0.75, packUnit: L }))).toBe('0,75 l');
});

test('the chart draws the price per unit through time, oldest first, only what compares with the current price', () => {
  const history = [
    price({ id: 'c', pricedOn: '2026-03-02', packPrice: '7.50' }),
    price({ id: 'x', pricedOn: '2026-02-01', currency: 'GBP' }),
    price({ id: 'b', pricedOn: '2026-01-15', packPrice: '0.70', packSize: 500, packUnit: G }),
    price({ id: 'p', pricedOn: '2025-12-01', packUnit: PIECE }),
  ];
  expect(chartSeries(history)).toEqual({
    per: 'kg',
    currency: 'EUR',
    points: [
      { day: '2026-01-15', time: Date.UTC(2026, 0, 15), amount: '1.4', value: 1.4 },
      { day: '2026-03-02', time: Date.UTC(2026, 2, 2), amount: '1.5', value: 1.5 },
    ],
  });
  expect(chartSeries(history.slice(0, 2))).toBeNull();
  expect(chartSeries([])).toBeNull();
});

// Issue #45 item 18: the chart's axes write months and money as the rest of the screen does.
test("the chart's axes read 'Jun 2026' and '€6.90', in the person's language", () => {
  const june = Date.UTC(2026, 5, 1);
  expect(axisMonth(june, 'en')).toBe('Jun 2026');
  expect(axisMonth(june, 'de')).toBe('Juni 2026');
  expect(axisMoney(6.8999999999, 'EUR', 'en')).toBe('€6.90');
  expect(axisMoney(6.9, 'EUR', 'de')).toBe('6,90\u00a0€');
  expect(axisMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
});
