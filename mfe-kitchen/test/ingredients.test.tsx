import { CREATE_INGREDIENT, DELETE_INGREDIENT, INGREDIENT, INGREDIENTS, UPDATE_INGREDIENT } from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allergens, eggs, gluten, ingredient, kitchens, type IngredientRow } from './support/catalog';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const flour = ingredient('i1', 'Flour', {
  allergenIds: ['a1'],
  allergens: [gluten],
  mayContainAllergenIds: ['a3'],
  mayContainAllergens: [eggs],
  density: 0.55,
  recipeCount: 4,
});
const houseStock = ingredient('i2', 'House stock', { kitchenId: 'k1', canEdit: true, pieceWeight: 250, freeFromAllergenIds: ['a1'] });

const page = (records: IngredientRow[]) => ({ data: { getIngredients: { __typename: 'IngredientPage', total: records.length, records } } });
const list = (records: IngredientRow[], maxUsageCount = 1) => ({
  request: { query: INGREDIENTS, variables: { pageNo: 1, sizePerPage: 10, filters: {} } },
  result: page(records),
  maxUsageCount,
});
/** One allergen's choice (getByRole over the whole form is slow in jsdom; the group's role is checked once below). */
const radio = (allergen: string, statement: string) => within(screen.getByLabelText(allergen)).getByLabelText(statement);

test("a kitchen admin creates an ingredient with its allergen statements for their kitchen; the server's name error lands beside Name", async () => {
  const input = {
    name: 'Brioche crumb',
    type: null,
    status: 'ACTIVE',
    density: null,
    pieceWeight: 30,
    allergenIds: ['a1'],
    mayContainAllergenIds: ['a3'],
    freeFromAllergenIds: ['a2'],
    kitchenId: 'k1',
  };
  const { where } = renderConsole('/auth/admin/ingredients/create', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      {
        request: { query: CREATE_INGREDIENT, variables: { input } },
        result: { errors: [{ message: 'An ingredient with this name exists', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }] },
      },
    ],
  });
  expect(await screen.findByRole('radiogroup', { name: 'Eggs' })).toBeTruthy();
  // A new ingredient has checked nothing; the kitchen is the admin's own, never chosen.
  for (const name of ['Gluten', 'Milk', 'Eggs']) expect(radio(name, 'Not checked')).toHaveProperty('checked', true);
  expect(screen.queryByLabelText('Owner')).toBeNull();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brioche crumb' } });
  fireEvent.change(screen.getByLabelText('Piece weight (g)'), { target: { value: '30' } });
  expect(await screen.findByText('1 piece weighs 30 g')).toBeTruthy();
  expect(screen.getByText('1 ml weighs … g')).toBeTruthy();
  fireEvent.click(radio('Gluten', 'Contains'));
  fireEvent.click(radio('Eggs', 'May contain'));
  fireEvent.click(screen.getByRole('button', { name: 'Mark all unchecked as free from' }));
  expect(radio('Milk', 'Free from')).toHaveProperty('checked', true);
  expect(radio('Gluten', 'Contains')).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  const message = await screen.findByText('An ingredient with this name exists');
  expect(message.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Name');
  expect(where()).toBe('/auth/admin/ingredients/create');
});

test("a kitchen admin sees the platform's ingredients read-only but for their kitchen's conversions, and edits their own", async () => {
  const conversions = { density: 0.6, pieceWeight: null };
  const updated = jest.fn(() => ({
    data: { UpdateIngredients: { ...flour, density: 0.6, kitchenConversions: { __typename: 'IngredientConversions', ...conversions } } },
  }));
  const { where } = renderConsole('/auth/admin/ingredients', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      list([flour, houseStock]),
      { request: { query: INGREDIENT, variables: { id: 'i1' } }, result: { data: { getIngredientsById: flour } } },
      { request: { query: UPDATE_INGREDIENT, variables: { id: 'i1', input: conversions } }, result: updated },
      list([flour, houseStock], 3),
    ],
  });
  expect(await screen.findByText('Flour')).toBeTruthy();
  expect(await screen.findByText('Demo Kitchen')).toBeTruthy();
  expect(screen.getByText('Platform')).toBeTruthy();
  // Flour: contains gluten (red), may contain eggs (amber), nothing said about milk.
  expect(screen.getByText('Gluten').closest('.ant-tag')?.className).toContain('red');
  expect(screen.getByText('Eggs').closest('.ant-tag')?.className).toContain('gold');
  expect(screen.getAllByText('1 not checked')).toHaveLength(1);
  expect(screen.getAllByText('2 not checked')).toHaveLength(1);
  expect(screen.getByText('0.55 g/ml')).toBeTruthy();
  expect(screen.getByText('250 g per piece')).toBeTruthy();

  expect(screen.queryByRole('button', { name: 'Edit Flour' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete Flour' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit House stock' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Delete House stock' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: "Our kitchen's conversions House stock" })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: "Our kitchen's conversions Flour" }));
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients/i1/conversions'));
  expect(await screen.findByText("Our kitchen's conversions: Flour")).toBeTruthy();
  expect(screen.queryByLabelText('Name')).toBeNull();
  expect(screen.queryByRole('radiogroup', { name: 'Gluten' })).toBeNull();
  fireEvent.change(screen.getByLabelText('Density (g/ml)'), { target: { value: '0.6' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients'));
  expect(updated).toHaveBeenCalledTimes(1);
});

test("a platform ingredient's edit address shows it read-only, with the conversions action and no Edit", async () => {
  const { where } = renderConsole('/auth/admin/ingredients/i1/edit', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      { request: { query: INGREDIENT, variables: { id: 'i1' } }, result: { data: { getIngredientsById: flour } }, maxUsageCount: 2 },
    ],
  });
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients/i1'));
  expect(await screen.findByRole('heading', { name: 'Flour' })).toBeTruthy();
  expect(screen.getByText("None: the platform's values apply")).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(screen.getByRole('button', { name: "Our kitchen's conversions" })).toBeTruthy();
  // Milk is in none of Flour's statements: not checked, never shown as free.
  const unchecked = screen.getByText('Not checked').closest('tr');
  expect(unchecked && within(unchecked).getByText('Milk')).toBeTruthy();
});

test("deleting their own ingredient that recipes use shows the server's reason, and a kitchen admin cannot force it", async () => {
  const used = { ...houseStock, recipeCount: 2 };
  renderConsole('/auth/admin/ingredients', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      list([used]),
      {
        request: { query: DELETE_INGREDIENT, variables: { id: 'i2' } },
        result: {
          errors: [{ message: 'This ingredient is used in 2 recipes', extensions: { code: 'BAD_USER_INPUT', field: 'force', recipes: 2 } }],
        },
      },
    ],
  });
  fireEvent.click(await screen.findByLabelText('Delete House stock'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This ingredient is used in 2 recipes')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete anyway' })).toBeNull();
});
