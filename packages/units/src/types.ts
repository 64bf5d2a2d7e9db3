/** What a unit measures. Its `toBase` is in the dimension's base unit: g, ml or pieces. */
export type UnitDimension = 'MASS' | 'VOLUME' | 'COUNT';

/**
 * A catalog unit as these rules need it. `code` is the stable symbol the ladders know ('g', 'tbsp');
 * `toBase` null means the unit converts only to itself (a bunch is no number of pieces).
 */
export type UnitDef = { id: string; code: string | null; name: string; dimension: UnitDimension; toBase: number | null };

/** What an ingredient adds to conversion: g per ml, and g per piece. */
export type Conversions = { density?: number | null; pieceWeight?: number | null };

export type ConversionProblem = 'NO_UNIT' | 'NEEDS_DENSITY' | 'NEEDS_PIECE_WEIGHT' | 'NOT_CONVERTIBLE';

/** A conversion either gives the amount or says why it cannot: it never guesses. */
export type Converted = { ok: true; quantity: number } | { ok: false; problem: ConversionProblem };

/** An amount to show: the quantity and the unit it is in (null: a line without a unit). */
export type Amount = { quantity: number; unit: UnitDef | null };
