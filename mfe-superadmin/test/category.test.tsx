import type { TypedDocumentNode } from '@apollo/client';
import {
  changedOrder,
  CATEGORIES,
  CATEGORY,
  CATEGORY_IDS,
  CREATE_CATEGORY,
  DELETE_CATEGORY,
  UPDATE_CATEGORY,
  type Category,
  UPDATE_ORDER,
} from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { AnswerOf } from './support/answer';
import { activeKitchens, firstPage } from './support/catalog';
import { renderConsole, settle } from './support/render';

type Row = Answer<Category>;
/** The list's filters, as CATEGORIES takes them (console-kit does not export CategoryFilters). */
type CategoryFilters = NonNullable<(typeof CATEGORIES extends TypedDocumentNode<unknown, infer V> ? V : never)['filters']>;
const category = (id: string, name: string, order: number, more: Partial<Row> = {}): Row => ({
  __typename: 'Category',
  id,
  name,
  status: 'ACTIVE',
  coverPic: null,
  image: null,
  description: null,
  isPermanent: false,
  order,
  kitchenId: null,
  canEdit: true,
  createdAt: null,
  updatedAt: null,
  ...more,
});
const all = category('c0', 'ALL', 0, { isPermanent: true });
const starters = category('c1', 'Starters', 1, { coverPic: '/media/p1' });
const mains = category('c2', 'Mains', 2);
const specials = category('c9', 'Specials', 1, { kitchenId: 'k1', status: 'PAUSED' });

/** The first page of the list asked with `filters`: `records`, `total` counting every page. */
const page = (filters: CategoryFilters, records: Row[], total = records.length, maxUsageCount?: number) =>
  firstPage(CATEGORIES, filters, { getCategory: { __typename: 'CategoryPage', total, records } }, maxUsageCount);
const kitchens = activeKitchens;

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { fetch?: unknown }).fetch;
});

/** jsdom has no fetch: `/api/upload` answers with `status` and `body`. */
function answerUploads(status: number, body: object) {
  const fetch = jest.fn(() => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }));
  Object.assign(globalThis, { fetch });
  return fetch;
}

test('the list shows picture, name, owner, status and order with the total; ALL has no Edit or Delete; the filters ask again', async () => {
  renderConsole('/auth/superadmin/category', {
    mocks: [
      kitchens,
      page({}, [all, starters, mains, specials], 4),
      page({ platformOnly: true }, [all, starters, mains], 3),
      page({ kitchenId: 'k1' }, [specials], 1),
      page({ kitchenId: 'k1', status: 'PAUSED' }, [specials], 1),
    ],
  });
  expect(await screen.findByText('Starters')).toBeTruthy();
  expect(screen.getByText('Total records: 4')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Starters' }).getAttribute('src')).toBe('/media/p1');
  expect(await screen.findByText('Chez Anna')).toBeTruthy();
  expect(screen.getAllByText('Platform')).toHaveLength(3);
  expect(screen.getByText('Permanent')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'View ALL' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit ALL' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete ALL' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete Starters' })).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Owner').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Platform'));
  expect(await screen.findByText('Total records: 3')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Owner').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Chez Anna'));
  expect(await screen.findByText('Total records: 1')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Status').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Paused'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/category?owner=k1&status=PAUSED'));
  await settle();
  expect(screen.getByText('Specials')).toBeTruthy();
});

/** jsdom lays nothing out; dnd-kit measures rows, so each body row gets a 40 px band by its position. */
function layRowsOut() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, width: 800, height: 40, right: 800, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
}

/** A person's key presses, a tick apart (dnd-kit listens for the next key only after one). */
async function press(code: string, key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
  await settle(30);
}

test("dragging a row (Space, ArrowDown, Space on its grip) saves the owner's whole new order and reads the list again", async () => {
  layRowsOut();
  const desserts = { __typename: 'Category', id: 'c3' } satisfies AnswerOf<typeof CATEGORY_IDS, 'getCategory'>['records'][number];
  const saved = jest.fn(() => ({ data: { UpdateOrder: { __typename: 'CatalogResponse', code: 200, message: 'The new order is saved' } } }));
  renderConsole('/auth/superadmin/category?q=s', {
    mocks: [
      kitchens,
      // A search shows Starters and Desserts of the platform's ALL, Starters, Mains, Desserts.
      page({ search: 's' }, [starters, category('c3', 'Desserts', 3)], 2),
      mockAnswer(
        CATEGORY_IDS,
        { pageNo: 1, sizePerPage: 100, filters: { platformOnly: true } },
        {
          getCategory: {
            __typename: 'CategoryPage',
            total: 4,
            records: [
              { __typename: 'Category', id: 'c0' },
              { __typename: 'Category', id: 'c1' },
              { __typename: 'Category', id: 'c2' },
              desserts,
            ],
          },
        },
      ),
      { request: { query: UPDATE_ORDER, variables: { input: { type: 'CATEGORY', ids: ['c0', 'c3', 'c2', 'c1'] } } }, result: saved },
      page({ search: 's' }, [category('c3', 'Desserts', 2), category('c1', 'Starters', 4)], 2),
    ],
  });
  expect(await screen.findByText('Desserts')).toBeTruthy();
  (await screen.findAllByRole('button', { name: 'Drag to reorder' }))[0]!.focus();
  await press('Space', ' ');
  await press('ArrowDown', 'ArrowDown');
  await press('Space', ' ');
  expect(await screen.findByText('Order saved')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
  // The list read again shows the server's new order numbers.
  await waitFor(() =>
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.anything(),
      expect.stringContaining('Desserts'),
      expect.stringContaining('Starters'),
    ]),
  );
  expect(screen.getAllByRole('row')[2]!.textContent).toContain('4');
});

test('a row dropped among another owner’s is refused; a drop within one owner names that owner’s new order', () => {
  const rows = [
    { id: 'a', kitchenId: null },
    { id: 'b', kitchenId: null },
    { id: 'k', kitchenId: 'k1' },
  ];
  expect(changedOrder(rows, ['b', 'a', 'k'])).toEqual({ owner: null, ids: ['b', 'a'] });
  expect(changedOrder(rows, ['a', 'k', 'b'])).toBe('acrossOwners');
  expect(changedOrder(rows, ['a', 'b', 'k'])).toBeNull();
});

test('creating a category with an uploaded picture sends exactly the form and returns to the list', async () => {
  const upload = answerUploads(200, { id: 'm1', url: '/media/m1', contentType: 'image/webp', size: 10 });
  const input = { name: 'Soups', description: 'Warm bowls', status: 'ACTIVE' as const, coverPic: '/media/m1', kitchenId: null };
  const { where } = renderConsole('/auth/superadmin/category/create', {
    mocks: [
      kitchens,
      mockAnswer(CREATE_CATEGORY, { input }, { CreateCategory: category('c5', 'Soups', 5, { coverPic: '/media/m1' }) }),
      page({}, [all], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Name')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Soups ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Warm bowls' } });
  fireEvent.change(document.querySelector('input[type="file"]')!, {
    target: { files: [new File(['x'], 'soup.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(document.querySelector('img[src="/media/m1"]')).toBeTruthy());
  expect(upload).toHaveBeenCalledWith(
    '/api/upload',
    expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer token-1' } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/category'));
});

test("a refused upload says 'Failed to upload images' and keeps the picture empty", async () => {
  answerUploads(400, { error: 'Failed to upload images' });
  renderConsole('/auth/superadmin/category/create', { mocks: [kitchens] });
  await screen.findByLabelText('Name');
  fireEvent.change(document.querySelector('input[type="file"]')!, {
    target: { files: [new File(['x'], 'soup.png', { type: 'image/png' })] },
  });
  expect(await screen.findByText('Failed to upload images')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
});

test("the server's field error lands next to the field", async () => {
  const input = { name: 'Mains', description: null, status: 'ACTIVE', coverPic: '/media/p1' };
  renderConsole('/auth/superadmin/category/c1/edit', {
    mocks: [
      kitchens,
      mockAnswer(CATEGORY, { id: 'c1' }, { getCategoryById: starters }),
      {
        request: { query: UPDATE_CATEGORY, variables: { id: 'c1', input } },
        result: { errors: [{ message: 'A category with this name exists', extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } }] },
      },
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Starters'));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mains' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findByText('A category with this name exists');
  expect(message.closest('.ant-form-item')?.textContent).toContain('Name');
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/category/c1/edit');
});

test("'ALL' opens read-only: its edit address shows the record, without Edit", async () => {
  const { where } = renderConsole('/auth/superadmin/category/c0/edit', {
    mocks: [kitchens, mockAnswer(CATEGORY, { id: 'c0' }, { getCategoryById: all }, { maxUsageCount: 2 })],
  });
  await waitFor(() => expect(where()).toBe('/auth/superadmin/category/c0'));
  expect(await screen.findByText(/cannot be edited or deleted/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});

test('delete asks "Delete Category?", saying first that its dishes move to ALL, deletes, and says they moved', async () => {
  renderConsole('/auth/superadmin/category', {
    mocks: [
      kitchens,
      page({}, [all, mains], 2),
      mockAnswer(DELETE_CATEGORY, { id: 'c2' }, { DeleteCategory: { __typename: 'CatalogResponse', code: 200, message: 'ok' } }),
      page({}, [all], 1),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Mains' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Category?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Its dishes move to 'ALL'. You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText("Category deleted; its dishes are now in 'ALL'")).toBeTruthy();
  expect(await screen.findByText('Total records: 1')).toBeTruthy();
});
