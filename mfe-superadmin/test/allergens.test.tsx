import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AllergenInput, CatalogFilters, UpdateAllergenInput } from '../src/__generated__/graphql';
import {
  ALLERGEN,
  ALLERGEN_DEPENDANTS,
  ALLERGENS,
  CREATE_ALLERGEN,
  DELETE_ALLERGEN,
  UPDATE_ALLERGEN,
  type Allergen,
} from '../src/allergens/queries';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole, settle } from './support/render';

const translations = { __typename: 'AllergenTranslations', en: 'Gluten', nl: 'Gluten', es: null, de: null, fr: null } satisfies Answer<
  Allergen['translations']
>;
// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const gluten: Answer<Allergen> = {
  __typename: 'Allergen',
  id: 'a1',
  name: 'Gluten',
  code: 'GL',
  status: 'ACTIVE',
  translations,
  regulated: false,
  usedInIngredients: 2,
  usedInRecipes: 7,
  createdAt: null,
  updatedAt: null,
};
/** The first page of the list asked with `filters`: `records`, `total` counting every page. */
const page = (filters: CatalogFilters, records: Answer<Allergen>[], total = records.length, maxUsageCount?: number) =>
  mockAnswer(
    ALLERGENS,
    { pageNo: 1, sizePerPage: 10, filters },
    { getAllergens: { __typename: 'AllergenPage', total, records } },
    { maxUsageCount },
  );

test('the list shows each allergen with its status and total; the status filter and search ask the server again', async () => {
  renderConsole('/auth/superadmin/allergens', {
    mocks: [page({}, [gluten], 1), page({ status: 'PAUSED' }, [], 0), page({ status: 'PAUSED', search: 'soy' }, [], 0)],
  });
  expect(await screen.findByText('Gluten')).toBeTruthy();
  expect(screen.getByText('Active')).toBeTruthy();
  expect(screen.getByText('Total records: 1')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Status').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Paused'));
  expect(await screen.findByText('No Record Found')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'soy' } });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/allergens?status=PAUSED&q=soy'));
  // The searched page is the third answer: waited for, not assumed after a fixed pause (slow under a busy CI).
  expect(await screen.findByText('Total records: 0', undefined, { timeout: 10_000 })).toBeTruthy();
});

test('creating an allergen sends the form to the server and returns to the list', async () => {
  const sesame = { en: null, nl: 'Sesam', es: null, de: null, fr: null };
  const input = { name: 'Sesame', code: null, status: 'ACTIVE', translations: sesame } satisfies AllergenInput;
  const { where } = renderConsole('/auth/superadmin/allergens/create', {
    mocks: [
      mockAnswer(
        CREATE_ALLERGEN,
        { input },
        { CreateAllergens: { ...gluten, id: 'a2', name: 'Sesame', code: null, translations: input.translations } },
      ),
      page({}, [gluten], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Name')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Sesame ' } });
  fireEvent.change(screen.getByLabelText('Name in Nederlands'), { target: { value: 'Sesam' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/allergens'));
});

test("the server's field error lands next to the field and nothing is lost", async () => {
  const { __typename: _typename, ...sent } = translations;
  const input = { name: 'Gluten', code: 'GL', status: 'ACTIVE', translations: sent } satisfies UpdateAllergenInput;
  renderConsole('/auth/superadmin/allergens/a1/edit', {
    mocks: [
      mockAnswer(ALLERGEN, { id: 'a1' }, { getAllergensById: gluten }),
      {
        request: { query: UPDATE_ALLERGEN, variables: { id: 'a1', input } },
        result: { errors: [{ message: 'An allergen with this name exists', extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } }] },
      },
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Gluten'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('An allergen with this name exists')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/allergens/a1/edit');
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Gluten');
});

test('leaving a changed form asks Save or Don’t Save; Don’t Save leaves', async () => {
  const { router, where } = renderConsole('/auth/superadmin/allergens/create', {
    mocks: [page({}, [], 0, 5)],
  });
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Mustard' } });
  await settle(50);
  void router.navigate('/auth/superadmin/dashboard');
  expect(await screen.findByText('You have unsaved changes. Are you sure you want to leave without saving')).toBeTruthy();
  expect(where()).toBe('/auth/superadmin/allergens/create');
  fireEvent.click(screen.getByRole('button', { name: "Don't Save" }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/dashboard'));
});

test('delete asks first with the spec’s words, then deletes and the list is read again', async () => {
  renderConsole('/auth/superadmin/allergens', {
    mocks: [
      page({}, [gluten], 1),
      mockAnswer(DELETE_ALLERGEN, { id: 'a1' }, { DeleteAllergens: { code: 200, message: 'Deleted' } }),
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Gluten' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Allergen?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
});

const mustard: Answer<Allergen> = {
  ...gluten,
  id: 'a9',
  name: 'Mustard',
  code: 'MUSTARD',
  regulated: true,
  usedInIngredients: 4,
  usedInRecipes: 12,
};

test('the list shows what carries each allergen; a regulated one says so and offers no Delete', async () => {
  renderConsole('/auth/superadmin/allergens', { mocks: [page({}, [gluten, mustard], 2)] });
  const row = (await screen.findByText('Mustard')).closest('tr')!;
  expect(within(row).getByText('EU regulated').getAttribute('title')).toBe(
    'One of the 14 allergens EU Regulation 1169/2011 requires on labels: it cannot be deleted',
  );
  expect(within(row).getByText('4')).toBeTruthy();
  expect(within(row).getByText('12')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete Mustard' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit Mustard' })).toBeTruthy();
  const glutenRow = screen.getByText('Gluten').closest('tr')!;
  expect(within(glutenRow).queryByText('EU regulated')).toBeNull();
  expect(within(glutenRow).getByText('2')).toBeTruthy();
  expect(within(glutenRow).getByText('7')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Delete Gluten' })).toBeTruthy();
});

test('deleting an allergen in use lists what depends on it before Delete anyway forces it', async () => {
  const refusal = {
    message: 'This allergen is used in no recipes and 2 ingredients',
    extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 0, ingredients: 2 }, usedIn: [{ id: 'i1', title: 'Soba' }] },
  };
  const dependants = {
    __typename: 'Allergen' as const,
    id: 'a1',
    usedInIngredients: 2,
    ingredientsCarrying: [
      { __typename: 'Ingredient' as const, id: 'i1', name: 'Soba' },
      { __typename: 'Ingredient' as const, id: 'i2', name: 'Galette batter' },
    ],
    usedInRecipes: 7,
    recipesCarrying: ['Crêpe', 'Galette', 'Noodle soup', 'Pancakes', 'Ramen'].map((title, i) => ({
      __typename: 'RecipeMenu' as const,
      id: `r${i}`,
      title,
    })),
  };
  renderConsole('/auth/superadmin/allergens', {
    mocks: [
      page({}, [gluten], 1),
      { request: { query: DELETE_ALLERGEN, variables: { id: 'a1' } }, result: { errors: [refusal] } },
      mockAnswer(ALLERGEN_DEPENDANTS, { id: 'a1' }, { getAllergensById: dependants }),
      mockAnswer(DELETE_ALLERGEN, { id: 'a1', force: true }, { DeleteAllergens: { code: 200, message: 'Deleted' } }),
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Gluten' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This allergen is used in no recipes and 2 ingredients. Deleting it anyway:')).toBeTruthy();
  expect(screen.getByText('2 ingredients lose it: Soba and Galette batter')).toBeTruthy();
  expect(screen.getByText('7 recipes no longer show it: Crêpe, Galette, Noodle soup, Pancakes, Ramen and 2 more')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete anyway' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
});
