/** What the recipe scenarios check of an answer (their documents: ./__generated__/documents.ts). */

type Named = { name?: unknown } | null | undefined;
const named = (n: Named) => typeof n?.name === 'string' && n.name.length > 0;

/** A full record with every reference resolved: category, sub-category, each line's ingredient and unit, allergens. */
export function resolved(record: unknown): boolean {
  const r = record as {
    category?: Named;
    subCategory?: Named;
    ingredients?: { ingredient?: Named; unit?: Named }[];
    allergens?: Named[];
    effectiveAllergens?: Named[];
  } | null;
  return (
    !!r &&
    named(r.category) &&
    named(r.subCategory) &&
    (r.ingredients ?? []).length > 0 &&
    (r.ingredients ?? []).every((l) => named(l.ingredient) && named(l.unit)) &&
    (r.allergens ?? []).length > 0 &&
    (r.allergens ?? []).every(named) &&
    (r.effectiveAllergens ?? []).every(named)
  );
}
