/**
 * Binary floats leave 300 × 25/6 at 1250.0000000000002; twelve significant digits are more than any
 * kitchen weighs and drop that noise, so 1.25 l of sauce reads 1.25. Exact rules live in @brigade/units.
 */
export const tidy = (value: number) => Number(value.toPrecision(12));
