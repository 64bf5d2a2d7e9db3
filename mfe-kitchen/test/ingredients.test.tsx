import {
  COSTING_SETTINGS,
  CREATE_INGREDIENT,
  CURRENT_PRICES,
  DELETE_INGREDIENT,
  INGREDIENT,
  INGREDIENT_PRICES,
  INGREDIENTS,
  UPDATE_INGREDIENT,
} from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { allergens, eggs, gluten, ingredient, kitchens, price, type IngredientRow } from './support/catalog';
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

const list = (records: IngredientRow[], maxUsageCount = 1) =>
  mockAnswer(
    INGREDIENTS,
    { pageNo: 1, sizePerPage: 10, filters: {} },
    { getIngredients: { __typename: 'IngredientPage', total: records.length, records } },
    { maxUsageCount },
  );
/** The current prices of a page's ingredients (none unless given), as the kitchen admin's list asks for them. */
const currentPrices = (ingredientIds: string[], prices: ReturnType<typeof price>[] = [], maxUsageCount = 3) =>
  mockAnswer(CURRENT_PRICES, { ingredientIds }, { getCurrentPrices: prices }, { maxUsageCount });
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
    data: {
      UpdateIngredients: {
        ...flour,
        nutrition: null,
        density: 0.6,
        kitchenConversions: { __typename: 'IngredientConversions', ...conversions },
      },
    },
  }));
  const { where } = renderConsole('/auth/admin/ingredients', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      list([flour, houseStock]),
      mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: { ...flour, nutrition: null } }),
      { request: { query: UPDATE_INGREDIENT, variables: { id: 'i1', input: conversions } }, result: updated },
      list([flour, houseStock], 3),
      currentPrices(['i1', 'i2']),
    ],
  });
  expect(await screen.findByText('Flour')).toBeTruthy();
  expect(await screen.findByText('Demo Kitchen')).toBeTruthy();
  expect(screen.getByText('Platform')).toBeTruthy();
  // Issue #45: name, price, supplier, use and status share the row; allergens and conversions open in its detail.
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '',
    'Name',
    'Current price',
    'Supplier',
    'Used in recipes',
    'Status',
    'Actions',
  ]);
  expect(screen.queryByText('Gluten')).toBeNull();
  for (const button of screen.getAllByRole('button', { name: 'Expand row' })) fireEvent.click(button);
  expect(within(screen.getByText('Flour').closest('tr')!.nextElementSibling as HTMLElement).getByText('Allergens')).toBeTruthy();
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
      mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: { ...flour, nutrition: null } }, { maxUsageCount: 2 }),
    ],
  });
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients/i1'));
  expect(await screen.findByRole('heading', { name: 'Flour' })).toBeTruthy();
  expect(screen.getByText("None: the platform's values apply")).toBeTruthy();
  // Its nutrition is the platform's to state: nobody has, and it says so rather than showing zeros.
  expect(within(screen.getByText('Nutrition per 100 g').closest('tr')!).getByText('Not stated')).toBeTruthy();
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
      currentPrices(['i2']),
      {
        request: { query: DELETE_INGREDIENT, variables: { id: 'i2' } },
        result: {
          errors: [
            {
              message: 'This ingredient is used in 2 recipes',
              extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 2 } },
            },
          ],
        },
      },
    ],
  });
  fireEvent.click(await screen.findByLabelText('Delete House stock'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This ingredient is used in 2 recipes')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete anyway' })).toBeNull();
});

/** The nine values per 100 g as the form's labels name them, and as the catalog takes them. */
const NUTRITION = {
  energyKj: 1046,
  energyKcal: 250,
  fat: 10,
  saturates: 4.5,
  carbohydrate: 30,
  sugars: 5,
  fibre: 2,
  protein: 8,
  salt: 1.2,
};
const LABELS: Record<keyof typeof NUTRITION, string> = {
  energyKj: 'Energy (kJ)',
  energyKcal: 'Energy (kcal)',
  fat: 'Fat (g)',
  saturates: 'of which saturates (g)',
  carbohydrate: 'Carbohydrate (g)',
  sugars: 'of which sugars (g)',
  fibre: 'Fibre (g)',
  protein: 'Protein (g)',
  salt: 'Salt (g)',
};

test("a kitchen admin states their own ingredient's nutrition per 100 g: all nine values go to the catalog, and its error on nutrition.sugars lands beside that field", async () => {
  const input = {
    name: 'House stock',
    type: null,
    status: 'ACTIVE',
    density: null,
    pieceWeight: 250,
    allergenIds: [],
    mayContainAllergenIds: [],
    freeFromAllergenIds: ['a1'],
    nutrition: NUTRITION,
  };
  const { where } = renderConsole('/auth/admin/ingredients/i2/edit', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      mockAnswer(INGREDIENT, { id: 'i2' }, { getIngredientsById: { ...houseStock, nutrition: null } }),
      {
        request: { query: UPDATE_INGREDIENT, variables: { id: 'i2', input } },
        result: {
          errors: [
            { message: 'Sugars cannot be more than carbohydrate', extensions: { code: 'BAD_USER_INPUT', field: 'nutrition.sugars' } },
          ],
        },
      },
    ],
  });
  // Folded while nothing is stated; opening it shows the nine fields.
  const section = await screen.findByRole('button', { name: /Nutrition per 100 g/ });
  expect(section.getAttribute('aria-expanded')).toBe('false');
  expect(within(section).getByText('Not stated')).toBeTruthy();
  fireEvent.click(section);
  for (const [nutrient, label] of Object.entries(LABELS)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: String(NUTRITION[nutrient as keyof typeof NUTRITION]) } });
  }
  expect(await screen.findByText('250 kcal is about 1,046 kJ (× 4.184)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  const message = await screen.findByText('Sugars cannot be more than carbohydrate');
  expect(message.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('of which sugars (g)');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(where()).toBe('/auth/admin/ingredients/i2/edit');
}, 45_000);

// Two saves of a long form: on a busy 2-core machine that takes longer than one journey's 20 s.
test('half-stated nutrition is refused before any call, and an ingredient without nutrition sends none', async () => {
  const updated = jest.fn(() => ({ data: { UpdateIngredients: { ...houseStock, type: 'Stock', nutrition: null } } }));
  const input = {
    name: 'House stock',
    type: 'Stock',
    status: 'ACTIVE',
    density: null,
    pieceWeight: 250,
    allergenIds: [],
    mayContainAllergenIds: [],
    freeFromAllergenIds: ['a1'],
  };
  const { where } = renderConsole('/auth/admin/ingredients/i2/edit', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      mockAnswer(INGREDIENT, { id: 'i2' }, { getIngredientsById: { ...houseStock, nutrition: null } }),
      { request: { query: UPDATE_INGREDIENT, variables: { id: 'i2', input } }, result: updated },
      list([flour, houseStock]),
      currentPrices(['i1', 'i2']),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: /Nutrition per 100 g/ }));
  fireEvent.change(screen.getByLabelText('Fat (g)'), { target: { value: '10' } });
  fireEvent.change(screen.getByLabelText('of which saturates (g)'), { target: { value: '12' } });
  expect(await screen.findByText('At most the Fat value')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Enter all nine values, or none')).toHaveLength(7);
  expect(updated).not.toHaveBeenCalled();

  // Emptied again, nothing is stated: the save leaves nutrition out.
  fireEvent.change(screen.getByLabelText('Fat (g)'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('of which saturates (g)'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Stock' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients'));
  expect(updated).toHaveBeenCalledTimes(1);
}, 45_000);

test('an ingredient states its nutrition as an EU label, or says it is not stated', async () => {
  renderConsole('/auth/admin/ingredients/i2', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      mockAnswer(INGREDIENT, { id: 'i2' }, { getIngredientsById: { ...houseStock, nutrition: { __typename: 'Nutrition', ...NUTRITION } } }),
    ],
  });
  const table = (await screen.findByRole('columnheader', { name: 'Per 100 g' })).closest('table')!;
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(within(table).getByRole('columnheader', { name: 'Nutrition declaration' })).toBeTruthy();
  expect(within(row('Energy')).getByText('1,046 kJ / 250 kcal')).toBeTruthy();
  expect(within(row('of which saturates')).getByText('4.5 g')).toBeTruthy();
  expect(within(row('of which sugars')).getByText('5 g')).toBeTruthy();
  expect(within(row('Salt')).getByText('1.2 g')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Prices' })).toBeTruthy();
});

test("a kitchen admin's list shows each ingredient's current pack price, its date and supplier from one call for the page, and opens its prices", async () => {
  const prices = jest.fn(() => ({ data: { getCurrentPrices: [price('p1', 'i1', { supplier: 'Metro' })] } }));
  const { where } = renderConsole('/auth/admin/ingredients', {
    mocks: [
      kitchenPlanMock(),
      kitchens,
      allergens,
      list([flour, houseStock]),
      { request: { query: CURRENT_PRICES, variables: { ingredientIds: ['i1', 'i2'] } }, result: prices },
      mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: { ...flour, nutrition: null } }),
      mockAnswer(INGREDIENT_PRICES, { ingredientId: 'i1' }, { getIngredientPrices: [price('p1', 'i1', { supplier: 'Metro' })] }),
      mockAnswer(
        COSTING_SETTINGS,
        {},
        { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
      ),
    ],
  });
  const flourRow = (await screen.findByText('Flour')).closest('tr')!;
  expect(await within(flourRow).findByText('€7.50 / 5 kg')).toBeTruthy();
  expect(within(flourRow).getByText('Mar 2, 2026')).toBeTruthy();
  expect(within(flourRow).getByText('Metro')).toBeTruthy();
  expect(within(screen.getByText('House stock').closest('tr')!).getByText('Not priced')).toBeTruthy();
  expect(prices).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Prices Flour' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/ingredients/i1/prices'));
  expect(await screen.findByRole('heading', { name: 'Prices: Flour' })).toBeTruthy();
  expect(await screen.findByText('€7.50 / 5 kg')).toBeTruthy();
});
