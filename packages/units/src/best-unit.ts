import { Exact } from './exact';
import { roundForCook } from './rounding';
import type { Amount, UnitDef } from './types';

/**
 * The units a scaled amount may move between, smallest first, each list one system a cook reads
 * in. Units on no ladder (cl, dl, fl oz, pinch, piece...) stay what the chef wrote.
 */
const LADDERS: readonly (readonly string[])[] = [
  ['mg', 'g', 'kg'],
  ['ml', 'l'],
  ['tsp', 'tbsp', 'cup'],
  ['oz', 'lb'],
];

/** On a ladder to climb from, never shown: a kitchen scale reads grams (640 mg reads 0.6 g). */
const NEVER_SHOWN = new Set(['mg']);

function ladderOf(unit: UnitDef, units: readonly UnitDef[]): UnitDef[] {
  const codes = LADDERS.find((ladder) => unit.code !== null && ladder.includes(unit.code));
  if (!codes || unit.toBase === null) return [];
  const steps = codes
    .map((code) => (code === unit.code ? unit : units.find((u) => u.code === code && u.dimension === unit.dimension && u.toBase !== null)))
    .filter((u): u is UnitDef => u !== undefined);
  // A ladder without its grams (a catalog that lacks them) keeps its milligrams rather than nothing.
  const shown = steps.filter((step) => !NEVER_SHOWN.has(step.code ?? ''));
  return shown.length > 0 ? shown : steps;
}

/**
 * The amount in the largest unit of its ladder that holds at least one of it (3,125 ml → 3.125 l;
 * 0.2 kg → 200 g; 640 mg → 0.6 g, never milligrams; 1.5 tsp stays tsp), rounded for a cook. Rounding can carry an amount up a step
 * (999.7 g rounds to 1000 g), so the step is chosen again on the rounded amount.
 */
export function presentAmount(quantity: number, unit: UnitDef | null, units: readonly UnitDef[], unitOfMeasure?: string | null): Amount {
  const ladder = unit ? ladderOf(unit, units) : [];
  if (!unit || ladder.length === 0) return { quantity: roundForCook(quantity, unit, unitOfMeasure), unit };
  const base = new Exact(quantity).times(unit.toBase as number);
  const at = (step: UnitDef): Amount => ({ quantity: roundForCook(base.div(step.toBase as number).toNumber(), step), unit: step });
  const holdsOne = ladder.filter((step, index) => index === 0 || base.gte(step.toBase as number));
  const chosen = holdsOne[holdsOne.length - 1] as UnitDef;
  const amount = at(chosen);
  const next = ladder[ladder.indexOf(chosen) + 1];
  if (next && new Exact(amount.quantity).times(chosen.toBase as number).gte(next.toBase as number)) return at(next);
  return amount;
}
