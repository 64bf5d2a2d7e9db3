import type { CostingPreviewInput, RecipeIngredientInput, RecipeMenuType } from '../__generated__/graphql';
import { lineInput, parseItem, parsePrice, validVat, type RecipeValues } from '../editor/values';

/** Who and what the preview is for: the recipe being edited (none: a new one), its kitchen and type. */
export type PreviewTarget = { recipeId?: string; kitchenId?: string; type: RecipeMenuType; priced: boolean };

/** previewCosting's input, and for each line sent (by its `lineId`) the form's row it came from. */
export type PreviewRequest = { input: PreviewInput; rows: [lineId: string, row: number][] };

/** The input as the form always sends it: every line, and a price and VAT rate (null where not shown). */
export type PreviewInput = CostingPreviewInput & {
  ingredients: RecipeIngredientInput[];
  sellingPrice: string | null;
  vatRate: number | null;
};

/**
 * The form as previewCosting takes it: the lines that name something in an amount above 0, in the
 * form's order (a line without an id comes back as `line-<index>` of that list), the yield, and a
 * dish's price and VAT rate while they are valid (an invalid one would fail the whole preview).
 */
export function previewRequest(values: Partial<RecipeValues> | undefined, target: PreviewTarget): PreviewRequest {
  const ingredients: RecipeIngredientInput[] = [];
  const rows: PreviewRequest['rows'] = [];
  (values?.ingredients ?? []).forEach((line, row) => {
    if (!line || !parseItem(line.item) || typeof line.quantity !== 'number' || !(line.quantity > 0)) return;
    rows.push([line.id ?? `line-${ingredients.length}`, row]);
    ingredients.push(lineInput(line, ingredients.length));
  });
  const yieldValue = values?.yieldValue;
  return {
    input: {
      ...(target.recipeId ? { recipeId: target.recipeId } : {}),
      ...(target.kitchenId ? { kitchenId: target.kitchenId } : {}),
      type: target.type,
      yieldValue: typeof yieldValue === 'number' && yieldValue > 0 ? yieldValue : null,
      yieldUnitId: values?.yieldUnitId || null,
      sellingPrice: target.priced ? (parsePrice(values?.sellingPrice) ?? null) : null,
      vatRate: target.priced ? (validVat(values?.vatRate) ?? null) : null,
      ingredients,
    },
    rows,
  };
}
