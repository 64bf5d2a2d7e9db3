import { GraphQLError } from 'graphql';

/** How many of each kind still use what a client asked to delete: `{ recipes: 3, ingredients: 1 }`. */
export type UsedBy = Partial<Record<'recipes' | 'ingredients' | 'kitchens', number>>;

/** The users by name, where the refusing service holds them (recipe's parents: "Used in Bisque, Gratin"). */
export type UsedIn = { id: string; title: string }[];

/** The one shape of the refusal's extensions, which @brigade/ui's `inUseRefusal` reads. */
export type InUseExtensions = { code: 'BAD_USER_INPUT'; field: string; usedBy: UsedBy; usedIn?: UsedIn };

export type InUseOptions = {
  usedIn?: UsedIn;
  /**
   * The argument the refusal is about: `force` (the default), the one that deletes anyway, where
   * someone may; otherwise the id that was refused (billing's plan: kitchens that hold it keep it,
   * so it can only be deactivated), and no client offers to force it.
   */
  field?: string;
};

/**
 * Refuses to delete what something still uses, as BAD_USER_INPUT, so a client that knows no better
 * shows the message as an input problem; with `usedBy` (and `usedIn` when the users are known by
 * name) the screen can say why, and someone allowed to may ask again with `force`. `message` is the
 * service's own, in the caller's language.
 */
export function inUse(message: string, usedBy: UsedBy, { usedIn, field = 'force' }: InUseOptions = {}): GraphQLError {
  const extensions: InUseExtensions = { code: 'BAD_USER_INPUT', field, usedBy, ...(usedIn ? { usedIn } : {}) };
  return new GraphQLError(message, { extensions });
}
