export { presentAmount } from './best-unit';
export { amountOfYield, convert, toGrams } from './convert';
export { roundForCook } from './rounding';
export { isValidScale, scaleAmount, scaleFactor } from './scale';
export type { Amount, ConversionProblem, Conversions, Converted, UnitDef, UnitDimension } from './types';
