import type { CreateRecipeMenuInput, RecipeMenuStatus } from '../__generated__/graphql';
import type { DishPrice } from '../costing/queries';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';

/* The form's values and their mapping to CreateRecipeMenuInput / UpdateRecipeMenuInput. */

/** The fields CreateRecipeMenuInput and UpdateRecipeMenuInput share. */
type RecipeFieldsInput = Omit<CreateRecipeMenuInput, 'type' | 'kitchenId'>;

/** A step keeps its id (and a video, which the form does not edit) so an update keeps them. */
export type StepValues = { id?: string; title?: string; description?: string | null; image?: string | null; video?: string | null };

/**
 * What a line's picker chose: `ingredient:<id>` or `recipe:<id>` (a sub-recipe). One picker offers
 * both, so one field holds the choice and its kind; the API's input gets `ingredientsId` or `subRecipeId`.
 */
export type LineItem = { kind: 'ingredient' | 'recipe'; id: string };
export const itemValue = ({ kind, id }: LineItem) => `${kind}:${id}`;
export function parseItem(value: string | null | undefined): LineItem | null {
  const match = /^(ingredient|recipe):(.+)$/.exec(value ?? '');
  return match ? { kind: match[1] as LineItem['kind'], id: match[2] as string } : null;
}

/** unitOfMeasure is the chosen unit's name: the service rounds scaled quantities by it. */
export type IngredientValues = {
  id?: string;
  /** `ingredient:<id>` or `recipe:<id>` (itemValue). */
  item?: string | null;
  quantity?: number | null;
  unitId?: string | null;
  unitOfMeasure?: string | null;
};

export type RecipeValues = {
  kitchenId?: string;
  title?: string;
  description?: string | null;
  categoryId?: string | null;
  subCategoryId?: string | null;
  status: RecipeMenuStatus;
  coverPic?: string | null;
  ingredients: IngredientValues[];
  steps: StepValues[];
  notes?: string | null;
  allergenIds: string[];
  utensils: string[];
  yieldValue?: number | null;
  /** A mass or volume unit, or portion; none: portions, with `yieldUnitOfMeasure` their free label. */
  yieldUnitId?: string | null;
  yieldUnitOfMeasure?: string | null;
  isPrivate: boolean;
  cookIds: string[];
  video?: string | null;
  /** A dish's price per portion, VAT included, as typed ("18,5"); sent as "18.50". */
  sellingPrice?: string | null;
  /** Its VAT rate in percent. */
  vatRate?: number | null;
  /** The save's own note (History's 'Change note'): not a field of the recipe, sent with the save only. */
  changeNote?: string | null;
};

/** The service's bound on a save's change note (services/recipe CHANGE_NOTE_MAX). */
export const CHANGE_NOTE_MAX = 500;

export const EMPTY_VALUES: RecipeValues = {
  status: 'ACTIVE',
  ingredients: [],
  steps: [],
  allergenIds: [],
  utensils: [],
  isPrivate: false,
  cookIds: [],
};

/** The form's values of a stored recipe; `price` for a dish whose form shows its price. */
export function fromRecipe(recipe: RecipeMenu, price?: DishPrice | null): RecipeValues {
  return {
    ...(price ? { sellingPrice: price.sellingPrice, vatRate: price.vatRate } : {}),
    title: recipe.title,
    description: recipe.description,
    categoryId: recipe.categoryId,
    subCategoryId: recipe.subCategoryId,
    status: recipe.status,
    coverPic: recipe.coverPic,
    ingredients: [...recipe.ingredients]
      .sort((a, b) => a.position - b.position)
      .map(({ id, ingredientsId, subRecipeId, quantity, unitId, unitOfMeasure }) => ({
        id,
        item: subRecipeId
          ? itemValue({ kind: 'recipe', id: subRecipeId })
          : ingredientsId
            ? itemValue({ kind: 'ingredient', id: ingredientsId })
            : null,
        quantity,
        unitId,
        unitOfMeasure,
      })),
    steps: recipe.steps.map(({ id, title, description, image, video }) => ({ id, title, description, image, video })),
    notes: recipe.notes,
    allergenIds: recipe.allergenIds,
    utensils: recipe.utensils,
    yieldValue: recipe.yieldValue,
    yieldUnitId: recipe.yieldUnitId,
    yieldUnitOfMeasure: recipe.yieldUnitOfMeasure,
    isPrivate: recipe.isPrivate,
    cookIds: recipe.cookIds,
    video: recipe.video,
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** The service's rule for a selling price: 1–7 digits and up to 2 decimals; a comma is a decimal point too. */
const PRICE = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/**
 * A typed selling price as the API takes it, an exact decimal with two places ("18,5" → "18.50");
 * null for none; undefined when it breaks the rule (the form refuses it first).
 */
export function parsePrice(typed: string | null | undefined): string | null | undefined {
  const trimmed = typed?.trim() ?? '';
  if (!trimmed) return null;
  const match = PRICE.exec(trimmed);
  if (!match) return undefined;
  return `${String(Number(match[1]))}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** A VAT rate the service takes (0–100), else undefined. */
export const validVat = (rate: number | null | undefined): number | null | undefined =>
  rate === null || rate === undefined ? null : rate >= 0 && rate <= 100 ? rate : undefined;
const idOf = (id: string | undefined) => (id ? { id } : {});

/** A line names its ingredient or its sub-recipe, never both (the service refuses both or neither). */
function lineSource(value: string | null | undefined): { ingredientsId: string } | { subRecipeId: string } {
  const item = parseItem(value);
  return item?.kind === 'recipe' ? { subRecipeId: item.id } : { ingredientsId: item?.id ?? '' };
}

/**
 * The form as the API's input. The spec's 'notes' is the API's `notes`; its 'restrictions' are
 * `isPrivate` with `cookIds` (a private recipe is seen by the kitchen's admins and those cooks).
 * Lines are sent in the form's order with `position` 1..n, so the service's field paths
 * (`ingredients.<i>.…`) point at the form's rows; each with `ingredientsId` or `subRecipeId`.
 * `priced`: the form shows a dish's price and VAT rate, which are sent too.
 */
export function toFieldsInput(values: RecipeValues, priced = false): RecipeFieldsInput {
  return {
    ...(priced ? { sellingPrice: parsePrice(values.sellingPrice) ?? null, vatRate: validVat(values.vatRate) ?? null } : {}),
    title: values.title?.trim() ?? '',
    description: text(values.description),
    coverPic: values.coverPic || null,
    video: values.video || null,
    status: values.status,
    categoryId: values.categoryId || null,
    subCategoryId: values.subCategoryId || null,
    isPrivate: values.isPrivate,
    cookIds: values.cookIds,
    utensils: values.utensils.map((u) => u.trim()).filter(Boolean),
    yieldValue: values.yieldValue ?? null,
    yieldUnitId: values.yieldUnitId || null,
    yieldUnitOfMeasure: text(values.yieldUnitOfMeasure),
    notes: text(values.notes),
    steps: values.steps.map((step) => ({
      ...idOf(step.id),
      title: step.title?.trim() ?? '',
      description: text(step.description),
      image: step.image || null,
      video: step.video || null,
    })),
    allergenIds: values.allergenIds,
    ingredients: values.ingredients.map(lineInput),
  };
}

/** One line as the API takes it, `position` its place (1-based). */
export const lineInput = (line: IngredientValues, index: number) => ({
  ...idOf(line.id),
  position: index + 1,
  ...lineSource(line.item),
  unitId: line.unitId || null,
  quantity: line.quantity ?? 0,
  unitOfMeasure: text(line.unitOfMeasure),
});

/** Filing is checked as a pair: a new category with the old sub-category would be refused. */
const PAIRED: (keyof RecipeFieldsInput)[] = ['categoryId', 'subCategoryId'];

/**
 * An update names only what changed ('only the fields given change'), so a cook listed before
 * who is no longer choosable does not fail a save that never touched the cooks.
 */
export function changedFields(before: RecipeFieldsInput, after: RecipeFieldsInput): Partial<RecipeFieldsInput> {
  const keys = (Object.keys(after) as (keyof RecipeFieldsInput)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.some((key) => PAIRED.includes(key))) keys.push(...PAIRED.filter((key) => !keys.includes(key)));
  return Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<RecipeFieldsInput>;
}
