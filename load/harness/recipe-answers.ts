import {
  ADMIN_VARIABLES,
  KITCHENS,
  PAGE_SIZE,
  RECIPE_LIST_QUERY,
  RECIPES_PER_KITCHEN,
  SUPER_ADMIN_VARIABLES,
} from '../scenarios/recipe-list.shared';
import { post } from './measure';

/** What the checks read of a recipe-list answer. */
type Named = { name: string } | null;
type Record_ = {
  id: string;
  category: Named;
  subCategory: Named;
  ingredients: { ingredient: Named; unit: Named }[];
  allergens: Named[];
  effectiveAllergens: Named[];
  cooks: ({ fName: string } | null)[];
};
type Answer = { data?: { getRecipeMenu?: { total: number; records: Record_[] } }; errors?: unknown };

const named = (n: Named) => n !== null && typeof n.name === 'string' && n.name.length > 0;

/**
 * The first page is right: PAGE_SIZE records, the expected total, and every reference resolved
 * (category, sub-category, each line's ingredient and unit, allergens, effective allergens, and,
 * where `cooks` is asked, at least one cook). Returns the problems found.
 */
export function checkPage(reply: Record<string, unknown>, who: 'admin' | 'super admin'): string[] {
  const answer = reply as Answer;
  const page = answer.data?.getRecipeMenu;
  if (answer.errors || !page) return [`${who}: ${JSON.stringify(reply).slice(0, 500)}`];
  const total = who === 'admin' ? RECIPES_PER_KITCHEN : RECIPES_PER_KITCHEN * KITCHENS;
  const problems = [
    page.records.length !== PAGE_SIZE && `${page.records.length} records, not ${PAGE_SIZE}`,
    page.total !== total && `total ${page.total}, not ${total}`,
  ];
  for (const r of page.records) {
    problems.push(
      !named(r.category) && `${r.id}: category unresolved`,
      !named(r.subCategory) && `${r.id}: sub-category unresolved`,
      (r.ingredients.length < 6 || !r.ingredients.every((l) => named(l.ingredient) && named(l.unit))) &&
        `${r.id}: ingredient lines unresolved`,
      (r.allergens.length === 0 || !r.allergens.every(named)) && `${r.id}: allergens unresolved`,
      (r.effectiveAllergens.length < r.allergens.length || !r.effectiveAllergens.every(named)) && `${r.id}: effective allergens unresolved`,
      ((who === 'admin' && r.cooks.length === 0) || !r.cooks.every((c) => c !== null && !!c.fName)) && `${r.id}: cooks unresolved`,
    );
  }
  return problems.filter((p): p is string => typeof p === 'string').map((p) => `${who}: ${p}`);
}

/** The super admin's page is the most recently changed: updatedAt never increases down the page. */
export function checkNewestFirst(reply: Record<string, unknown>, ids: string[]): string[] {
  const records =
    (reply as { data?: { getRecipeMenu?: { records: { id: string; updatedAt: string }[] } } }).data?.getRecipeMenu?.records ?? [];
  const times = records.map((r) => Date.parse(r.updatedAt));
  const sorted = times.every((t, i) => i === 0 || t <= (times[i - 1] ?? 0));
  return [
    !sorted && 'super admin: page not in UPDATED_AT order',
    records.map((r) => r.id).join() !== ids.join() && 'super admin: the checked page and the ordered ids differ',
  ].filter((p): p is string => typeof p === 'string');
}

/** One answer of each row, checked; returns the problems found. */
export async function checkAnswers(gatewayUrl: string, adminToken: string, superToken: string): Promise<string[]> {
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const asSuper = { authorization: `Bearer ${superToken}` };
  const adminPage = await post(gatewayUrl, { query: RECIPE_LIST_QUERY, variables: ADMIN_VARIABLES }, asAdmin);
  const superPage = await post(gatewayUrl, { query: RECIPE_LIST_QUERY, variables: SUPER_ADMIN_VARIABLES }, asSuper);
  const ordered = await post(
    gatewayUrl,
    { query: `{ getRecipeMenu(pageNo: 1, sizePerPage: ${PAGE_SIZE}, sort: UPDATED_AT) { records { id updatedAt } } }` },
    asSuper,
  );
  const superIds = ((superPage as Answer).data?.getRecipeMenu?.records ?? []).map((r) => r.id);
  return [...checkPage(adminPage, 'admin'), ...checkPage(superPage, 'super admin'), ...checkNewestFirst(ordered, superIds)];
}
