import type { EntityPaths } from '../common/paths';

/** The price list import, below the ingredients. */
export const importPricesPath = (paths: EntityPaths): string => `${paths.list}/import-prices`;
