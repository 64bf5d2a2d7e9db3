import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { CreateRecipeMenuMutation } from '../src/__generated__/graphql';
import { RecipeEditor } from '../src/editor/RecipeEditor';
import { DISH_PRICE, PREVIEW_COSTING } from '../src/costing/queries';
import { CREATE_RECIPE_MENU, UPDATE_RECIPE_MENU } from '../src/recipes/mutations';
import { RECIPE_MENU_WITH_DRAFT } from '../src/releases/queries';
import type { PreviewInput as CostingPreviewInput } from '../src/costing/preview-input';
import { cost, gap, gapLinks, lineCost, nutrition } from './support/costing';
import { choiceMocks, flour, KITCHEN, storedRecipe } from './support/fixtures';
import { addIngredient, click, type } from './support/form';
import { renderScreen, settle } from './support/render';

/** Every previewCosting request, answered by `answer`. */
function previewMock(answer: (input: CostingPreviewInput) => object = () => ({ cost: cost(), nutrition: nutrition() })) {
  const inputs: CostingPreviewInput[] = [];
  const mock = {
    request: {
      query: PREVIEW_COSTING,
      variables: (variables: { input: CostingPreviewInput }) => {
        inputs.push(variables.input);
        return true;
      },
    },
    result: (variables: { input: CostingPreviewInput }) => ({
      data: {
        previewCosting: {
          __typename: 'CostingPreview',
          foodCostPercent: null,
          grossMargin: null,
          overTarget: null,
          ...answer(variables.input),
        },
      },
    }),
    maxUsageCount: 50,
  };
  return { mock, inputs };
}

const field = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

test('a dish’s price is typed with a comma and sent as the exact decimal "18.50", with its VAT rate; a bad price is refused first', async () => {
  let sent: unknown;
  const onSaved = jest.fn();
  renderScreen(<RecipeEditor type="MENU" kitchenId={KITCHEN} token="t" showCosts onSaved={onSaved} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    previewMock().mock,
    {
      request: {
        query: CREATE_RECIPE_MENU,
        variables: (variables: unknown) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { CreateRecipeMenu: storedRecipe({ id: 'r9', type: 'MENU' }) } satisfies Answer<CreateRecipeMenuMutation> },
    },
  ]);
  type('Title', 'Steak frites');
  type('Selling price (incl. VAT)', '18,505');
  type('VAT %', '9');
  click('Save');
  expect(await within(field('Selling price (incl. VAT)')).findByText(/up to 7 digits and 2 decimals/)).toBeTruthy();
  await settle();
  expect(sent).toBeUndefined();

  type('Selling price (incl. VAT)', '18,5');
  click('Save');
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent).toEqual({ input: expect.objectContaining({ type: 'MENU', title: 'Steak frites', sellingPrice: '18.50', vatRate: 9 }) });
});

test('editing a dish loads its price, sends only the changed field, and the service’s refusal of it lands on that field', async () => {
  const onSaved = jest.fn();
  const refused = 'Please enter a price with at most 7 digits and 2 decimals';
  const update = { query: UPDATE_RECIPE_MENU, variables: { id: 'r1', input: { sellingPrice: '19.00' } } };
  renderScreen(<RecipeEditor type="MENU" id="r1" token="t" showCosts gapLinks={gapLinks} onSaved={onSaved} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    previewMock().mock,
    mockAnswer(
      RECIPE_MENU_WITH_DRAFT,
      { id: 'r1' },
      { getRecipeMenuById: { ...storedRecipe({ type: 'MENU' }), versionNumber: 3, releasedVersionNumber: 3, draft: null } },
    ),
    mockAnswer(DISH_PRICE, { id: 'r1' }, { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', sellingPrice: '18.50', vatRate: 9 } }),
    { request: update, result: { errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', field: 'input.sellingPrice' } }] } },
    mockAnswer(UPDATE_RECIPE_MENU, update.variables, {
      UpdateRecipeMenu: { ...storedRecipe({ type: 'MENU' }), versionNumber: 4, releasedVersionNumber: 4 },
    }),
  ]);
  await waitFor(() => expect((screen.getByLabelText('Selling price (incl. VAT)') as HTMLInputElement).value).toBe('18.50'));
  expect((screen.getByLabelText('VAT %') as HTMLInputElement).value).toBe('9');

  type('Selling price (incl. VAT)', '19');
  click('Save');
  expect(await within(field('Selling price (incl. VAT)')).findByText(refused)).toBeTruthy();
  click('Save');
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test("a dish with a draft waiting starts from the draft's price, not the released one", async () => {
  const draft = { ...storedRecipe({ type: 'MENU', title: 'Shortbread plate' }), sellingPrice: '21.00', vatRate: 9 };
  renderScreen(<RecipeEditor type="MENU" id="r1" token="t" showCosts gapLinks={gapLinks} onSaved={jest.fn()} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    previewMock().mock,
    mockAnswer(
      RECIPE_MENU_WITH_DRAFT,
      { id: 'r1' },
      {
        getRecipeMenuById: {
          ...storedRecipe({ type: 'MENU' }),
          versionNumber: 4,
          releasedVersionNumber: 3,
          draft: { __typename: 'RecipeDraft', version: 4, recipe: draft },
        },
      },
    ),
  ]);
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Shortbread plate'));
  expect((screen.getByLabelText('Selling price (incl. VAT)') as HTMLInputElement).value).toBe('21.00');
});

test('the live panel asks previewCosting once the form rests after an edit, and shows "at least" with its gaps and their fixes', async () => {
  const { mock, inputs } = previewMock(({ ingredients }) =>
    ingredients[0]?.quantity === 300
      ? {
          cost: cost({
            total: '1.2',
            complete: false,
            lines: [lineCost('line-0', '1.2', 100)],
            missing: [
              gap({ kind: 'NO_PRICE', recipeId: 'new', lineId: 'line-0', ingredientId: flour.id, message: 'Flour has no price' }),
              gap({ kind: 'NO_UNIT', recipeId: 'new', lineId: 'line-0', ingredientId: flour.id, message: 'Flour has no unit' }),
            ],
          }),
          nutrition: nutrition({ complete: true }),
        }
      : { cost: cost({ total: '2.5', lines: [lineCost('line-0', '2.5', 100)] }), nutrition: nutrition() },
  );
  renderScreen(
    <RecipeEditor type="RECIPE" kitchenId={KITCHEN} token="t" showCosts gapLinks={gapLinks} onSaved={jest.fn()} onCancel={jest.fn()} />,
    [...choiceMocks(), mock],
  );
  const panel = await screen.findByRole('region', { name: 'Cost and nutrition' });
  expect(within(panel).getByText('Add lines to see what it costs.')).toBeTruthy();
  const line = await addIngredient('Ingredient 1', flour.name, '300', 'g');

  await waitFor(() => expect(within(panel).getByText('at least €1.20')).toBeTruthy());
  expect(inputs.at(-1)).toEqual({
    kitchenId: KITCHEN,
    type: 'RECIPE',
    yieldValue: null,
    yieldUnitId: null,
    sellingPrice: null,
    vatRate: null,
    ingredients: [{ position: 1, ingredientsId: flour.id, unitId: 'u1', quantity: 300, unitOfMeasure: 'g' }],
  });
  expect(within(panel).getByText('2 gaps')).toBeTruthy();
  fireEvent.click(within(panel).getByText('Cost: what is missing (2 gaps)'));
  const price = (await within(panel).findByText('Flour has no price')).closest('li')!;
  expect(within(price).getByRole('link', { name: 'Add a price' }).getAttribute('href')).toBe('/console/ingredients/i1/prices');
  // A problem of this form's own line is fixed here: it shows the row instead of leaving.
  const unit = within(panel).getByText('Flour has no unit').closest('li')!;
  expect(within(unit).queryByRole('link')).toBeNull();
  expect(within(unit).getByRole('button', { name: 'Give the line a unit' })).toBeTruthy();

  // Two quick changes: one request, for the last.
  const asked = inputs.length;
  type('Quantity', '400', line);
  type('Quantity', '625', line);
  await waitFor(() => expect(within(panel).getByText('€2.50')).toBeTruthy());
  const after = inputs.slice(asked).map((input) => input.ingredients[0]?.quantity);
  expect(after).toEqual([625]);
});
