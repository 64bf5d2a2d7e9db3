import { GraphQLError } from 'graphql';

/** How many of each kind still use what a client asked to delete: `{ recipes: 3, ingredients: 1 }`. */
export type UsedBy = Partial<Record<'recipes' | 'ingredients', number>>;

/** The users by name, where the refusing service holds them (recipe's parents: "Used in Bisque, Gratin"). */
export type UsedIn = { id: string; title: string }[];

/** The one shape of the refusal's extensions, which @brigade/ui's `inUseRefusal` reads. */
export type InUseExtensions = { code: 'BAD_USER_INPUT'; field: 'force'; usedBy: UsedBy; usedIn?: UsedIn };

/**
 * Refuses to delete what something still uses. BAD_USER_INPUT on `force` (the argument that
 * deletes it anyway), so a client that knows no better shows the message as an input problem; with
 * `usedBy` (and `usedIn` when the users are known by name) the screen can say why, and someone
 * allowed to may ask again with `force`. `message` is the service's own, in the caller's language.
 */
export function inUse(message: string, usedBy: UsedBy, usedIn?: UsedIn): GraphQLError {
  const extensions: InUseExtensions = { code: 'BAD_USER_INPUT', field: 'force', usedBy, ...(usedIn ? { usedIn } : {}) };
  return new GraphQLError(message, { extensions });
}
