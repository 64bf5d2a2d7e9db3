import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for factors such as 28.349523125 g per oz: binary floats would turn 3 tbsp
 * into 8.999999999999998 tsp. Its own clone, so nothing else's Decimal settings change ours.
 */
export const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;
