import { notDeleted } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { IngredientLine, RecipeDoc } from '../recipes/recipe.model';

/**
 * Levels of sub-recipes below a recipe at most: a dish on a sauce on a stock is 2. Saves past it are
 * refused (withinDepth), so the allergen roll-up (32 levels) and
 * every walk reach the bottom of any tree a save can build.
 */
export const MAX_DEPTH = 12;

export type Loop = { line: number; path: string[] };

/**
 * The first line whose sub-recipe leads back to the recipe itself, directly or through others,
 * with the titles along the way ("Béarnaise → Reduction → Béarnaise"). Walks down the stored
 * subRecipeIds breadth first, one query per level, so it finds the shortest loop, however long:
 * it ends when no recipe it has not seen turns up. A new recipe cannot be in one: nothing uses it
 * yet. Saves that add a sub-recipe run it under the kitchen's graph lock (graph-lock.ts), so two
 * saves at once cannot each miss the other's half of a loop.
 */
export async function findLoop(
  recipes: Model<RecipeDoc>,
  self: { id: Types.ObjectId | null; title: string },
  lines: Pick<IngredientLine, 'subRecipeId'>[],
): Promise<Loop | null> {
  if (!self.id) return null;
  const selfId = self.id.toHexString();
  const lineOf = (root: string) => lines.findIndex((l) => l.subRecipeId?.toHexString() === root);
  const direct = lineOf(selfId);
  if (direct >= 0) return { line: direct, path: [self.title, self.title] };
  // Each recipe reached, with the one it was reached from (null: named by a line of this recipe).
  const from = new Map<string, string | null>();
  const titles = new Map<string, string>();
  let level = [...new Set(lines.flatMap((l) => (l.subRecipeId ? [l.subRecipeId.toHexString()] : [])))];
  for (const id of level) from.set(id, null);
  while (level.length) {
    const docs = await recipes
      .find({ _id: { $in: level }, ...notDeleted }, { title: 1, subRecipeIds: 1 })
      .lean<Pick<RecipeDoc, '_id' | 'title' | 'subRecipeIds'>[]>();
    const next: string[] = [];
    for (const doc of docs) {
      const id = doc._id.toHexString();
      titles.set(id, doc.title);
      for (const child of (doc.subRecipeIds ?? []).map((c) => c.toHexString())) {
        if (child === selfId) {
          const chain: string[] = [];
          for (let at: string | null | undefined = id; at; at = from.get(at)) chain.unshift(at);
          return { line: lineOf(chain[0] as string), path: [self.title, ...chain.map((c) => titles.get(c) ?? c), self.title] };
        }
        if (!from.has(child)) {
          from.set(child, id);
          next.push(child);
        }
      }
    }
    level = next;
  }
  return null;
}

/** Levels below `ids` (0: none of them uses a sub-recipe), or MAX_DEPTH + 1 once past the limit. */
async function levelsBelow(recipes: Model<RecipeDoc>, ids: string[]): Promise<number> {
  let level = ids;
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const docs = await recipes
      .find({ _id: { $in: level }, ...notDeleted }, { subRecipeIds: 1 })
      .lean<Pick<RecipeDoc, '_id' | 'subRecipeIds'>[]>();
    // A loop in stored data would never end: a recipe met again counts as one more level.
    const next = docs.flatMap((d) => (d.subRecipeIds ?? []).map((c) => c.toHexString()));
    if (!next.length) return depth;
    level = [...new Set(next)];
  }
  return MAX_DEPTH + 1;
}

/** Levels of recipes above `id` (0: nothing uses it), or MAX_DEPTH + 1 once past the limit. */
async function levelsAbove(recipes: Model<RecipeDoc>, id: Types.ObjectId): Promise<number> {
  let level = [id];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const parents = await recipes.find({ subRecipeIds: { $in: level }, ...notDeleted }, { _id: 1 }).lean<Pick<RecipeDoc, '_id'>[]>();
    if (!parents.length) return depth;
    level = [...new Map(parents.map((p) => [p._id.toHexString(), p._id])).values()];
  }
  return MAX_DEPTH + 1;
}

/**
 * How deep the deepest chain through this recipe would go once its lines are saved: the recipes
 * above it, itself and the levels below its sub-recipes. True when that is within MAX_DEPTH.
 */
export async function withinDepth(
  recipes: Model<RecipeDoc>,
  self: { id: Types.ObjectId | null },
  lines: Pick<IngredientLine, 'subRecipeId'>[],
): Promise<boolean> {
  const children = [...new Set(lines.flatMap((l) => (l.subRecipeId ? [l.subRecipeId.toHexString()] : [])))];
  if (!children.length) return true;
  const below = 1 + (await levelsBelow(recipes, children));
  if (below > MAX_DEPTH) return false;
  return !self.id || below + (await levelsAbove(recipes, self.id)) <= MAX_DEPTH;
}
