import type { RequestContext } from '@brigade/service-kit';
import { LIMITS, MAX_LINE_BASE, within, type UnitDef } from '@brigade/units';
import { uniqueGaps, type Gap, type GapKind } from '../costing/gaps';
import { memoPerRequest } from '../costing/per-request';
import type { IngredientLine } from '../recipes/recipe.model';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import { amountOfSubRecipe } from '../sub-recipes/sub-recipe-amounts';

/** What one line adds (null: nothing), the gap it has, and the gaps of the sub-recipe below it. */
export type LineOutcome<V> = { line: IngredientLine; value: V | null; gap: Gap | null; below: Gap[] };

/**
 * What a figure (cost, nutrition) makes of lines. The walk through sub-recipes is the walker's, so
 * both figures agree on what a line is, which gaps a sub-recipe line has and where loops stop.
 * `At`: what else the figure depends on (cost: the day of the prices), handed down the tree.
 */
export type RollUpKind<At, Loaded, V, Sum> = {
  /** What the recipe's ingredient lines need, by ingredient id (one await for the lot). */
  load(ctx: RequestContext, r: CostedRecipe, ingredientIds: string[]): Promise<Loaded>;
  ingredientLine(
    r: CostedRecipe,
    l: IngredientLine,
    loaded: Loaded,
    units: Map<string, UnitDef>,
    at: At,
  ): { value: V | null; gap: Gap | null };
  /** A sub-recipe line using `amount` of a sub-recipe that makes `yieldValue` and rolled up to `below`. */
  subRecipeLine(below: Sum, amount: number, yieldValue: number): V;
  /** The recipe's figure from its lines, in their order; the walker adds the gaps. */
  sum(r: CostedRecipe, lines: LineOutcome<V>[], loaded: Loaded, units: Map<string, UnitDef>): Sum;
};

const hex = (id: { toHexString(): string } | null | undefined) => id?.toHexString() ?? null;

export const lineUnit = (l: IngredientLine, units: Map<string, UnitDef>) => (l.unitId ? (units.get(l.unitId.toHexString()) ?? null) : null);

/** A stored line a save would accept (README 'Validation'); one outside it counts as nothing, with a gap. */
const inRange = (l: IngredientLine, units: Map<string, UnitDef>) =>
  within(l.quantity, LIMITS.quantity) && l.quantity * (lineUnit(l, units)?.toBase ?? 1) <= MAX_LINE_BASE;

/** A gap on a line of `r`, naming its ingredient or its sub-recipe (`name`: for the message). */
export function lineGap(r: CostedRecipe, l: IngredientLine, kind: GapKind, name: string): Gap {
  return {
    kind,
    recipeId: r._id.toHexString(),
    recipeTitle: r.title,
    lineId: l._id.toHexString(),
    ingredientId: l.subRecipeId ? null : hex(l.ingredientsId),
    subRecipeId: hex(l.subRecipeId),
    name,
  };
}

/** `load` for each id at once, by id: what every line of a recipe needs, awaited together. */
export async function loadEach<T>(ids: string[], load: (id: string) => Promise<T>): Promise<Map<string, T>> {
  const loaded = await Promise.all(ids.map(load));
  return new Map(ids.map((id, i) => [id, loaded[i]!]));
}

/**
 * Rolls a figure up through a recipe's lines and sub-recipes (README 'Costing', 'Nutrition'). A
 * sub-recipe line counts the share of the sub-recipe's yield it uses; one that is gone, has no
 * yield, leads back up the path or asks in a unit its yield is not in adds nothing and says why.
 * Each recipe is rolled up once per request and `At`, however many dishes share it. Ingredient and
 * sub-recipe loads start in the same tick, so the request's DataLoaders batch them per level.
 */
export function lineWalker<At, Loaded, V, Sum>(data: RequestData, kind: RollUpKind<At, Loaded, V, Sum>, atKey: (at: At) => string) {
  type Rolled = Sum & { gaps: Gap[] };
  const memo = memoPerRequest<Rolled>();
  const loops = memoPerRequest<boolean>();

  /**
   * Whether a recipe's sub-recipes lead back to it, in stored data (saves refuse loops, but one
   * stored before they could not be raced in still exists). The path alone does not see it when two
   * roll-ups of one request start on either side of the loop: each waits for the other's memo, and
   * Menu costing hung until the gateway's timeout (#43). A recipe in a loop is a LOOP gap, never walked.
   */
  const inLoop = (ctx: RequestContext, id: string) =>
    loops(ctx, id, async () => {
      const seen = new Set<string>();
      let level = [id];
      while (level.length) {
        const docs = await Promise.all(level.map((at) => data.costedRecipe(ctx, at)));
        const next = new Set(
          docs.flatMap((d) => (d?.ingredients ?? []).flatMap((l) => (l.subRecipeId ? [l.subRecipeId.toHexString()] : []))),
        );
        if (next.has(id)) return true;
        level = [...next].filter((child) => !seen.has(child));
        for (const child of level) seen.add(child);
      }
      return false;
    });

  async function subRecipeLine(
    ctx: RequestContext,
    r: CostedRecipe,
    l: IngredientLine,
    units: Map<string, UnitDef>,
    at: At,
    path: string[],
  ): Promise<LineOutcome<V>> {
    const childId = hex(l.subRecipeId)!;
    const child = await data.costedRecipe(ctx, childId);
    const gap = (k: GapKind): LineOutcome<V> => ({
      line: l,
      value: null,
      gap: lineGap(r, l, k, child?.title ?? l.subRecipeTitle ?? ''),
      below: [],
    });
    if (!child) return gap('SUB_RECIPE_GONE');
    if (!within(child.yieldValue, LIMITS.yieldValue)) return gap('NO_YIELD');
    if (!inRange(l, units)) return gap('OUT_OF_RANGE');
    if (path.includes(childId) || (await inLoop(ctx, childId))) return gap('LOOP');
    const amount = amountOfSubRecipe(l.quantity, lineUnit(l, units), child, units);
    if (!amount.ok) return gap('NOT_CONVERTIBLE');
    const below = await walk(ctx, child, at, [...path, childId]);
    return { line: l, value: kind.subRecipeLine(below, amount.quantity, child.yieldValue), gap: null, below: below.gaps };
  }

  function walk(ctx: RequestContext, r: CostedRecipe, at: At, path: string[]): Promise<Rolled> {
    return memo(ctx, `${r._id.toHexString()}@${atKey(at)}`, async () => {
      const lines = r.ingredients ?? [];
      const { byId: units } = await data.units(ctx);
      // A line naming a sub-recipe is a sub-recipe line, whatever else it names.
      const ids = [...new Set(lines.flatMap((l) => (l.ingredientsId && !l.subRecipeId ? [l.ingredientsId.toHexString()] : [])))];
      const [loaded, children] = await Promise.all([
        kind.load(ctx, r, ids),
        Promise.all(lines.map((l) => (l.subRecipeId ? subRecipeLine(ctx, r, l, units, at, path) : null))),
      ]);
      // Named in the gap's message; looked up only for the rare line out of range (null: in range).
      const nameOf = async (l: IngredientLine) =>
        l.ingredientsId ? ((await data.ingredient(ctx, l.ingredientsId.toHexString()))?.name ?? '') : '';
      const outOfRange = await Promise.all(lines.map((l) => (!l.subRecipeId && !inRange(l, units) ? nameOf(l) : null)));
      const outcomes = lines.map(
        (l, i): LineOutcome<V> =>
          children[i] ??
          (outOfRange[i] === null
            ? { line: l, below: [], ...kind.ingredientLine(r, l, loaded, units, at) }
            : { line: l, below: [], value: null, gap: lineGap(r, l, 'OUT_OF_RANGE', outOfRange[i] ?? '') }),
      );
      const gaps = outcomes.flatMap((o) => (o.gap ? [o.gap, ...o.below] : o.below));
      return { ...kind.sum(r, outcomes, loaded, units), gaps: uniqueGaps(gaps) };
    });
  }

  return {
    /** `guard`: recipes that must not appear below this one (an unsaved draft's own id). */
    of: (ctx: RequestContext, r: CostedRecipe, at: At, guard: string[] = []) => walk(ctx, r, at, [...guard, r._id.toHexString()]),
  };
}
