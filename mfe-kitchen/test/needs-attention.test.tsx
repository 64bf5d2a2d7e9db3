import { ATTENTION_INGREDIENT, NEEDS_ATTENTION, type AttentionItem } from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { RECENT_CHANGES } from '../src/dashboard/queries';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const PAGE = '/auth/admin/needs-attention';

const recipe = (id: string, title: string, type: 'RECIPE' | 'MENU' = 'RECIPE') => ({ __typename: 'RecipeMenu', id, title, type });
const item = (more: Partial<Answer<AttentionItem>> & Pick<AttentionItem, 'kind' | 'message' | 'recipeCount'>): Answer<AttentionItem> => ({
  __typename: 'AttentionItem',
  area: 'COST',
  recipeId: 'r-stock',
  lineId: 'l1',
  ingredientId: null,
  subRecipeId: null,
  recipes: [recipe('r-stock', 'Fish stock')],
  ...more,
});
const dishes = Array.from({ length: 10 }, (_, index) => recipe(`d${index}`, `Dish ${index + 1}`, 'MENU'));

// In the service's order but for the first, so the page's own order shows.
const ITEMS = [
  item({
    kind: 'NO_PRICE',
    ingredientId: 'i-butter',
    message: 'Fish stock: Butter has no price',
    recipeCount: 3,
    recipes: [recipe('r-stock', 'Fish stock'), recipe('r-beurre', 'Beurre blanc'), recipe('d-sole', 'Sole meunière', 'MENU')],
  }),
  item({
    area: 'NUTRITION',
    kind: 'NO_NUTRITION',
    ingredientId: 'i-salt',
    message: 'Salt has no nutrition values',
    recipeCount: 12,
    recipes: dishes,
  }),
  item({ kind: 'NEEDS_DENSITY', ingredientId: 'i-flour', message: 'Roux: Flour needs a density to go from ml to g', recipeCount: 2 }),
  item({ kind: 'NEEDS_PIECE_WEIGHT', ingredientId: 'i-own', message: 'Crudités: House radish needs a piece weight', recipeCount: 2 }),
  item({ kind: 'OTHER_CURRENCY', ingredientId: 'i-saffron', message: 'Paella: Saffron is priced in GBP', recipeCount: 1 }),
  item({ kind: 'NO_YIELD', recipeId: 'd-steak', subRecipeId: 'r-bearnaise', message: 'Béarnaise has no yield', recipeCount: 1 }),
  item({
    kind: 'NO_YIELD',
    recipeId: 'd-plate',
    lineId: null,
    message: 'Cheese plate has no yield in portions',
    recipeCount: 1,
    recipes: [recipe('d-plate', 'Cheese plate', 'MENU')],
  }),
  item({
    kind: 'SUB_RECIPE_GONE',
    recipeId: 'r-sauce',
    subRecipeId: 'r-gone',
    message: 'Sauce: its sub-recipe was deleted',
    recipeCount: 1,
  }),
  item({
    kind: 'NOT_CONVERTIBLE',
    recipeId: 'r-soup',
    lineId: 'l7',
    message: 'Soup: a bunch of parsley cannot be weighed',
    recipeCount: 1,
  }),
];

const attention = (items: Answer<AttentionItem>[]) => mockAnswer(NEEDS_ATTENTION, {}, { getNeedsAttention: items }, { maxUsageCount: 3 });
const owner = (id: string, kitchenId: string | null) =>
  mockAnswer(
    ATTENTION_INGREDIENT,
    { id },
    { getIngredientsById: { __typename: 'Ingredient', id, kitchenId, canEdit: kitchenId !== null } },
  );

test('the list puts what holds up most recipes first, links the first recipes and the fix of each kind, and filters by area', async () => {
  const { where } = renderConsole(PAGE, { mocks: [kitchenPlanMock(), attention(ITEMS), owner('i-flour', null), owner('i-own', 'k1')] });
  const list = await screen.findByRole('list', { name: 'Needs attention' });
  const entries = () =>
    within(list)
      .getAllByRole('listitem')
      .filter((entry) => entry.parentElement === list);
  expect(entries().map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
    'Salt has no nutrition values',
    'Fish stock: Butter has no price',
    'Roux: Flour needs a density to go from ml to g',
    'Crudités: House radish needs a piece weight',
    'Paella: Saffron is priced in GBP',
    'Béarnaise has no yield',
    'Cheese plate has no yield in portions',
    'Sauce: its sub-recipe was deleted',
    'Soup: a bunch of parsley cannot be weighed',
  ]);
  const [salt, butter] = entries();
  expect(within(salt!).getByText('Nutrition')).toBeTruthy();
  expect(within(butter!).getByText('Cost')).toBeTruthy();
  // The first five recipes as links to their views (a dish's under dishes), the count says the rest.
  expect(within(salt!).getByText(/Holds up 12 recipes/).textContent).toBe(
    'Holds up 12 recipes: Dish 1, Dish 2, Dish 3, Dish 4, Dish 5 and 7 more',
  );
  expect(within(salt!).getByRole('link', { name: 'Dish 1' }).getAttribute('href')).toBe('/auth/admin/dishes/d0');
  expect(within(butter!).getByRole('link', { name: 'Fish stock' }).getAttribute('href')).toBe('/auth/admin/recipe/r-stock');
  expect(within(butter!).getByRole('link', { name: 'Sole meunière' }).getAttribute('href')).toBe('/auth/admin/dishes/d-sole');

  const fix = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
  expect(fix('Enter the nutrition values: Salt has no nutrition values')).toBe('/auth/admin/ingredients/i-salt/edit');
  expect(fix('Record a price: Fish stock: Butter has no price')).toBe('/auth/admin/ingredients/i-butter/prices');
  expect(fix('Record a price in your costing currency: Paella: Saffron is priced in GBP')).toBe('/auth/admin/ingredients/i-saffron/prices');
  // A platform ingredient's density is the kitchen's conversions; the kitchen's own ingredient is edited whole.
  await waitFor(() =>
    expect(fix('Add the piece weight: Crudités: House radish needs a piece weight')).toBe('/auth/admin/ingredients/i-own/edit'),
  );
  expect(fix('Add the density: Roux: Flour needs a density to go from ml to g')).toBe('/auth/admin/ingredients/i-flour/conversions');
  expect(fix('Set the yield: Béarnaise has no yield')).toBe('/auth/admin/recipe/r-bearnaise/edit');
  expect(fix('Set the yield: Cheese plate has no yield in portions')).toBe('/auth/admin/dishes/d-plate/edit');
  expect(fix('Replace the deleted sub-recipe: Sauce: its sub-recipe was deleted')).toBe('/auth/admin/recipe/r-sauce/edit');
  expect(fix('Fix the line: Soup: a bunch of parsley cannot be weighed')).toBe('/auth/admin/recipe/r-soup/edit');

  fireEvent.click(screen.getByRole('radio', { name: 'Nutrition (1)' }));
  await waitFor(() => expect(entries()).toHaveLength(1));
  expect(where()).toBe(`${PAGE}?area=NUTRITION`);
  expect(within(entries()[0]!).getByText('Salt has no nutrition values')).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'Cost (8)' }));
  await waitFor(() => expect(entries()).toHaveLength(8));
}, 45_000);

test('nothing to fix reads so; an area with nothing to fix says which', async () => {
  const { unmount } = renderConsole(PAGE, { mocks: [kitchenPlanMock(), attention([])] });
  expect(await screen.findByText('Every cost and nutrition figure is complete')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Needs attention' })).toBeNull();
  unmount();

  renderConsole(`${PAGE}?area=NUTRITION`, { mocks: [kitchenPlanMock(), attention([ITEMS[0]!])] });
  expect(await screen.findByText('Every nutrition figure is complete')).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Cost (1)' })).toBeTruthy();
});

test('a cause that holds up cost and nutrition alike is one row naming both, counted once', async () => {
  const density = { kind: 'NEEDS_DENSITY' as const, ingredientId: 'i-flour', message: 'Roux: Flour needs a density to go from ml to g' };
  const both = [
    item({ ...density, recipeCount: 2, recipes: [recipe('r-roux', 'Roux'), recipe('d-gratin', 'Gratin', 'MENU')] }),
    item({ ...density, area: 'NUTRITION', recipeCount: 3, recipes: [recipe('r-roux', 'Roux'), recipe('d-soup', 'Soup', 'MENU')] }),
  ];
  renderConsole(PAGE, { mocks: [kitchenPlanMock(), attention(both), owner('i-flour', null)] });
  const list = await screen.findByRole('list', { name: 'Needs attention' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(within(row).getByText('Cost')).toBeTruthy();
  expect(within(row).getByText('Nutrition')).toBeTruthy();
  expect(within(row).getByText('Leaves both the cost and the nutrition figures incomplete: one fix completes both.')).toBeTruthy();
  expect(within(row).getByText(/Holds up 3 recipes/).textContent).toBe('Holds up 3 recipes: Roux, Gratin, Soup');
  expect(screen.getByRole('radio', { name: 'All (1)' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Cost (1)' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Nutrition (1)' })).toBeTruthy();
});

const recent = mockAnswer(
  RECENT_CHANGES,
  undefined,
  { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 0, records: [] } },
  { maxUsageCount: 3 },
);

test('the dashboard counts what needs attention and leads to it, and says nothing when all is complete', async () => {
  const { where, unmount } = renderConsole('/', {
    mocks: [kitchenPlanMock(), recent, attention(ITEMS), owner('i-flour', null), owner('i-own', 'k1')],
  });
  const card = await screen.findByLabelText('Needs attention: 9');
  expect(within(card).getByText('9 gaps keep cost or nutrition figures incomplete.')).toBeTruthy();
  fireEvent.click(within(card).getByRole('link', { name: 'See what to fix' }));
  await waitFor(() => expect(where()).toBe(PAGE));
  expect(await screen.findByRole('list', { name: 'Needs attention' })).toBeTruthy();
  unmount();

  renderConsole('/', { mocks: [kitchenPlanMock(), recent, attention([])] });
  expect(await screen.findByRole('heading', { name: 'Demo Kitchen' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByText(/Needs attention/)).toBeNull());
});
