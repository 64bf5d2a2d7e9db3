import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import type { ReactElement } from 'react';
import type { GapLinks } from '../src/costing/gaps';
import { RECIPE_COST_CHANGE, RECIPE_COSTING } from '../src/costing/queries';
import type { RecipeMenu } from '../src/recipes/fragments/recipe-menu';
import { RecipeDetails } from '../src/recipes/RecipeDetails';
import { amounts, cost, costChange, costing, driver, gap, gapLinks, lineCost, nutrition } from './support/costing';
import { storedRecipe } from './support/fixtures';
import { renderScreen, settle } from './support/render';

const costingMock = (answer: ReturnType<typeof costing>, at: string | null = null) =>
  mockAnswer(RECIPE_COSTING, { id: 'r1', at }, { getRecipeMenuById: answer });

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** "Cost moved since" starts at the 1st of the month three months ago (by this machine's clock). */
const threeMonthsAgo = () => {
  const today = new Date();
  return day(new Date(today.getFullYear(), today.getMonth() - 3, 1));
};

const changeMock = (answer: ReturnType<typeof costChange> | null, since = threeMonthsAgo()) =>
  mockAnswer(
    RECIPE_COST_CHANGE,
    { id: 'r1', since },
    { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: answer } },
    { maxUsageCount: 5 },
  );

/** The view with its cost change answered (no move unless the test says otherwise). */
const renderView = (element: ReactElement, mocks: MockLink.MockedResponse[], change = changeMock(costChange())) =>
  renderScreen(element, [...mocks, change]);

const details = (recipe: RecipeMenu = storedRecipe(), links: GapLinks = gapLinks) => (
  <RecipeDetails recipe={recipe} showCosts gapLinks={links} />
);

/** The cost section's card. */
const costCard = async () => (await screen.findByText('Total cost')).closest<HTMLElement>('.ant-card')!;
/** The row of a bordered Descriptions whose label is `label`. */
const figure = (scope: HTMLElement, label: string) => within(scope).getByText(label).closest('tr')!.textContent;

test('an incomplete cost reads "at least €4.20" with a warning marker, never as the total; a line without cost shows "—" and why', async () => {
  const butterHasNoPrice = 'Butter has no price';
  renderView(details(), [
    costingMock(
      costing({
        cost: cost({
          total: '4.2035',
          perPortion: '0.3503',
          complete: false,
          missing: [gap({ kind: 'NO_PRICE', lineId: 'l2', ingredientId: 'i2', message: butterHasNoPrice })],
          lines: [lineCost('l1', '4.2035', 100), lineCost('l2', null, null)],
        }),
      }),
    ),
  ]);
  const card = await costCard();
  expect(figure(card, 'Total cost')).toBe('Total costat least €4.20Incomplete');
  expect(figure(card, 'Per portion')).toBe('Per portionat least €0.35');
  expect(within(card.querySelector<HTMLElement>('.ant-descriptions')!).queryByText('€4.20')).toBeNull();
  expect(within(card).getByText('One thing is missing: the figures are at least these until it is fixed.')).toBeTruthy();

  const rows = within(within(card).getByLabelText('Line by line'))
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual(['LineCostShare', '300 g Flour€4.20100%', `200 g Butter—${butterHasNoPrice}—`]);
  expect(within(card).getByLabelText('Not counted')).toBeTruthy();
});

test('a complete cost shows its exact total and per portion; a recipe shows no dish figures', async () => {
  renderView(details(), [
    costingMock(
      costing({
        cost: cost({ total: '37.5', perPortion: '3.125', lines: [lineCost('l1', '30', 80), lineCost('l2', '7.5', 20)] }),
      }),
    ),
  ]);
  const card = await costCard();
  expect(figure(card, 'Total cost')).toBe('Total cost€37.50Complete');
  expect(figure(card, 'Per portion')).toBe('Per portion€3.13');
  expect(within(card).queryByText(/at least/)).toBeNull();
  expect(within(card).queryByText('Food cost %')).toBeNull();
});

test('every gap links to where it is fixed: prices, conversions, the ingredient, the sub-recipe or the recipe holding the line', async () => {
  const missing = [
    gap({ kind: 'NO_PRICE', lineId: 'l2', ingredientId: 'i2', message: 'Butter has no price' }),
    gap({ kind: 'OTHER_CURRENCY', lineId: 'l1', ingredientId: 'i1', message: 'Flour is priced in another currency' }),
    gap({
      kind: 'NEEDS_DENSITY',
      recipeId: 'r2',
      lineId: 's1',
      ingredientId: 'i4',
      subRecipeId: 'r2',
      message: 'Red wine sauce: wine needs a density',
    }),
    gap({ kind: 'NEEDS_PIECE_WEIGHT', lineId: 'l1', ingredientId: 'i3', message: 'Onion needs a weight per piece' }),
    gap({ kind: 'NO_YIELD', lineId: 'l3', subRecipeId: 'r4', message: 'Vinaigrette has no yield' }),
    gap({ kind: 'NOT_CONVERTIBLE', lineId: 'l4', subRecipeId: 'r3', message: 'The unit of Crumble topping does not convert' }),
    gap({ kind: 'SUB_RECIPE_GONE', recipeId: 'r2', lineId: 's2', subRecipeId: 'r9', message: 'Red wine sauce: Jus was deleted' }),
    gap({ kind: 'LOOP', recipeId: 'r2', lineId: 's3', subRecipeId: 'r2', message: 'Red wine sauce: Sauce contains itself' }),
    gap({ kind: 'NO_UNIT', lineId: 'l5', ingredientId: 'i1', message: 'Flour has no unit' }),
  ];
  const nutritionGaps = [gap({ kind: 'NO_NUTRITION', lineId: 'l2', ingredientId: 'i2', message: 'Butter has no nutrition values' })];
  renderView(details(storedRecipe({ type: 'MENU' })), [
    costingMock(
      costing({
        type: 'MENU',
        cost: cost({ total: '1', complete: false, missing }),
        nutrition: nutrition({ complete: false, missing: nutritionGaps }),
      }),
    ),
  ]);
  await costCard();
  const linkOf = (message: string) => {
    const item = screen.getByText(message).closest('li')!;
    const link = within(item).getByRole('link');
    return [link.textContent, link.getAttribute('href')];
  };
  expect(linkOf('Butter has no price')).toEqual(['Add a price', '/console/ingredients/i2/prices']);
  expect(linkOf('Flour is priced in another currency')).toEqual(['Check the prices', '/console/ingredients/i1/prices']);
  expect(linkOf('Red wine sauce: wine needs a density')).toEqual(['Add a density', '/console/ingredients/i4/conversions']);
  expect(linkOf('Onion needs a weight per piece')).toEqual(['Add a piece weight', '/console/ingredients/i3/conversions']);
  expect(linkOf('Butter has no nutrition values')).toEqual(['Add nutrition values', '/console/ingredients/i2/edit']);
  // The sub-recipe without a yield is opened; a line's own problems go to the recipe holding it (a dish here).
  expect(linkOf('Vinaigrette has no yield')).toEqual(['Set the yield', '/console/recipe/r4/edit']);
  expect(linkOf('The unit of Crumble topping does not convert')).toEqual(['Change the line', '/console/dishes/r1/edit']);
  expect(linkOf('Flour has no unit')).toEqual(['Give the line a unit', '/console/dishes/r1/edit']);
  expect(linkOf('Red wine sauce: Jus was deleted')).toEqual(['Replace the line', '/console/recipe/r2/edit']);
  expect(linkOf('Red wine sauce: Sauce contains itself')).toEqual(['Change the line', '/console/recipe/r2/edit']);
});

test('a dish: price, VAT, food cost %, margin and the target; over target is flagged; food cost % null reads "—" and why', async () => {
  const dish = storedRecipe({ type: 'MENU' });
  const { unmount } = renderView(details(dish), [
    costingMock(
      costing({
        type: 'MENU',
        sellingPrice: '18.50',
        vatRate: 9,
        foodCostPercent: 36.2,
        grossMargin: '10.8',
        overTarget: true,
        cost: cost({ total: '24.5', perPortion: '6.125' }),
      }),
    ),
  ]);
  const dishGroup = await screen.findByRole('group', { name: 'Price and margin' });
  expect(figure(dishGroup, 'Selling price (incl. VAT)')).toBe('Selling price (incl. VAT)€18.50');
  expect(figure(dishGroup, 'VAT')).toBe('VAT9%');
  expect(figure(dishGroup, 'Food cost %')).toBe('Food cost %36.2%Over target');
  expect(figure(dishGroup, 'Gross margin')).toBe('Gross margin€10.80');
  expect(figure(dishGroup, 'Target food cost %')).toBe('Target food cost %30%');
  expect(within(dishGroup).getByText('Over target').closest('.ant-tag')!.className).toMatch(/error/);
  unmount();

  // Incomplete: no figure, said why, while a partial cost already over target is flagged.
  const incomplete = renderView(details(dish), [
    costingMock(
      costing({
        type: 'MENU',
        sellingPrice: '18.50',
        vatRate: 9,
        overTarget: true,
        cost: cost({ total: '7', perPortion: '7', complete: false, missing: [gap({ kind: 'NO_PRICE', message: 'Salt has no price' })] }),
      }),
    ),
  ]);
  let group = await screen.findByRole('group', { name: 'Price and margin' });
  expect(figure(group, 'Food cost %')).toBe('Food cost %— (the cost is incomplete)Over target');
  expect(figure(group, 'Gross margin')).toBe('Gross margin— (the cost is incomplete)');
  incomplete.unmount();

  // A partial cost under target proves nothing: no 'Within target'.
  const under = renderView(details(dish), [
    costingMock(
      costing({
        type: 'MENU',
        sellingPrice: '18.50',
        vatRate: 9,
        overTarget: false,
        cost: cost({ total: '1', perPortion: '1', complete: false, missing: [gap({ kind: 'NO_PRICE', message: 'Salt has no price' })] }),
      }),
    ),
  ]);
  group = await screen.findByRole('group', { name: 'Price and margin' });
  expect(figure(group, 'Food cost %')).toBe('Food cost %— (the cost is incomplete)');
  under.unmount();

  // No price yet.
  renderView(details(dish), [costingMock(costing({ type: 'MENU', cost: cost({ total: '6', perPortion: '6' }) }))]);
  group = await screen.findByRole('group', { name: 'Price and margin' });
  expect(figure(group, 'Selling price (incl. VAT)')).toBe('Selling price (incl. VAT)Not set');
  expect(figure(group, 'Food cost %')).toBe('Food cost %— (needs a selling price and a VAT rate)');
});

test('the nutrition table is laid out and rounded as an EU label; an incomplete one says "at least" and links its gaps', async () => {
  renderView(details(), [
    costingMock(
      costing({
        nutrition: nutrition({
          complete: false,
          per100g: amounts({
            energyKj: 1046,
            energyKcal: 250,
            fat: 12.46,
            saturates: 0.05,
            carbohydrate: 9.95,
            sugars: 0.3,
            fibre: 0.5,
            protein: 3.44,
            salt: 0.456,
          }),
          perPortion: amounts({
            energyKj: 523,
            energyKcal: 125,
            fat: 6.23,
            saturates: 0.02,
            carbohydrate: 4.98,
            sugars: 0.15,
            fibre: 0.25,
            protein: 1.72,
            salt: 0.008,
          }),
          missing: [gap({ kind: 'NO_NUTRITION', lineId: 'l2', ingredientId: 'i2', message: 'Butter has no nutrition values' })],
        }),
      }),
    ),
  ]);
  const table = await screen.findByLabelText('Nutrition declaration');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  ).toEqual([
    ['Nutrient', 'Per 100 g (at least)', 'Per portion (at least)'],
    ['Energy', '1046 kJ / 250 kcal', '523 kJ / 125 kcal'],
    ['Fat', '12 g', '6.2 g'],
    ['of which saturates', '<0.1 g', '<0.1 g'],
    ['Carbohydrate', '10 g', '5.0 g'],
    ['of which sugars', '<0.5 g', '<0.5 g'],
    ['Fibre', '0.5 g', '<0.5 g'],
    ['Protein', '3.4 g', '1.7 g'],
    ['Salt', '0.46 g', '<0.01 g'],
  ]);
  const item = screen.getByText('Butter has no nutrition values').closest('li')!;
  expect(within(item).getByRole('link', { name: 'Add nutrition values' }).getAttribute('href')).toBe('/console/ingredients/i2/edit');
});

test('"cost as on" asks for the cost with the prices of the day picked', async () => {
  const today = new Date();
  const first = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  renderView(details(), [
    costingMock(costing({ cost: cost({ total: '5' }) })),
    costingMock(costing({ cost: cost({ total: '4', at: first }) }), first),
  ]);
  const card = await costCard();
  expect(figure(card, 'Total cost')).toBe('Total cost€5.00Complete');
  const input = within(card).getByLabelText('Cost as on');
  fireEvent.click(input);
  fireEvent.click(await screen.findByTitle(first));
  await waitFor(() => expect(figure(card, 'Total cost')).toBe('Total cost€4.00Complete'));
  expect(within(card).getByText(/^Prices as on .*\. Food cost % and gross margin stay at today’s prices\.$/)).toBeTruthy();
});

test('without showCosts nothing of costing is asked for or shown (a cook is refused those fields)', async () => {
  const asked = jest.fn(() => ({ data: { getRecipeMenuById: costing() } }));
  const changeAsked = jest.fn(() => ({ data: { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: costChange() } } }));
  renderScreen(<RecipeDetails recipe={storedRecipe()} gapLinks={gapLinks} />, [
    { request: { query: RECIPE_COSTING, variables: () => true }, result: asked },
    { request: { query: RECIPE_COST_CHANGE, variables: () => true }, result: changeAsked },
  ]);
  expect(await screen.findByRole('heading', { name: 'Ingredients' })).toBeTruthy();
  await settle();
  expect(asked).not.toHaveBeenCalled();
  expect(within(screen.getByTestId('recipe-summary')).queryByText(/Cost/)).toBeNull();
  expect(changeAsked).not.toHaveBeenCalled();
  expect(screen.queryByText('Total cost')).toBeNull();
  expect(screen.queryByText('Nutrition')).toBeNull();
  expect(screen.queryByText('Cost moved since')).toBeNull();
});

/** The cost change group, once its figure is in. */
const changeGroup = async (text: string | RegExp) => {
  const group = await screen.findByRole('group', { name: 'Cost change' });
  await within(group).findByText(text);
  return group;
};
/** The links under the change, as [text, href]. */
const driverLinks = (group: HTMLElement) =>
  within(within(group).getByRole('list', { name: 'Ingredients behind the change' }))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return [link.textContent, link.getAttribute('href')];
    });

test('a recipe created after the usual start asks for the move since its creation, not from before it existed', async () => {
  const now = new Date();
  const today = day(now);
  const createdAt = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 30).toISOString();
  const answered = jest.fn(() => ({
    data: { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: costChange({ since: today }) } },
  }));
  renderScreen(details(storedRecipe({ createdAt })), [
    costingMock(costing()),
    { request: { query: RECIPE_COST_CHANGE, variables: { id: 'r1', since: today } }, result: answered, maxUsageCount: 5 },
  ]);
  const group = await changeGroup(/No change since/);
  expect(within(group).getByLabelText('Cost moved since')).toHaveProperty('value', today);
  expect(answered).toHaveBeenCalled();
});

test('an older recipe keeps the usual start, the 1st of the month three months ago', async () => {
  renderView(details(storedRecipe({ createdAt: '2020-01-15T10:00:00.000Z' })), [costingMock(costing())]);
  const group = await changeGroup(/No change since/);
  expect(within(group).getByLabelText('Cost moved since')).toHaveProperty('value', threeMonthsAgo());
});

test('cost change: "+12.0% since October 1, 2026" from the 1st of the month three months ago, then and now, and the top three ingredients linked to their prices', async () => {
  renderView(
    details(),
    [costingMock(costing({ cost: cost({ total: '4.48' }) }))],
    changeMock(
      costChange({
        before: '4',
        after: '4.48',
        change: '0.48',
        percent: 12,
        drivers: [
          driver({ ingredientId: 'i2', name: 'Butter', before: '3.6', after: '4', change: '0.4', percent: 11.1111 }),
          driver({ ingredientId: 'i1', name: 'Flour', before: '0.3', after: '0.36', change: '0.06', percent: 20 }),
          driver({ ingredientId: 'i5', name: 'Cream', before: '0', after: '0.04', change: '0.04', percent: null }),
          driver({ ingredientId: 'i6', name: 'Sugar', before: '0.1', after: '0.08', change: '-0.02', percent: -20 }),
        ],
      }),
    ),
  );
  const group = await changeGroup('+12.0% since October 1, 2026');
  expect(within(group).getByLabelText('Cost moved since')).toHaveProperty('value', threeMonthsAgo());
  expect(within(group).getByText('€4.00 then, €4.48 now')).toBeTruthy();
  expect(within(group).queryByText('Partial figures')).toBeNull();
  // Largest move first, as the service orders them; a driver that cost nothing then moves in money.
  expect(driverLinks(group)).toEqual([
    ['Butter +11.1%', '/console/ingredients/i2/prices'],
    ['Flour +20.0%', '/console/ingredients/i1/prices'],
    ['Cream +€0.04', '/console/ingredients/i5/prices'],
  ]);
  expect(within(group).queryByText(/Sugar/)).toBeNull();
});

test('cost change: "No change since …" at 0; partial figures are marked and never shown as totals; a fall reads "-"', async () => {
  const { unmount } = renderView(details(), [costingMock(costing())]);
  const same = await changeGroup('No change since October 1, 2026');
  expect(within(same).queryByRole('list')).toBeNull();
  expect(within(same).queryByText(/then, .* now/)).toBeNull();
  unmount();

  const fall = renderView(
    details(),
    [costingMock(costing())],
    changeMock(
      costChange({
        before: '4',
        after: '3.5',
        change: '-0.5',
        percent: -12.5,
        drivers: [driver({ ingredientId: 'i2', name: 'Butter', before: '4', after: '3.5', change: '-0.5', percent: -12.5 })],
      }),
    ),
  );
  const fell = await changeGroup('-12.5% since October 1, 2026');
  expect(driverLinks(fell)).toEqual([['Butter -12.5%', '/console/ingredients/i2/prices']]);
  fall.unmount();

  // Between partial sums the service gives no percent: no move is claimed and no sum is shown.
  renderView(
    details(),
    [costingMock(costing({ cost: cost({ total: '3.5', complete: false }) }))],
    changeMock(costChange({ before: '0.5', after: '3.5', change: '3', percent: null, complete: false, drivers: [] })),
  );
  const partial = await changeGroup('No complete cost on October 1, 2026: some lines had no price then');
  expect(within(partial).getByText('Partial figures').closest('.ant-tag')!.className).toMatch(/warning/);
  expect(within(partial).queryByText(/€0\.50|€3\.50|\+/)).toBeNull();
});

test('cost change: picking another day asks for the change since that day', async () => {
  const since = threeMonthsAgo();
  const fifteenth = `${since.slice(0, 8)}15`;
  renderView(details(), [costingMock(costing()), changeMock(costChange({ since: fifteenth, change: '1', percent: 25 }), fifteenth)]);
  const group = await changeGroup('No change since October 1, 2026');
  fireEvent.mouseDown(within(group).getByLabelText('Cost moved since'));
  fireEvent.click(within(group).getByLabelText('Cost moved since'));
  fireEvent.click(await screen.findByTitle(fifteenth));
  const date = new Date(`${fifteenth}T12:00:00`).toLocaleDateString('en', { dateStyle: 'long' });
  expect(await within(group).findByText(`+25.0% since ${date}`)).toBeTruthy();
});

test("the recipe's kitchen goes to the prices links (a super admin's prices page asks ?kitchen=)", async () => {
  const platform: GapLinks = {
    ...gapLinks,
    ingredientPrices: (id, kitchenId) => `/platform/ingredients/${id}/prices?kitchen=${kitchenId}`,
  };
  renderView(
    details(storedRecipe(), platform),
    [
      costingMock(
        costing({
          cost: cost({
            total: '1',
            complete: false,
            missing: [gap({ kind: 'NO_PRICE', lineId: 'l2', ingredientId: 'i2', message: 'Butter has no price' })],
          }),
        }),
      ),
    ],
    changeMock(
      costChange({ change: '0.4', percent: 10, drivers: [driver({ ingredientId: 'i2', name: 'Butter', change: '0.4', percent: 10 })] }),
    ),
  );
  const group = await changeGroup('+10.0% since October 1, 2026');
  expect(driverLinks(group)).toEqual([['Butter +10.0%', '/platform/ingredients/i2/prices?kitchen=k1']]);
  const item = screen.getByText('Butter has no price').closest('li')!;
  expect(within(item).getByRole('link', { name: 'Add a price' }).getAttribute('href')).toBe('/platform/ingredients/i2/prices?kitchen=k1');
});

test('the summary strip on top gives the cost per portion ("at least" and Incomplete while partial) and a dish its food cost %, asked once with the Cost section', async () => {
  const asked = jest.fn(() => ({
    data: {
      getRecipeMenuById: costing({
        type: 'MENU',
        sellingPrice: '18.50',
        vatRate: 9,
        foodCostPercent: 36.2,
        overTarget: true,
        cost: cost({ total: '24.5', perPortion: '6.125' }),
      }),
    },
  }));
  const { unmount } = renderView(details(storedRecipe({ type: 'MENU' })), [
    { request: { query: RECIPE_COSTING, variables: { id: 'r1', at: null } }, result: asked, maxUsageCount: 5 },
  ]);
  const summary = screen.getByTestId('recipe-summary');
  const perPortion = await within(summary).findByRole('group', { name: 'Cost per portion' });
  expect(perPortion.textContent).toBe('Cost per portion€6.13');
  expect(within(summary).getByRole('group', { name: 'Food cost %' }).textContent).toBe('Food cost %36.2%Over target');
  await costCard();
  await settle();
  expect(asked).toHaveBeenCalledTimes(1);
  unmount();

  // Partial: never the total, and said so; without portions the whole yield's cost, named as such.
  renderView(details(), [
    costingMock(
      costing({
        cost: cost({
          total: '4.2035',
          perPortion: null,
          complete: false,
          missing: [gap({ kind: 'NO_PRICE', message: 'Butter has no price' })],
        }),
      }),
    ),
  ]);
  const partial = await within(screen.getByTestId('recipe-summary')).findByRole('group', { name: 'Cost of the whole recipe' });
  expect(partial.textContent).toBe('Cost of the whole recipeat least €4.20Incomplete');
  expect(within(screen.getByTestId('recipe-summary')).queryByRole('group', { name: 'Food cost %' })).toBeNull();
});
