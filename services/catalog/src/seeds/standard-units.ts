import type { NameLanguage } from '../shared/translations';
import type { UnitDimension } from '../units/unit.model';

type Names = Record<NameLanguage, string>;

export type StandardUnit = { code: string; dimension: UnitDimension; toBase: number | null; translations: Names };

/** A symbol reads the same in every language (g, ml, fl oz). */
const symbol = (code: string, dimension: UnitDimension, toBase: number): StandardUnit => ({
  code,
  dimension,
  toBase,
  translations: { en: code, nl: code, es: code, de: code, fr: code },
});

/** A word is translated; its code is the English word. */
const word = (code: string, dimension: UnitDimension, toBase: number | null, t: Omit<Names, 'en'>): StandardUnit => ({
  code,
  dimension,
  toBase,
  translations: { en: code, ...t },
});

/**
 * The units every kitchen needs from day one, with exact factors to g, ml or pieces. Spoons and the
 * cup are the metric ones EU kitchens use (5, 15, 250 ml); oz, lb and fl oz the international
 * avoirdupois and US customary definitions. A bunch, pinch, portion, clove or slice is no fixed
 * amount, so it converts only to itself. The base name of each is its code.
 */
export const STANDARD_UNITS: StandardUnit[] = [
  symbol('g', 'MASS', 1),
  symbol('kg', 'MASS', 1000),
  symbol('mg', 'MASS', 0.001),
  symbol('oz', 'MASS', 28.349523125),
  symbol('lb', 'MASS', 453.59237),
  symbol('ml', 'VOLUME', 1),
  symbol('cl', 'VOLUME', 10),
  symbol('dl', 'VOLUME', 100),
  symbol('l', 'VOLUME', 1000),
  word('tsp', 'VOLUME', 5, { nl: 'tl', es: 'cdta', de: 'TL', fr: 'c. à c.' }),
  word('tbsp', 'VOLUME', 15, { nl: 'el', es: 'cda', de: 'EL', fr: 'c. à s.' }),
  word('cup', 'VOLUME', 250, { nl: 'kop', es: 'taza', de: 'Tasse', fr: 'tasse' }),
  symbol('fl oz', 'VOLUME', 29.5735295625),
  word('piece', 'COUNT', 1, { nl: 'stuk', es: 'pieza', de: 'Stück', fr: 'pièce' }),
  word('pcs', 'COUNT', 1, { nl: 'st.', es: 'uds.', de: 'Stk.', fr: 'pcs' }),
  word('bunch', 'COUNT', null, { nl: 'bos', es: 'manojo', de: 'Bund', fr: 'botte' }),
  word('pinch', 'COUNT', null, { nl: 'snufje', es: 'pizca', de: 'Prise', fr: 'pincée' }),
  word('portion', 'COUNT', null, { nl: 'portie', es: 'ración', de: 'Portion', fr: 'portion' }),
  word('clove', 'COUNT', null, { nl: 'teen', es: 'diente', de: 'Zehe', fr: 'gousse' }),
  word('slice', 'COUNT', null, { nl: 'plak', es: 'rebanada', de: 'Scheibe', fr: 'tranche' }),
];
