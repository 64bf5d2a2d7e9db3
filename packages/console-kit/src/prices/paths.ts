import type { EntityPaths } from '../common/paths';

/** An ingredient's prices page: `:id/prices` below the ingredients. */
export const pricesPath = (paths: EntityPaths, id: string): string => `${paths.view(id)}/prices`;
