import type { EntityPaths } from '../common/paths';
import type { Ingredient } from './queries';

/**
 * Whether the caller states their kitchen's own conversions of this ingredient: a kitchen admin,
 * on a platform ingredient (the one thing they may change about it; their own they edit whole).
 */
export const hasKitchenConversions = (platform: boolean, ingredient: Pick<Ingredient, 'kitchenId'>): boolean =>
  !platform && ingredient.kitchenId === null;

/** The kitchen's conversions form of one ingredient: `:id/conversions` below the ingredients. */
export const conversionsPath = (paths: EntityPaths, id: string): string => `${paths.view(id)}/conversions`;
