export { presentAmount } from './best-unit';
export { amountOfYield, convert, toGrams } from './convert';
export { LIMITS, MAX_LINE_BASE, within, type Limit } from './limits';
export { roundForCook } from './rounding';
export { isValidScale, MAX_SCALED, scaleAmount, scaleFactor, scalesWithin } from './scale';
export type { Amount, ConversionProblem, Conversions, Converted, UnitDef, UnitDimension } from './types';
