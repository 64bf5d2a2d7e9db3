import { amountOfYield, convert, toGrams } from '../src';
import { U } from './units.fixture';

describe('convert within a dimension', () => {
  it('is exact where binary floats are not', () => {
    expect(convert(3, U.tbsp, U.tsp)).toEqual({ ok: true, quantity: 9 });
    expect(convert(2, U.lb, U.oz)).toEqual({ ok: true, quantity: 32 });
    expect(convert(0.3, U.l, U.ml)).toEqual({ ok: true, quantity: 300 });
    expect(convert(1, U.lb, U.g)).toEqual({ ok: true, quantity: 453.59237 });
    expect(convert(250, U.g, U.kg)).toEqual({ ok: true, quantity: 0.25 });
  });

  it('converts a unit to itself, factor or not', () => {
    expect(convert(2, U.bunch, U.bunch)).toEqual({ ok: true, quantity: 2 });
    expect(convert(7, U.cl, U.cl)).toEqual({ ok: true, quantity: 7 });
  });
});

describe('convert across dimensions only through what the ingredient states', () => {
  it('turns volume into mass through the density, and says when it is missing', () => {
    expect(convert(1, U.l, U.g)).toEqual({ ok: false, problem: 'NEEDS_DENSITY' });
    expect(convert(1, U.l, U.g, { density: 0.91 })).toEqual({ ok: true, quantity: 910 });
    expect(convert(455, U.g, U.ml, { density: 0.91 })).toEqual({ ok: true, quantity: 500 });
  });

  it('turns pieces into mass through the piece weight, and says when it is missing', () => {
    expect(toGrams(2, U.piece, {})).toEqual({ ok: false, problem: 'NEEDS_PIECE_WEIGHT' });
    expect(toGrams(2, U.piece, { pieceWeight: 150 })).toEqual({ ok: true, quantity: 300 });
    expect(convert(450, U.g, U.piece, { pieceWeight: 150 })).toEqual({ ok: true, quantity: 3 });
  });

  it('needs both for pieces to volume', () => {
    expect(convert(2, U.piece, U.ml, { pieceWeight: 50 })).toEqual({ ok: false, problem: 'NEEDS_DENSITY' });
    expect(convert(2, U.piece, U.ml, { density: 1.25 })).toEqual({ ok: false, problem: 'NEEDS_PIECE_WEIGHT' });
    expect(convert(2, U.piece, U.ml, { pieceWeight: 50, density: 1.25 })).toEqual({ ok: true, quantity: 80 });
  });

  it('never guesses: a bunch is no number of grams, a line without a unit converts to nothing', () => {
    expect(toGrams(1, U.bunch, { pieceWeight: 30, density: 1 })).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
    expect(toGrams(1, null, { density: 1 })).toEqual({ ok: false, problem: 'NO_UNIT' });
    expect(convert(1, U.pinch, U.g)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
  });

  it('ignores a density or piece weight that is not a positive number', () => {
    expect(convert(1, U.l, U.g, { density: 0 })).toEqual({ ok: false, problem: 'NEEDS_DENSITY' });
    expect(convert(1, U.piece, U.g, { pieceWeight: -5 })).toEqual({ ok: false, problem: 'NEEDS_PIECE_WEIGHT' });
  });
});

describe('amountOfYield: how much of a sub-recipe a line asks for', () => {
  it('converts to the yield unit within its dimension', () => {
    expect(amountOfYield(50, U.ml, U.l)).toEqual({ ok: true, quantity: 0.05 });
    expect(amountOfYield(1.5, U.kg, U.g)).toEqual({ ok: true, quantity: 1500 });
  });

  it('counts a yield without a unit in portions', () => {
    expect(amountOfYield(2, U.portion, null)).toEqual({ ok: true, quantity: 2 });
    expect(amountOfYield(2, null, null)).toEqual({ ok: true, quantity: 2 });
    expect(amountOfYield(2, U.portion, U.portion)).toEqual({ ok: true, quantity: 2 });
  });

  it('refuses what a recipe cannot convert: it states no density', () => {
    expect(amountOfYield(100, U.g, U.l)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
    expect(amountOfYield(2, U.portion, U.l)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
    expect(amountOfYield(200, U.ml, null)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
  });
});

describe('numbers out of range (#43)', () => {
  it('a density or piece weight outside its range is as good as none', () => {
    expect(toGrams(100, U.ml, { density: 5e-324 })).toEqual({ ok: false, problem: 'NEEDS_DENSITY' });
    expect(toGrams(100, U.ml, { density: 30 })).toEqual({ ok: false, problem: 'NEEDS_DENSITY' });
    expect(toGrams(2, U.piece, { pieceWeight: 5e-324 })).toEqual({ ok: false, problem: 'NEEDS_PIECE_WEIGHT' });
    expect(toGrams(100, U.ml, { density: 0.92 })).toEqual({ ok: true, quantity: 92 });
  });

  it('an amount no number can hold does not convert', () => {
    expect(toGrams(1e308, U.kg)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
    expect(toGrams(Number.POSITIVE_INFINITY, U.g)).toEqual({ ok: false, problem: 'NOT_CONVERTIBLE' });
  });
});
