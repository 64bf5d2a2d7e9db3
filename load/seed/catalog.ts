import type { Call } from './graphql.ts';

/** The platform's catalog entries recipes refer to, read with the catalog's own queries. */
export type CatalogRefs = {
  /** Platform categories that have sub-categories, each with its sub-categories' ids. */
  categories: { id: string; subCategoryIds: string[] }[];
  ingredientIds: string[];
  /** `code`: the catalog's stable symbol (g, ml, l, piece, portion), null for a unit without one. */
  units: { id: string; name: string; code: string | null }[];
  allergenIds: string[];
};

type Entry = { id: string; name: string };

export async function readCatalog(call: Call): Promise<CatalogRefs> {
  const { getActiveCategory } = await call<{ getActiveCategory: Entry[] }>(`{ getActiveCategory { id name } }`);
  const categories: CatalogRefs['categories'] = [];
  for (const category of getActiveCategory) {
    const { getActiveSubCategory } = await call<{ getActiveSubCategory: Entry[] }>(
      `query Subs($categoryId: ID) { getActiveSubCategory(categoryId: $categoryId) { id name } }`,
      { categoryId: category.id },
    );
    if (getActiveSubCategory.length) categories.push({ id: category.id, subCategoryIds: getActiveSubCategory.map((s) => s.id) });
  }
  const { getIngredients, getUnits, getActiveAllergens } = await call<{
    getIngredients: { records: Entry[] };
    getUnits: { records: (Entry & { code: string | null })[] };
    getActiveAllergens: Entry[];
  }>(`{
    getIngredients(pageNo: 1, sizePerPage: 100, filters: { platformOnly: true, status: ACTIVE }) { records { id name } }
    getUnits(pageNo: 1, sizePerPage: 100, filters: { status: ACTIVE }) { records { id name code } }
    getActiveAllergens { id name }
  }`);
  const refs = {
    categories,
    ingredientIds: getIngredients.records.map((i) => i.id),
    units: getUnits.records.map(({ id, name, code }) => ({ id, name, code })),
    allergenIds: getActiveAllergens.map((a) => a.id),
  };
  if (!refs.categories.length || refs.ingredientIds.length < 10 || !refs.units.length || !refs.allergenIds.length)
    throw new Error(`the catalog is missing seeded entries: ${JSON.stringify(refs)}`);
  return refs;
}

/** The catalog unit with this code (g, ml, l, piece, portion); the seed cannot go on without it. */
export function unitByCode(catalog: CatalogRefs, code: string): CatalogRefs['units'][number] {
  const unit = catalog.units.find((u) => u.code === code);
  if (!unit) throw new Error(`the catalog has no active unit with code '${code}': ${catalog.units.map((u) => u.code).join(', ')}`);
  return unit;
}
