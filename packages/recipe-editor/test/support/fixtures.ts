import {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  KITCHEN_COOKS,
} from '../../src/graphql/choices';
import type { RecipeIngredient, RecipeMenu, RecipeStep } from '../../src/graphql/types';

type Typed<T> = T & { __typename: string };

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const named = (__typename: string, id: string, name: string) => ({ __typename, id, name });

export const KITCHEN = 'k1';
export const flour = named('Ingredient', 'i1', 'Flour');
export const butter = named('Ingredient', 'i2', 'Butter');
export const grams = named('Unit', 'u1', 'g');
export const pieces = named('Unit', 'u2', 'pcs');
export const mains = named('Category', 'c1', 'Mains');
export const meat = named('SubCategory', 's1', 'Meat');
export const gluten = named('Allergen', 'a1', 'Gluten');
export const anna = { __typename: 'User', id: 'cook1', fName: 'Anna', lName: 'Berg', displayName: null, email: 'anna@k1.example' };

/** The editor's dropdowns for kitchen k1, each answerable as often as the form asks. */
export function choiceMocks(kitchenId: string | null = KITCHEN) {
  const often = { maxUsageCount: 20 };
  return [
    { request: { query: ACTIVE_CATEGORIES, variables: { kitchenId } }, result: { data: { getActiveCategory: [mains] } }, ...often },
    {
      request: { query: ACTIVE_SUB_CATEGORIES, variables: { categoryId: mains.id, kitchenId } },
      result: { data: { getActiveSubCategory: [meat] } },
      ...often,
    },
    {
      request: { query: ACTIVE_INGREDIENTS, variables: { kitchenId } },
      result: {
        data: {
          getActiveIngredients: [
            { ...flour, allergens: [gluten] },
            { ...butter, allergens: [] },
          ],
        },
      },
      ...often,
    },
    { request: { query: ACTIVE_UNITS }, result: { data: { getUnits: { __typename: 'UnitPage', records: [grams, pieces] } } }, ...often },
    { request: { query: ACTIVE_ALLERGENS }, result: { data: { getActiveAllergens: [gluten] } }, ...often },
    {
      request: { query: KITCHEN_COOKS, variables: { kitchenId } },
      result: { data: { GetUsers: { __typename: 'UserPage', records: [anna] } } },
      ...often,
    },
  ];
}

const steps: Typed<RecipeStep>[] = [
  { __typename: 'RecipeStep', id: 'st1', title: 'Rub', description: 'Rub the butter into the flour', image: '/media/step1', video: null },
  { __typename: 'RecipeStep', id: 'st2', title: 'Bake', description: null, image: null, video: null },
];

const ingredients: Typed<RecipeIngredient>[] = [
  {
    __typename: 'RecipeIngredient',
    id: 'l1',
    position: 1,
    ingredientsId: flour.id,
    ingredient: flour,
    unitId: grams.id,
    unit: grams,
    quantity: 300,
    unitOfMeasure: 'g',
  },
  {
    __typename: 'RecipeIngredient',
    id: 'l2',
    position: 2,
    ingredientsId: butter.id,
    ingredient: butter,
    unitId: grams.id,
    unit: grams,
    quantity: 200,
    unitOfMeasure: 'g',
  },
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
    notes: null,
    steps,
    allergenIds: [],
    allergens: [],
    effectiveAllergens: [gluten],
    ingredients,
    order: 1,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}
