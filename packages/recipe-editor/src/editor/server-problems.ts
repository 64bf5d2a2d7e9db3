import { splitServerError } from '@brigade/ui';
import type { RecipeValues } from './values';

/** The editor's own fields a server message can sit next to. */
const TOP_FIELDS = [
  'kitchenId',
  'title',
  'description',
  'categoryId',
  'subCategoryId',
  'status',
  'coverPic',
  'notes',
  'allergenIds',
  'utensils',
  'yieldValue',
  'yieldUnitId',
  'yieldUnitOfMeasure',
  'isPrivate',
  'cookIds',
  'video',
  'sellingPrice',
  'vatRate',
  'changeNote',
] as const satisfies readonly (keyof RecipeValues)[];
const STEP_FIELDS = ['title', 'description', 'image'] as const;
/** A line's form fields by the service's names: its ingredient and its sub-recipe share the one picker. */
const LINE_FIELDS = { ingredientsId: 'item', subRecipeId: 'item', quantity: 'quantity', unitId: 'unitId' } as const;
type LineField = (typeof LINE_FIELDS)[keyof typeof LINE_FIELDS];

export type FieldPath =
  [(typeof TOP_FIELDS)[number]] | ['steps', number, (typeof STEP_FIELDS)[number]] | ['ingredients', number, LineField];
export type RecipeProblems = { fields: { name: FieldPath; errors: string[] }[]; message: string | null };

/**
 * What the form shows: its rows, whether it has the kitchen picker and a dish's price fields (a
 * message for a hidden field would be lost: it goes above the form instead).
 */
export type ShownForm = { values: Pick<RecipeValues, 'steps' | 'ingredients'>; kitchenShown: boolean; pricesShown?: boolean };

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

/**
 * Where a service field path (`input.steps.1.title`, `allergenIds.2`, `title`) sits in the form,
 * or null: a row's problem lands on that row, not on the recipe's field of the same name.
 */
export function fieldPathOf(field: string, form: ShownForm): FieldPath | null {
  const { values, kitchenShown, pricesShown = false } = form;
  const [first, ...rest] = field.split('.');
  const [head, index, leaf] = first === 'input' ? rest : [first, ...rest];
  const row = Number(index);
  const inForm = (list: unknown[]) => Number.isInteger(row) && row >= 0 && row < list.length;
  if (head === 'steps') return inForm(values.steps) && isOneOf(STEP_FIELDS, leaf) ? [head, row, leaf] : null;
  if (head === 'ingredients') {
    const key = Object.keys(LINE_FIELDS) as (keyof typeof LINE_FIELDS)[];
    return inForm(values.ingredients) && isOneOf(key, leaf) ? [head, row, LINE_FIELDS[leaf]] : null;
  }
  // A list of ids names the entry (`allergenIds.2`); the message belongs to the whole choice.
  if (head === 'kitchenId' && !kitchenShown) return null;
  if ((head === 'sellingPrice' || head === 'vatRate') && !pricesShown) return null;
  return isOneOf(TOP_FIELDS, head) ? [head] : null;
}

/** A failed save as messages next to the fields they are about, and the first other message for an alert. */
export function recipeProblems(error: unknown, form: ShownForm): RecipeProblems {
  return splitServerError(error, (path) => fieldPathOf(path, form));
}
