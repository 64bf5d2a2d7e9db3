import { ACTIVE_ALLERGENS, ACTIVE_KITCHENS, type Ingredient, type IngredientPrice, type PriceUnit } from '@brigade/console-kit';
import { BLANK_INGREDIENT } from '@brigade/test-kit/fixtures/ingredient';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';

/** The kitchen admin's own kitchen, as the catalog screens name an owner. */
export const kitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen' }] },
  { maxUsageCount: 10 },
);

type Allergen = Answer<Ingredient['allergens'][number]>;
export const gluten = { __typename: 'Allergen', id: 'a1', name: 'Gluten' } satisfies Allergen;
export const milk = { __typename: 'Allergen', id: 'a2', name: 'Milk' } satisfies Allergen;
export const eggs = { __typename: 'Allergen', id: 'a3', name: 'Eggs' } satisfies Allergen;

export const allergens = mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: [gluten, milk, eggs] }, { maxUsageCount: 10 });

export type IngredientRow = Answer<Ingredient> & { __typename: 'Ingredient' };

/** An ingredient as the catalog answers, the platform's unless `more` says otherwise. */
export const ingredient = (id: string, name: string, more: Partial<Omit<Answer<Ingredient>, '__typename'>> = {}): IngredientRow => ({
  ...BLANK_INGREDIENT,
  id,
  name,
  ...more,
});

export const KG: Answer<PriceUnit> & { __typename: 'Unit' } = {
  __typename: 'Unit',
  id: 'u-kg',
  name: 'kilogram',
  code: 'kg',
  dimension: 'MASS',
  toBase: 1000,
};
export const PIECE: Answer<PriceUnit> & { __typename: 'Unit' } = {
  __typename: 'Unit',
  id: 'u-piece',
  name: 'piece',
  code: 'piece',
  dimension: 'COUNT',
  toBase: 1,
};

export type PriceRow = Answer<IngredientPrice> & { __typename: 'IngredientPrice' };

/** A purchase price of Demo Kitchen as the catalog answers: 5 kg for €7.50 bought on 2 March 2026 unless `more` says otherwise. */
export const price = (id: string, ingredientId: string, more: Partial<Omit<Answer<IngredientPrice>, '__typename'>> = {}): PriceRow => ({
  __typename: 'IngredientPrice',
  id,
  ingredientId,
  kitchenId: 'k1',
  supplier: 'Metro',
  supplierCode: null,
  packDescription: null,
  packSize: 5,
  packUnitId: KG.id,
  packUnit: KG,
  packPrice: '7.50',
  currency: 'EUR',
  pricedOn: '2026-03-02',
  yieldPercent: 100,
  createdAt: null,
  updatedAt: null,
  ...more,
});
