import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACTIVE_ALLERGENS,
  CREATE_INGREDIENT,
  DELETE_INGREDIENT,
  INGREDIENT,
  INGREDIENTS,
  UPDATE_INGREDIENT,
  type Ingredient,
} from '@brigade/console-kit';
import type { TypedDocumentNode } from '@apollo/client';
import { BLANK_INGREDIENT } from '@brigade/test-kit/fixtures/ingredient';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { AnswerOf } from './support/answer';
import { activeKitchens, firstPage } from './support/catalog';
import { renderConsole, settle } from './support/render';

type Row = Answer<Ingredient>;
/** The list's filters, as INGREDIENTS takes them (console-kit does not export IngredientFilters). */
type IngredientFilters = NonNullable<(typeof INGREDIENTS extends TypedDocumentNode<unknown, infer V> ? V : never)['filters']>;
const gluten = { __typename: 'Allergen', id: 'a1', name: 'Gluten' } satisfies AnswerOf<typeof ACTIVE_ALLERGENS, 'getActiveAllergens'>;
const milk = { __typename: 'Allergen', id: 'a2', name: 'Milk' } satisfies AnswerOf<typeof ACTIVE_ALLERGENS, 'getActiveAllergens'>;
const ingredient = (id: string, name: string, more: Partial<Row> = {}): Row => ({ ...BLANK_INGREDIENT, id, name, canEdit: true, ...more });
const flour = ingredient('i1', 'Flour', {
  type: 'Dry goods',
  allergenIds: ['a1'],
  allergens: [gluten],
  freeFromAllergenIds: ['a2'],
  freeFromAllergens: [milk],
  density: 0.55,
  recipeCount: 3,
});
const butter = ingredient('i2', 'Butter', { type: 'Dairy', allergenIds: ['a2'], allergens: [milk], kitchenId: 'k1' });

/** The first page of the list asked with `filters`: `records`, `total` counting every page. */
const page = (filters: IngredientFilters, records: Row[], total = records.length, maxUsageCount?: number) =>
  firstPage(INGREDIENTS, filters, { getIngredients: { __typename: 'IngredientPage', total, records } }, maxUsageCount);
const kitchens = activeKitchens;
const allergens = mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: [gluten, milk] }, { maxUsageCount: 10 });

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
};

test('the list shows each ingredient with its type, allergen statements, conversions, owner and total; the allergen and status filters ask again', async () => {
  renderConsole('/auth/superadmin/ingredients', {
    mocks: [
      kitchens,
      allergens,
      page({}, [flour, butter], 2),
      page({ allergenId: 'a2' }, [butter], 1),
      page({ allergenId: 'a2', status: 'PAUSED' }, [], 0),
    ],
  });
  expect(await screen.findByText('Flour')).toBeTruthy();
  expect(screen.getByText('Total records: 2')).toBeTruthy();
  expect(screen.getByText('Gluten').closest('.ant-tag')).toBeTruthy();
  expect(screen.getByText('Dairy')).toBeTruthy();
  expect(await screen.findByText(/Chez Anna/)).toBeTruthy();
  // Issue #45: type and owner sit under the name, in its pinned cell.
  const nameCell = screen.getByText('Flour').closest('td')!;
  expect(nameCell.classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Name',
    'Allergens',
    'Conversions',
    'Used in recipes',
    'Status',
    'Actions',
  ]);
  expect(screen.getByText('0.55 g/ml')).toBeTruthy();
  // Butter says nothing about gluten: one not checked; flour has checked both.
  expect(screen.getAllByText('1 not checked')).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);

  await choose('Allergens', 'Milk');
  expect(await screen.findByText('Total records: 1')).toBeTruthy();
  expect(screen.queryByText('Flour')).toBeNull();
  await choose('Status', 'Paused');
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/ingredients?allergen=a2&status=PAUSED'));
  await settle();
  expect(screen.getByText('No Record Found')).toBeTruthy();
});

test('creating an ingredient sends exactly the form with its allergen statements and returns to the list', async () => {
  const input = {
    name: 'Cream',
    type: 'Dairy',
    status: 'ACTIVE' as const,
    density: 1.01,
    pieceWeight: null,
    allergenIds: ['a2'],
    mayContainAllergenIds: [],
    freeFromAllergenIds: ['a1'],
    kitchenId: null,
  };
  const { where } = renderConsole('/auth/superadmin/ingredients/create', {
    mocks: [
      kitchens,
      allergens,
      mockAnswer(
        CREATE_INGREDIENT,
        { input },
        { CreateIngredients: { ...ingredient('i3', 'Cream', { type: 'Dairy', allergenIds: ['a2'], allergens: [milk] }), nutrition: null } },
      ),
      page({}, [flour], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Name')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cream ' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: ' Dairy' } });
  fireEvent.change(screen.getByLabelText('Density (g/ml)'), { target: { value: '1.01' } });
  expect(await screen.findByText('1 ml weighs 1.01 g')).toBeTruthy();
  fireEvent.click(within(screen.getByLabelText('Milk')).getByLabelText('Contains'));
  fireEvent.click(screen.getByRole('button', { name: 'Mark all unchecked as free from' }));
  expect(within(screen.getByLabelText('Gluten')).getByLabelText('Free from')).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/ingredients'));
});

test("the server's field error lands next to the field", async () => {
  const input = {
    name: 'Butter',
    type: 'Dry goods',
    status: 'ACTIVE',
    density: 0.55,
    pieceWeight: null,
    allergenIds: ['a1'],
    mayContainAllergenIds: [],
    freeFromAllergenIds: ['a2'],
  };
  renderConsole('/auth/superadmin/ingredients/i1/edit', {
    mocks: [
      kitchens,
      allergens,
      mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: { ...flour, nutrition: null } }),
      {
        request: { query: UPDATE_INGREDIENT, variables: { id: 'i1', input } },
        result: {
          errors: [{ message: 'An ingredient with this name exists', extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } }],
        },
      },
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Flour'));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Butter' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findByText('An ingredient with this name exists');
  expect(message.closest('.ant-form-item')?.textContent).toContain('Name');
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/ingredients/i1/edit');
});

test("delete asks 'Delete Ingredient?'; refused because recipes use it, it says so and can be forced", async () => {
  const forced = jest.fn(() => ({ data: { DeleteIngredients: { __typename: 'CatalogResponse', code: 200, message: 'ok' } } }));
  renderConsole('/auth/superadmin/ingredients', {
    mocks: [
      kitchens,
      allergens,
      page({}, [flour], 1),
      {
        request: { query: DELETE_INGREDIENT, variables: { id: 'i1' } },
        result: {
          errors: [
            {
              message: 'This ingredient is used in 3 recipes',
              extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 3 } },
            },
          ],
        },
      },
      { request: { query: DELETE_INGREDIENT, variables: { id: 'i1', force: true } }, result: forced },
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Flour' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Ingredient?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  const reason = await screen.findByText(/^This ingredient is used in 3 recipes\. Delete it anyway\?/);
  expect(forced).not.toHaveBeenCalled();
  fireEvent.click(within(reason.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: 'Delete anyway' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(forced).toHaveBeenCalledTimes(1);
});
