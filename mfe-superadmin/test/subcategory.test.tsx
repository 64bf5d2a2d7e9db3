import {
  ACTIVE_CATEGORIES,
  CREATE_SUB_CATEGORY,
  DELETE_SUB_CATEGORY,
  SUB_CATEGORIES,
  SUB_CATEGORY,
  SUB_CATEGORY_IDS,
  UPDATE_ORDER,
  UPDATE_SUB_CATEGORY,
  type SubCategory,
} from '@brigade/console-kit';
import type { TypedDocumentNode } from '@apollo/client';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnswerOf } from './support/answer';
import { activeKitchens, firstPage } from './support/catalog';
import { renderConsole, settle } from './support/render';

type Row = Answer<SubCategory>;
type ActiveCategory = AnswerOf<typeof ACTIVE_CATEGORIES, 'getActiveCategory'>;
/** The list's filters, as SUB_CATEGORIES takes them (console-kit does not export SubCategoryFilters). */
type SubCategoryFilters = NonNullable<(typeof SUB_CATEGORIES extends TypedDocumentNode<unknown, infer V> ? V : never)['filters']>;
const starters = { __typename: 'Category', id: 'c1', name: 'Starters', kitchenId: null } satisfies ActiveCategory;
const mains = { __typename: 'Category', id: 'c2', name: 'Mains', kitchenId: null } satisfies ActiveCategory;
const specials = { __typename: 'Category', id: 'c9', name: 'Specials', kitchenId: 'k1' } satisfies ActiveCategory;
const sub = (id: string, name: string, order: number, more: Partial<Row> = {}): Row => ({
  __typename: 'SubCategory',
  id,
  name,
  status: 'ACTIVE',
  categoryId: 'c1',
  category: { __typename: 'Category', id: 'c1', name: 'Starters' },
  description: null,
  image: null,
  order,
  kitchenId: null,
  canEdit: true,
  createdAt: null,
  updatedAt: null,
  ...more,
});
const soups = sub('s1', 'Soups', 1, { image: '/media/p1' });
const salads = sub('s2', 'Salads', 2);

/** The first page of the list asked with `filters`: `records`, `total` counting every page. */
const page = (filters: SubCategoryFilters, records: Row[], total = records.length, maxUsageCount?: number) =>
  firstPage(SUB_CATEGORIES, filters, { getSubCategory: { __typename: 'SubCategoryPage', total, records } }, maxUsageCount);
const kitchens = activeKitchens;
const platformCategories = mockAnswer(ACTIVE_CATEGORIES, {}, { getActiveCategory: [starters, mains] }, { maxUsageCount: 10 });
const annasCategories = mockAnswer(
  ACTIVE_CATEGORIES,
  { kitchenId: 'k1' },
  { getActiveCategory: [starters, mains, specials] },
  { maxUsageCount: 10 },
);

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
};

afterEach(() => jest.restoreAllMocks());

test('the list shows each sub-category with its category, owner and total; the category and status filters ask again', async () => {
  renderConsole('/auth/superadmin/subcategory', {
    mocks: [
      kitchens,
      platformCategories,
      page({}, [soups, salads], 2),
      page({ categoryId: 'c2' }, [], 0),
      page({ categoryId: 'c2', status: 'PAUSED' }, [], 0),
    ],
  });
  expect(await screen.findByText('Soups')).toBeTruthy();
  expect(screen.getByText('Total records: 2')).toBeTruthy();
  expect(screen.getAllByText('Starters')).toHaveLength(2);
  expect(screen.getAllByText('Platform')).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Soups' }).getAttribute('src')).toBe('/media/p1');

  await choose('Category', 'Mains');
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  await choose('Status', 'Paused');
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/subcategory?category=c2&status=PAUSED'));
  // Waited for, not assumed after a fixed pause (slow under a busy CI).
  expect(await screen.findByText('Total records: 0', undefined, { timeout: 10_000 })).toBeTruthy();
});

test('dragging a sub-category saves its owner’s new order with the sub-category type', async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const top = (row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0) * 40;
    return { x: 0, y: top, top, left: 0, width: 800, height: 40, right: 800, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
  const saved = jest.fn(() => ({ data: { UpdateOrder: { __typename: 'CatalogResponse', code: 200, message: 'ok' } } }));
  renderConsole('/auth/superadmin/subcategory', {
    mocks: [
      kitchens,
      platformCategories,
      page({}, [soups, salads], 2),
      mockAnswer(
        SUB_CATEGORY_IDS,
        { pageNo: 1, sizePerPage: 100, filters: { platformOnly: true } },
        {
          getSubCategory: {
            __typename: 'SubCategoryPage',
            total: 2,
            records: [soups, salads].map(({ id }) => ({ __typename: 'SubCategory', id })),
          },
        },
      ),
      { request: { query: UPDATE_ORDER, variables: { input: { type: 'SUB_CATEGORY', ids: ['s2', 's1'] } } }, result: saved },
      page({}, [sub('s2', 'Salads', 1), sub('s1', 'Soups', 2)], 2),
    ],
  });
  expect(await screen.findByText('Salads')).toBeTruthy();
  (await screen.findAllByRole('button', { name: 'Drag to reorder' }))[0]!.focus();
  for (const [code, key] of [
    ['Space', ' '],
    ['ArrowDown', 'ArrowDown'],
    ['Space', ' '],
  ] as const) {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
    await settle(30);
  }
  expect(await screen.findByText('Order saved')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
});

test("creating a kitchen's sub-category offers that kitchen's categories and sends exactly the form", async () => {
  const input = { name: 'Tapas', description: null, status: 'ACTIVE' as const, image: null, categoryId: 'c9', kitchenId: 'k1' };
  const { where } = renderConsole('/auth/superadmin/subcategory/create', {
    mocks: [
      kitchens,
      platformCategories,
      annasCategories,
      mockAnswer(CREATE_SUB_CATEGORY, { input }, { CreateSubCategory: sub('s3', 'Tapas', 3, { categoryId: 'c9', kitchenId: 'k1' }) }),
      page({}, [soups], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Name')).toBeTruthy();
  expect(screen.getByText('Please select a category')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tapas' } });
  await choose('Owner', 'Chez Anna');
  await choose('Category', 'Specials');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/subcategory'));
});

test("the server's field error lands next to the field", async () => {
  const input = { name: 'Salads', description: null, status: 'ACTIVE', image: '/media/p1' };
  renderConsole('/auth/superadmin/subcategory/s1/edit', {
    mocks: [
      kitchens,
      mockAnswer(SUB_CATEGORY, { id: 's1' }, { getSubCategoryById: soups }),
      {
        request: { query: UPDATE_SUB_CATEGORY, variables: { id: 's1', input } },
        result: {
          errors: [
            {
              message: 'This category already has a sub-category with this name',
              extensions: { code: 'BAD_USER_INPUT', field: 'input.name' },
            },
          ],
        },
      },
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Soups'));
  expect(screen.getByText('Starters')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Salads' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findByText('This category already has a sub-category with this name');
  expect(message.closest('.ant-form-item')?.textContent).toContain('Name');
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/subcategory/s1/edit');
});

test('delete asks "Delete Sub Category?", then deletes and the list is read again', async () => {
  renderConsole('/auth/superadmin/subcategory', {
    mocks: [
      kitchens,
      platformCategories,
      page({}, [soups], 1),
      mockAnswer(DELETE_SUB_CATEGORY, { id: 's1' }, { DeleteSubCategory: { __typename: 'CatalogResponse', code: 200, message: 'ok' } }),
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Soups' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Sub Category?').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
});
