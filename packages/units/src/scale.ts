import { presentAmount } from './best-unit';
import { Exact } from './exact';
import type { Amount, UnitDef } from './types';

/** A yield to scale to: a finite number above zero. Zero, a negative or NaN is refused, never clamped. */
export const isValidScale = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** target ÷ yield, computed in decimals. */
export const scaleFactor = (target: number, yieldValue: number): number => new Exact(target).div(yieldValue).toNumber();

/** quantity × factor, in the best unit of the same system and rounded for a cook (README 'Rules'). */
export function scaleAmount(
  quantity: number,
  factor: number,
  unit: UnitDef | null,
  units: readonly UnitDef[],
  unitOfMeasure?: string | null,
): Amount {
  return presentAmount(new Exact(quantity).times(factor).toNumber(), unit, units, unitOfMeasure);
}
