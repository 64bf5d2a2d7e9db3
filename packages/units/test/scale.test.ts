import { isValidScale, MAX_SCALED, presentAmount, roundForCook, scaleAmount, scaleFactor, scalesWithin } from '../src';
import { ALL, U } from './units.fixture';

const shown = (quantity: number, unit: (typeof U)[keyof typeof U] | null, uom?: string) => {
  const amount = presentAmount(quantity, unit, ALL, uom);
  return `${amount.quantity} ${amount.unit?.code ?? uom ?? ''}`.trim();
};

describe('the best unit of the same system', () => {
  it('moves up and down the metric ladders', () => {
    expect(shown(3125, U.ml)).toBe('3.125 l');
    expect(shown(0.2, U.kg)).toBe('200 g');
    expect(shown(125000, U.ml)).toBe('125 l');
    expect(shown(25000, U.g)).toBe('25 kg');
    expect(shown(0.0625, U.kg)).toBe('63 g');
    expect(shown(1500, U.mg)).toBe('1.5 g');
  });

  it('never shows milligrams: a kitchen scale reads grams', () => {
    expect(shown(640, U.mg)).toBe('0.6 g');
    expect(shown(0.64, U.g)).toBe('0.6 g');
    expect(shown(0.75, U.g)).toBe('0.8 g');
    expect(shown(6.4, U.g)).toBe('6.4 g');
    expect(shown(0.04, U.g)).toBe('0.04 g');
  });

  it('keeps kilograms and litres to the gram and millilitre the scale reads, trailing zeros dropped', () => {
    expect(shown(3.75, U.kg)).toBe('3.75 kg');
    expect(shown(3750, U.g)).toBe('3.75 kg');
    expect(shown(3125, U.g)).toBe('3.125 kg');
    expect(shown(1.2, U.kg)).toBe('1.2 kg');
    expect(shown(1234.56, U.g)).toBe('1.235 kg');
    expect(shown(1.2004, U.kg)).toBe('1.2 kg');
    expect(shown(1875, U.ml)).toBe('1.875 l');
    expect(shown(0.375, U.l)).toBe('375 ml');
    expect(shown(17.5, U.ml)).toBe('18 ml');
    expect(shown(2.37, U.ml)).toBe('2.4 ml');
  });

  it('carries an amount that rounds up to the next step', () => {
    expect(shown(999.7, U.g)).toBe('1 kg');
  });

  it('keeps spoons in spoons, in quarters', () => {
    expect(shown(1.5, U.tsp)).toBe('1.5 tsp');
    expect(shown(6, U.tsp)).toBe('2 tbsp');
    expect(shown(4, U.tsp)).toBe('1.25 tbsp');
    expect(shown(20, U.tbsp)).toBe('1.25 cup');
  });

  it('keeps imperial in imperial', () => {
    expect(shown(20, U.oz)).toBe('1.3 lb');
    expect(shown(0.5, U.lb)).toBe('8 oz');
  });

  it('leaves units on no ladder as the chef wrote them', () => {
    expect(shown(350, U.cl)).toBe('350 cl');
    expect(shown(2.37, U.bunch)).toBe('2.5 bunch');
  });
});

describe('rounding that suits the amount', () => {
  it('counts pieces in halves, never below a half', () => {
    expect(roundForCook(2.37, U.piece)).toBe(2.5);
    expect(roundForCook(0.1, U.piece)).toBe(0.5);
    expect(roundForCook(2.2, null, 'pcs')).toBe(2);
  });

  it('whole numbers from 10, one decimal from 1, two significant digits below', () => {
    expect(roundForCook(624.6, U.g)).toBe(625);
    expect(roundForCook(7.46, U.g)).toBe(7.5);
    expect(roundForCook(0.0625, null)).toBe(0.063);
    expect(roundForCook(2.37, U.cl)).toBe(2.4);
  });

  it('rounds metric weights and volumes in grams and millilitres, whichever unit shows them', () => {
    expect(roundForCook(0.64, U.g)).toBe(0.6);
    expect(roundForCook(9.96, U.g)).toBe(10);
    expect(roundForCook(3.75, U.kg)).toBe(3.75);
    expect(roundForCook(3.1254, U.kg)).toBe(3.125);
    expect(roundForCook(0.0625, U.l)).toBe(0.063);
    expect(roundForCook(0.003, U.g)).toBe(0.01);
  });
});

describe('scaling', () => {
  it('refuses zero, negatives and what is not a number', () => {
    expect([0, -2, Number.NaN, Number.POSITIVE_INFINITY, '4', null].map(isValidScale)).toEqual([false, false, false, false, false, false]);
    expect(isValidScale(25)).toBe(true);
  });

  it('scales the 6-portion braise: 750 ml red wine for 25 and for 1000 portions, 1.2 kg beef for 1, 0.9 kg potatoes for 25', () => {
    const wine = (target: number) => scaleAmount(750, scaleFactor(target, 6), U.ml, ALL);
    expect(wine(25)).toEqual({ quantity: 3.125, unit: U.l });
    expect(scaleAmount(0.9, scaleFactor(25, 6), U.kg, ALL)).toEqual({ quantity: 3.75, unit: U.kg });
    expect(scaleAmount(6, scaleFactor(25, 6), U.g, ALL)).toEqual({ quantity: 25, unit: U.g });
    expect(scaleAmount(0.64, scaleFactor(1, 1), U.g, ALL)).toEqual({ quantity: 0.6, unit: U.g });
    expect(wine(1000)).toEqual({ quantity: 125, unit: U.l });
    expect(scaleAmount(1.2, scaleFactor(1, 6), U.kg, ALL)).toEqual({ quantity: 200, unit: U.g });
    expect(scaleAmount(3, scaleFactor(25, 6), U.piece, ALL)).toEqual({ quantity: 12.5, unit: U.piece });
  });
});

describe('scales too large to serve', () => {
  it('are refused before an amount overflows to Infinity', () => {
    const factor = scaleFactor(1e308, 0.5);
    expect(scalesWithin(1e308, factor, [1])).toBe(false);
    expect(scalesWithin(1e300, scaleFactor(1e300, 0.001), [])).toBe(false);
    expect(scalesWithin(10_000, scaleFactor(10_000, 0.001), [1000])).toBe(false);
  });
  it('keep what a kitchen scales to', () => {
    expect(scalesWithin(400, scaleFactor(400, 4), [250, 2, 0.5])).toBe(true);
    expect(scalesWithin(MAX_SCALED, scaleFactor(MAX_SCALED, 1), [1])).toBe(true);
  });
});
