import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  KITCHEN_COOKS,
  KITCHEN_RECIPES,
} from '../../src/editor/queries';
import type {
  AllergenStatus,
  Ingredient,
  RecipeIngredient,
  RecipeMenu,
  RecipeStep,
  SubRecipe,
  Unit,
} from '../../src/recipes/fragments/recipe-menu';
import type { RecipeEditorCooksQuery, UnitDimension } from '../../src/__generated__/graphql';

type Typed<T> = T & { __typename: string };

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const named = (__typename: string, id: string, name: string) => ({ __typename, id, name });
const unit = (id: string, code: string, dimension: UnitDimension, toBase: number | null): Typed<Unit> => ({
  __typename: 'Unit',
  id,
  name: code,
  code,
  dimension,
  toBase,
});

export const KITCHEN = 'k1';
export const mains = named('Category', 'c1', 'Mains');
export const meat = named('SubCategory', 's1', 'Meat');
export const gluten = named('Allergen', 'a1', 'Gluten');
export const milk = named('Allergen', 'a2', 'Milk');
export const fish = named('Allergen', 'a3', 'Fish');
export const soy = named('Allergen', 'a4', 'Soy');
export const ALLERGENS = [gluten, milk, fish, soy];

export const grams = unit('u1', 'g', 'MASS', 1);
export const pieces = unit('u2', 'pcs', 'COUNT', 1);
export const millilitres = unit('u3', 'ml', 'VOLUME', 1);
export const litres = unit('u4', 'l', 'VOLUME', 1000);
export const portion = unit('u5', 'portion', 'COUNT', null);
export const kilograms = unit('u6', 'kg', 'MASS', 1000);
export const pinch = unit('u7', 'pinch', 'COUNT', null);
export const UNITS = [grams, pieces, millilitres, litres, portion, kilograms, pinch];

const ingredient = (id: string, name: string, statements: Partial<Ingredient> = {}): Typed<Ingredient> => ({
  __typename: 'Ingredient',
  id,
  name,
  density: null,
  pieceWeight: null,
  allergenIds: [],
  mayContainAllergenIds: [],
  freeFromAllergenIds: [],
  ...statements,
});
/** Checked for everything: gluten, and free of the rest. */
export const flour = ingredient('i1', 'Flour', { allergenIds: [gluten.id], freeFromAllergenIds: [milk.id, fish.id, soy.id] });
/** Nobody said whether butter has fish in it. */
export const butter = ingredient('i2', 'Butter', { allergenIds: [milk.id], freeFromAllergenIds: [gluten.id, soy.id], density: 0.91 });
/** Unchecked, with a piece weight. */
export const onion = ingredient('i3', 'Onion', { pieceWeight: 150 });
/** Unchecked, without a density. */
export const wine = ingredient('i4', 'Dry white wine');

const status = (allergen: { id: string; name: string }, state: AllergenStatus['status'], via: string[] = []) => ({
  __typename: 'AllergenStatus',
  allergen,
  status: state,
  via,
});

/** A recipe the kitchen's lines may use: makes half a litre, has gluten, may have soy. */
export const sauce: Typed<SubRecipe> = {
  __typename: 'RecipeMenu',
  id: 'r2',
  title: 'Red wine sauce',
  type: 'RECIPE',
  yieldValue: 0.5,
  yieldUnitOfMeasure: 'l',
  yieldUnit: litres,
  allergenProfile: [
    status(gluten, 'CONTAINS', ['Brown stock']),
    status(milk, 'FREE'),
    status(fish, 'FREE'),
    status(soy, 'MAY_CONTAIN', ['Brown stock']),
  ],
};
/** Counted in portions (no unit). */
export const crumble: Typed<SubRecipe> = {
  __typename: 'RecipeMenu',
  id: 'r3',
  title: 'Crumble topping',
  type: 'RECIPE',
  yieldValue: 10,
  yieldUnitOfMeasure: 'portions',
  yieldUnit: null,
  allergenProfile: ALLERGENS.map((allergen) =>
    status(allergen, allergen === gluten ? 'CONTAINS' : 'FREE', allergen === gluten ? ['Flour'] : []),
  ),
};

/** No yield yet: nothing can take some of it. */
export const vinaigrette: Typed<SubRecipe> = { ...crumble, id: 'r4', title: 'Vinaigrette', yieldValue: null, yieldUnitOfMeasure: null };

export const anna = {
  __typename: 'User',
  id: 'cook1',
  fName: 'Anna',
  lName: 'Berg',
  displayName: null,
  email: 'anna@k1.example',
} satisfies Answer<RecipeEditorCooksQuery['GetUsers']['records'][number]>;

export const kitchenRecipesMock = (records: Typed<SubRecipe>[] = [crumble, sauce, vinaigrette], kitchenId: string = KITCHEN) =>
  mockAnswer(
    KITCHEN_RECIPES,
    { filters: { type: 'RECIPE', status: 'ACTIVE', kitchenId } },
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total: records.length, records } },
    { maxUsageCount: 20 },
  );

/** The editor's dropdowns for kitchen k1, each answerable as often as the form asks. */
export function choiceMocks(kitchenId: string | null = KITCHEN) {
  const often = { maxUsageCount: 20 };
  return [
    mockAnswer(ACTIVE_CATEGORIES, { kitchenId }, { getActiveCategory: [mains] }, often),
    mockAnswer(ACTIVE_SUB_CATEGORIES, { categoryId: mains.id, kitchenId }, { getActiveSubCategory: [meat] }, often),
    mockAnswer(ACTIVE_INGREDIENTS, { kitchenId }, { getActiveIngredients: [butter, wine, flour, onion] }, often),
    mockAnswer(ACTIVE_UNITS, undefined, { getUnits: { __typename: 'UnitPage', records: UNITS } }, often),
    mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: ALLERGENS }, often),
    mockAnswer(KITCHEN_COOKS, { kitchenId }, { GetUsers: { __typename: 'UserPage', records: [anna] } }, often),
    kitchenRecipesMock(undefined, kitchenId ?? KITCHEN),
  ];
}

const steps: Typed<RecipeStep>[] = [
  { __typename: 'RecipeStep', id: 'st1', title: 'Rub', description: 'Rub the butter into the flour', image: '/media/step1', video: null },
  { __typename: 'RecipeStep', id: 'st2', title: 'Bake', description: null, image: null, video: null },
];

/** A stored line: an ingredient's, unless `subRecipe` (or `subRecipeId` alone: one the caller may not open) is given. */
export function storedLine(overrides: Partial<RecipeIngredient> & Pick<RecipeIngredient, 'id' | 'position'>): Typed<RecipeIngredient> {
  return {
    __typename: 'RecipeIngredient',
    ingredientsId: null,
    ingredient: null,
    subRecipeId: null,
    subRecipe: null,
    subRecipeTitle: null,
    unitId: grams.id,
    unit: grams,
    quantity: 1,
    unitOfMeasure: 'g',
    grams: null,
    conversionProblem: null,
    ...overrides,
  };
}

const ingredients: Typed<RecipeIngredient>[] = [
  storedLine({ id: 'l1', position: 1, ingredientsId: flour.id, ingredient: flour, quantity: 300, grams: 300 }),
  storedLine({ id: 'l2', position: 2, ingredientsId: butter.id, ingredient: butter, quantity: 200, grams: 200 }),
];

/** A stored recipe as getRecipeMenuById answers it. */
export function storedRecipe(overrides: Partial<RecipeMenu> = {}): Typed<RecipeMenu> {
  return {
    __typename: 'RecipeMenu',
    id: 'r1',
    title: 'Shortbread',
    description: 'Crumbly',
    coverPic: '/media/cover1',
    video: null,
    type: 'RECIPE',
    status: 'ACTIVE',
    kitchenId: KITCHEN,
    categoryId: mains.id,
    subCategoryId: null,
    category: mains,
    subCategory: null,
    isPrivate: false,
    cookIds: [],
    cooks: [],
    utensils: ['Oven'],
    yieldValue: 12,
    yieldUnitOfMeasure: 'biscuits',
    yieldUnitId: null,
    yieldUnit: null,
    notes: null,
    steps,
    allergenIds: [],
    allergens: [],
    effectiveAllergens: [gluten, milk],
    mayContainAllergenIds: [],
    allergenProfile: [
      status(gluten, 'CONTAINS', ['Flour']),
      status(milk, 'CONTAINS', ['Butter']),
      status(fish, 'UNKNOWN', ['Butter']),
      status(soy, 'FREE'),
    ],
    ingredients,
    usedIn: [],
    order: 1,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}
