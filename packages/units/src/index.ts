export { presentAmount } from './best-unit';
export { amountOfYield, convert, toGrams } from './convert';
export { roundForCook } from './rounding';
export { isValidScale, MAX_SCALED, scaleAmount, scaleFactor, scalesWithin } from './scale';
export type { Amount, ConversionProblem, Conversions, Converted, UnitDef, UnitDimension } from './types';
