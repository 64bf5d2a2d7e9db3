import type { Call } from './client';

/**
 * Waits until the kitchen service has counted every recipe (it learns of them from
 * recipe.recipe.v1), so the events the seed caused are handled before anything is timed.
 */
export async function waitForKitchenCounts(superAdmin: Call, expected: number, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { getKitchen } = await superAdmin<{ getKitchen: { records: { recipeCount: number; menuItemCount: number }[] } }>(
      `{ getKitchen(pageNo: 1, sizePerPage: 100) { records { recipeCount menuItemCount } } }`,
    );
    const counted = getKitchen.records.reduce((sum, k) => sum + k.recipeCount + k.menuItemCount, 0);
    if (counted >= expected) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) throw new Error(`the kitchen service counted ${counted} of ${expected} recipes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
