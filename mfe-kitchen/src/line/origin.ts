import { LINE_RECIPE_PATH } from './paths';

/**
 * Where a sub-recipe was opened from (issue #45): the dish's own address (its yield and step)
 * and its title, carried in the sub-recipe's address (`from`, `fromTitle`) so a reload keeps them
 * and 'Back to Steak frites' returns the cook to the step they were on. Only a recipe page of this
 * app is a place to return to: a `from` of anything else is ignored, so a link cannot lead away.
 */
export type Origin = { to: string; title: string };

const RECIPE_PREFIX = LINE_RECIPE_PATH.replace(':id', '');

export function originOf(params: URLSearchParams): Origin | null {
  const to = params.get('from') ?? '';
  const title = params.get('fromTitle') ?? '';
  if (!to.startsWith(RECIPE_PREFIX) || to.startsWith('//') || !title) return null;
  return { to, title };
}

/** The sub-recipe's address: its yield, and this page (`here`: path and search) as its origin. */
export function subRecipeHref(path: string, subRecipeYield: number | null, here: string, title: string): string {
  const params = new URLSearchParams();
  if (subRecipeYield !== null && subRecipeYield > 0) params.set('yield', String(subRecipeYield));
  params.set('from', here);
  params.set('fromTitle', title);
  return `${path}?${params.toString()}`;
}
