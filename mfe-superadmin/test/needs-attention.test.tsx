import { ACTIVE_KITCHENS, ATTENTION_INGREDIENT, NEEDS_ATTENTION } from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import type { AnswerOf } from './support/answer';
import { renderConsole } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches by it.
const harbour = { __typename: 'Kitchen', id: 'k1', name: 'Harbour Kitchen' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const quay = { __typename: 'Kitchen', id: 'k2', name: 'Quay Bistro' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const kitchens = mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour, quay] }, { maxUsageCount: 10 });

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
};

const recipe = (id: string, title: string, type: 'RECIPE' | 'MENU' = 'RECIPE') => ({ __typename: 'RecipeMenu', id, title, type });
const item = (kind: string, ingredientId: string | null, message: string, more: object = {}) => ({
  __typename: 'AttentionItem',
  area: 'COST',
  kind,
  recipeId: 'd1',
  lineId: 'l1',
  ingredientId,
  subRecipeId: null,
  message,
  recipeCount: 1,
  recipes: [recipe('d1', 'Moules frites', 'MENU')],
  ...more,
});

test("the super admin's Needs attention asks for a kitchen, then lists its gaps with fixes in this console, prices in that kitchen", async () => {
  const attention = jest.fn(() => ({
    data: {
      getNeedsAttention: [
        item('NO_PRICE', 'i-mussels', 'Moules frites: Mussels have no price', { recipeCount: 2 }),
        item('NEEDS_DENSITY', 'i-cream', 'Moules frites: Cream needs a density to go from ml to g'),
        item('NO_YIELD', null, 'Moules frites has no yield in portions', { lineId: null }),
      ],
    },
  }));
  const owner = jest.fn(() => ({ data: { getIngredientsById: null } }));
  const { where } = renderConsole('/auth/superadmin/needs-attention', {
    mocks: [
      kitchens,
      { request: { query: NEEDS_ATTENTION, variables: { kitchenId: quay.id } }, result: attention, maxUsageCount: 5 },
      { request: { query: ATTENTION_INGREDIENT, variables: { id: 'i-cream' } }, result: owner },
    ],
  });
  expect(await screen.findByText('Choose a kitchen to see what keeps its cost and nutrition figures incomplete.')).toBeTruthy();
  expect(attention).not.toHaveBeenCalled();

  await choose('Kitchen', 'Quay Bistro');
  await waitFor(() => expect(where()).toBe('/auth/superadmin/needs-attention?kitchen=k2'));
  expect(await screen.findByRole('list', { name: 'Needs attention' })).toBeTruthy();
  const fix = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
  expect(fix('Record a price: Moules frites: Mussels have no price')).toBe('/auth/superadmin/ingredients/i-mussels/prices?kitchen=k2');
  // The super admin sets an ingredient's own density; a kitchen's override is the kitchen's.
  expect(fix('Add the density: Moules frites: Cream needs a density to go from ml to g')).toBe('/auth/superadmin/ingredients/i-cream/edit');
  expect(fix('Set the yield: Moules frites has no yield in portions')).toBe('/auth/superadmin/dishes/d1/edit');
  expect(screen.getAllByRole('link', { name: 'Moules frites' })[0]!.getAttribute('href')).toBe('/auth/superadmin/dishes/d1');
  expect(owner).not.toHaveBeenCalled();
}, 45_000);
