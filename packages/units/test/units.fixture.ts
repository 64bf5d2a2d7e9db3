import type { UnitDef } from '../src';

/** The seeded units, with the factors the catalog seeds (metric spoons and cup). */
const unit = (code: string, dimension: UnitDef['dimension'], toBase: number | null): UnitDef => ({
  id: `id-${code}`,
  code,
  name: code,
  dimension,
  toBase,
});

export const U = {
  g: unit('g', 'MASS', 1),
  kg: unit('kg', 'MASS', 1000),
  mg: unit('mg', 'MASS', 0.001),
  oz: unit('oz', 'MASS', 28.349523125),
  lb: unit('lb', 'MASS', 453.59237),
  ml: unit('ml', 'VOLUME', 1),
  cl: unit('cl', 'VOLUME', 10),
  dl: unit('dl', 'VOLUME', 100),
  l: unit('l', 'VOLUME', 1000),
  tsp: unit('tsp', 'VOLUME', 5),
  tbsp: unit('tbsp', 'VOLUME', 15),
  cup: unit('cup', 'VOLUME', 250),
  flOz: unit('fl oz', 'VOLUME', 29.5735295625),
  piece: unit('piece', 'COUNT', 1),
  bunch: unit('bunch', 'COUNT', null),
  pinch: unit('pinch', 'COUNT', null),
  portion: unit('portion', 'COUNT', null),
};

export const ALL = Object.values(U);
