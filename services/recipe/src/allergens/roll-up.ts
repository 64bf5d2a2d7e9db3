import { Types } from 'mongoose';
import type { AllergenVia } from '../recipes/recipe.model';

/** Strongest first: a recipe takes the strongest state of its lines for each allergen. */
export const ALLERGEN_STATES = ['CONTAINS', 'MAY_CONTAIN', 'UNKNOWN', 'FREE'] as const;
export type AllergenState = (typeof ALLERGEN_STATES)[number];

/** What one line states about allergens; an allergen in none of the lists is unknown for it. */
export type AllergenFacts = { contains: readonly string[]; mayContain: readonly string[]; free: readonly string[] };

/** A line as the roll-up sees it; `facts` null: its ingredient or sub-recipe is gone, so unknown for every allergen. */
export type RollUpLine = { name: string; facts: AllergenFacts | null };

export type AllergenRollUp = {
  effectiveAllergenIds: Types.ObjectId[];
  mayContainAllergenIds: Types.ObjectId[];
  knownFreeAllergenIds: Types.ObjectId[];
  allergenVia: AllergenVia[];
  lineNames: string[];
};

export function stateIn(facts: AllergenFacts | null, allergenId: string): AllergenState {
  if (!facts) return 'UNKNOWN';
  if (facts.contains.includes(allergenId)) return 'CONTAINS';
  if (facts.mayContain.includes(allergenId)) return 'MAY_CONTAIN';
  return facts.free.includes(allergenId) ? 'FREE' : 'UNKNOWN';
}

const strongest = (states: AllergenState[]): AllergenState => ALLERGEN_STATES.find((s) => states.includes(s)) ?? 'UNKNOWN';
const unique = (names: string[]) => [...new Set(names.filter(Boolean))];
const oids = (ids: string[]) => ids.sort().map((id) => new Types.ObjectId(id));

/**
 * The recipe's allergen profile from its lines (README 'Allergens and search'): per allergen the
 * strongest line (CONTAINS > MAY_CONTAIN > UNKNOWN > FREE), and its own allergenIds as CONTAINS.
 * FREE needs every line to say so: a recipe without lines is free of nothing. Only allergens some
 * line or the recipe mentions are computed; any other is UNKNOWN in every line, so the reader
 * answers UNKNOWN with every line's name as via.
 */
export function rollUpAllergens(title: string, ownAllergenIds: string[], lines: RollUpLine[]): AllergenRollUp {
  const own = new Set(ownAllergenIds);
  const mentioned = new Set(own);
  for (const { facts } of lines)
    for (const id of [...(facts?.contains ?? []), ...(facts?.mayContain ?? []), ...(facts?.free ?? [])]) mentioned.add(id);
  const byState: Record<AllergenState, string[]> = { CONTAINS: [], MAY_CONTAIN: [], UNKNOWN: [], FREE: [] };
  const allergenVia: AllergenVia[] = [];
  for (const allergenId of [...mentioned].sort()) {
    const states = lines.map((line) => stateIn(line.facts, allergenId));
    const state = own.has(allergenId) ? 'CONTAINS' : lines.length ? strongest(states) : 'UNKNOWN';
    byState[state].push(allergenId);
    if (state === 'FREE') continue;
    const via = unique([...(own.has(allergenId) ? [title] : []), ...lines.filter((_, i) => states[i] === state).map((l) => l.name)]);
    allergenVia.push({ allergenId, via });
  }
  return {
    effectiveAllergenIds: oids(byState.CONTAINS),
    mayContainAllergenIds: oids(byState.MAY_CONTAIN),
    knownFreeAllergenIds: oids(byState.FREE),
    allergenVia,
    lineNames: unique(lines.map((l) => l.name)),
  };
}
