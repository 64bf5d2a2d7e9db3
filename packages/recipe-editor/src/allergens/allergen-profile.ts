import type { AllergenState } from '../__generated__/graphql';
import type { AllergenStatus, Ingredient, Named } from '../recipes/fragments/recipe-menu';

/**
 * One line of the form as the allergen profile reads it: an ingredient with its three statements
 * (an allergen in none of them was never checked), or a sub-recipe with its own profile.
 */
export type ProfileLine =
  | { kind: 'ingredient'; name: string; statements: Pick<Ingredient, 'allergenIds' | 'mayContainAllergenIds' | 'freeFromAllergenIds'> }
  | { kind: 'recipe'; name: string; profile: readonly AllergenStatus[] };

/** What one line says about one allergen; contains wins over a contradicting statement. */
function lineStatus(line: ProfileLine, allergenId: string): AllergenState {
  if (line.kind === 'recipe') return line.profile.find((entry) => entry.allergen.id === allergenId)?.status ?? 'UNKNOWN';
  const { allergenIds, mayContainAllergenIds, freeFromAllergenIds } = line.statements;
  if (allergenIds.includes(allergenId)) return 'CONTAINS';
  if (mayContainAllergenIds.includes(allergenId)) return 'MAY_CONTAIN';
  if (freeFromAllergenIds.includes(allergenId)) return 'FREE';
  return 'UNKNOWN';
}

const namesOf = (lines: ProfileLine[]) => [...new Set(lines.map((line) => line.name))];

/**
 * The recipe's status for each allergen, worked out from its lines as the recipe service does:
 * CONTAINS if the recipe lists it itself or any line contains it; else MAY_CONTAIN if any line may;
 * else UNKNOWN if any line was not checked for it (or there are no lines: nothing is checked);
 * else FREE. `via` names the lines the status comes from, and the recipe itself (`ownName`, as
 * the service names it by its title) for its own allergens.
 */
export function allergenProfile(
  allergens: readonly Named[],
  ownAllergenIds: readonly string[],
  lines: readonly ProfileLine[],
  ownName?: string,
): AllergenStatus[] {
  return allergens.map((allergen) => {
    const having = (state: AllergenState) => lines.filter((line) => lineStatus(line, allergen.id) === state);
    const contains = having('CONTAINS');
    const own = ownAllergenIds.includes(allergen.id);
    if (own || contains.length) return { allergen, status: 'CONTAINS', via: [...(own && ownName ? [ownName] : []), ...namesOf(contains)] };
    const may = having('MAY_CONTAIN');
    if (may.length) return { allergen, status: 'MAY_CONTAIN', via: namesOf(may) };
    const unknown = having('UNKNOWN');
    if (lines.length === 0 || unknown.length) return { allergen, status: 'UNKNOWN', via: namesOf(unknown) };
    return { allergen, status: 'FREE', via: [] };
  });
}

export type ProfileGroups = Record<AllergenState, AllergenStatus[]>;

/** A profile split by status, each group in the profile's order. */
export function groupProfile(profile: readonly AllergenStatus[]): ProfileGroups {
  const groups: ProfileGroups = { CONTAINS: [], MAY_CONTAIN: [], UNKNOWN: [], FREE: [] };
  for (const entry of profile) groups[entry.status].push(entry);
  return groups;
}
