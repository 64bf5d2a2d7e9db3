import type { RequestContext } from '@brigade/service-kit';
import type { RequestData } from '../recipes/request-data';
import type { RecipeView } from '../recipes/recipe.view';
import type { AllergenState } from './roll-up';

/**
 * RecipeMenu.allergenProfile from the stored roll-up: one entry per active allergen catalog
 * announced (plus any other the recipe contains or may contain, so nothing present is ever left
 * out). An allergen the stored roll-up does not mention (created since, or stated by no line) is
 * UNKNOWN in every line: UNKNOWN, via every line.
 */
export function allergenProfileResolver(data: RequestData) {
  return async (r: RecipeView, _: unknown, ctx: RequestContext) => {
    const known = await data.allergens(ctx);
    const contains = new Set(r.effectiveAllergenIds);
    const mayContain = new Set(r.mayContainAllergenIds);
    const { free, via, lineNames } = r._allergens;
    const ids = new Set([...known.filter((a) => a.status === 'ACTIVE').map((a) => a._id)]);
    const present = [...known.map((a) => a._id), ...contains, ...mayContain].filter((id) => contains.has(id) || mayContain.has(id));
    for (const id of present) ids.add(id);
    return [...ids].map((id) => {
      const status: AllergenState = contains.has(id) ? 'CONTAINS' : mayContain.has(id) ? 'MAY_CONTAIN' : free.has(id) ? 'FREE' : 'UNKNOWN';
      return {
        allergen: { __typename: 'Allergen' as const, id },
        status,
        via: status === 'FREE' ? [] : (via.get(id) ?? (status === 'UNKNOWN' ? lineNames : [])),
      };
    });
  };
}
