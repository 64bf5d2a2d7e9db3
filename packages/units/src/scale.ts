import { presentAmount } from './best-unit';
import { Exact } from './exact';
import type { Amount, UnitDef } from './types';

/** A yield to scale to: a finite number above zero. Zero, a negative or NaN is refused, never clamped. */
export const isValidScale = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The largest amount scaling may produce, a target yield or a line: beyond any kitchen's, and far
 * from where a float overflows to Infinity (which GraphQL cannot send).
 */
export const MAX_SCALED = 1e9;

/** Whether scaling to `target` by `factor` keeps the target and every quantity within MAX_SCALED. */
export const scalesWithin = (target: number, factor: number, quantities: readonly number[]): boolean =>
  target <= MAX_SCALED && Number.isFinite(factor) && quantities.every((q) => q * factor <= MAX_SCALED);

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
