import { notDeleted } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { IngredientLine, RecipeDoc } from '../recipes/recipe.model';

/** Deeper than any kitchen nests recipes; the walk also stops when no new recipe turns up. */
const MAX_LEVELS = 64;

export type Loop = { line: number; path: string[] };

/**
 * The first line whose sub-recipe leads back to the recipe itself, directly or through others,
 * with the titles along the way ("Béarnaise → Reduction → Béarnaise"). Walks down the stored
 * subRecipeIds breadth first, one query per level, so it finds the shortest loop. A new recipe
 * cannot be in one: nothing uses it yet.
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
  for (let depth = 0; depth < MAX_LEVELS && level.length; depth++) {
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
