import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CHECK_EMAIL,
  CREATE_KITCHEN,
  DELETE_KITCHEN,
  KITCHEN,
  KITCHEN_ORDER,
  KITCHENS,
  UPDATE_KITCHEN,
  UPDATE_KITCHEN_ORDER,
  type Kitchen,
  type KitchenRow,
} from '../src/kitchen/queries';
import type {
  AdminCreateKitchenMutation,
  AdminKitchensQueryVariables,
  CreateKitchenInput,
  KitchenFilters,
  UpdateKitchenInput,
} from '../src/__generated__/graphql';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole, settle } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const starter: Answer<KitchenRow['activeSubscriptionPlan']> = {
  __typename: 'SubscriptionPlan',
  id: 'p1',
  name: 'Starter',
  subscriptionPlan: 'MONTHLY',
};
const row = (id: string, name: string, extra: Partial<Answer<KitchenRow>> = {}): Answer<KitchenRow> => ({
  __typename: 'Kitchen',
  id,
  name,
  status: 'ACTIVE',
  coverPic: null,
  accNumber: `K-${id}`,
  cooksCount: 0,
  recipeCount: 0,
  menuItemCount: 0,
  owner: null,
  activeSubscriptionPlan: null,
  getPaymentDueDate: null,
  ...extra,
});
const bistro = row('k1', 'Bistro Noord', {
  coverPic: '/media/cover1',
  cooksCount: 4,
  recipeCount: 37,
  menuItemCount: 12,
  owner: { __typename: 'User', id: 'u1', fName: 'Anna', lName: 'de Vries', email: 'anna@bistro.example' },
  activeSubscriptionPlan: starter,
  getPaymentDueDate: {
    __typename: 'PaymentDueDate',
    dueDate: '2026-03-01T00:00:00.000Z',
    dueInDays: -3,
    isDue: true,
    isFreeTrial: false,
    cancelAt: null,
  },
});
const details: Answer<Kitchen> = {
  ...bistro,
  description: 'Seasonal food',
  logo: null,
  theme: '#ff6600',
  isDark: true,
  line1: 'Kade 1',
  line2: null,
  city: 'Amsterdam',
  state: 'NH',
  postal_code: '1011AB',
  country: 'NL',
  subscriptionPlan: starter,
  lastPayment: {
    __typename: 'Payment',
    id: 'pay1',
    total: '35.09',
    currency: 'EUR',
    paymentAt: '2026-02-01T10:00:00.000Z',
    status: 'PAID',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: null,
};
const listCall = (filters: KitchenFilters, pageNo = 1, sizePerPage = 10) => ({
  query: KITCHENS,
  variables: { pageNo, sizePerPage, filters } satisfies AdminKitchensQueryVariables,
});
/** The list's answer to `call`: a page of `records`, `total` counting every page. */
const page = (call: ReturnType<typeof listCall>, records: Answer<KitchenRow>[], total = records.length, maxUsageCount?: number) =>
  mockAnswer(KITCHENS, call.variables, { getKitchen: { __typename: 'KitchenPage', total, records } }, { maxUsageCount });
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
};
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

test('the list shows owner, plan, counters and due date; the status filter and search ask the server again', async () => {
  renderConsole('/auth/superadmin/kitchen', {
    mocks: [
      page(listCall({}), [bistro], 1),
      page(listCall({ status: 'NOT_VERIFIED' }), [], 0),
      page(listCall({ status: 'NOT_VERIFIED', search: 'noord' }), [bistro], 1),
    ],
  });
  expect(await screen.findByText('Bistro Noord')).toBeTruthy();
  expect(screen.getByText('Total records: 1')).toBeTruthy();
  expect(screen.getByText('Anna de Vries')).toBeTruthy();
  expect(screen.getByText('anna@bistro.example')).toBeTruthy();
  // Issue #45: the owner sits under the kitchen's name, in its cell pinned to the left edge.
  const nameCell = screen.getByText('Bistro Noord').closest('td')!;
  expect(nameCell.classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(within(nameCell).getByText('anna@bistro.example').className).toContain('ant-typography-secondary');
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '',
    'Name',
    'Plan',
    'Cooks / Recipes / Dishes',
    'Due date',
    'Status',
    'Actions',
  ]);
  expect(screen.getByText('Starter')).toBeTruthy();
  expect(screen.getByText('4 / 37 / 12')).toBeTruthy();
  expect(screen.getByText('Mar 1, 2026')).toBeTruthy();
  expect(screen.getByText('Due')).toBeTruthy();
  expect(screen.getByText('Active')).toBeTruthy();

  await pick('Status', 'Not verified');
  expect(await screen.findByText('No Record Found')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'noord' } });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/kitchen?status=NOT_VERIFIED&q=noord'));
  expect(await screen.findByText('Bistro Noord')).toBeTruthy();
});

// Issue #24: every ListPage (console-kit) shows a failed read as that failure, never as an empty list.
test("a list the server could not answer shows the server's message, not 'No Record Found'", async () => {
  renderConsole('/auth/superadmin/kitchen', {
    mocks: [
      { request: listCall({}), result: { errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } },
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The list could not be loaded');
  expect(alert.textContent).toContain('Something went wrong');
  await settle();
  expect(screen.queryByText('No Record Found')).toBeNull();
  expect(screen.queryByText(/Total records/)).toBeNull();
});

test('creating a kitchen with its first admin checks the e-mail, then sends exactly the form', async () => {
  const input = {
    name: 'Cafe Zuid',
    description: null,
    coverPic: null,
    logo: null,
    theme: null,
    isDark: true,
    line1: null,
    line2: null,
    city: 'Utrecht',
    state: null,
    postal_code: null,
    country: null,
    admin: { fName: 'Bram', lName: 'Jansen', email: 'bram@zuid.example', phone: null, lang: null },
  } satisfies CreateKitchenInput;
  const created = jest.fn(() => ({
    data: { CreateKitchen: { ...details, id: 'k2', name: 'Cafe Zuid', status: 'CREATING' } } satisfies Answer<AdminCreateKitchenMutation>,
  }));
  const { where } = renderConsole('/auth/superadmin/kitchen/create', {
    mocks: [
      mockAnswer(
        CHECK_EMAIL,
        { email: 'bram@zuid.example' },
        { CheckEmail: { __typename: 'MessageResponse', code: 200, message: 'This email is available' } },
      ),
      { request: { query: CREATE_KITCHEN, variables: { input } }, result: created },
      page(listCall({}), [bistro], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Name')).toBeTruthy();
  expect(screen.getByText('Please enter E-mail')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Cafe Zuid ' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Utrecht' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Bram' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jansen' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bram@zuid.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/kitchen'));
  expect(created).toHaveBeenCalledTimes(1);
});

test('an e-mail already in use stops the creation and is said next to the admin’s e-mail', async () => {
  const { where } = renderConsole('/auth/superadmin/kitchen/create', {
    mocks: [
      mockAnswer(
        CHECK_EMAIL,
        { email: 'anna@bistro.example' },
        { CheckEmail: { __typename: 'MessageResponse', code: 409, message: 'This email is already registered' } },
      ),
    ],
  });
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Cafe Zuid' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'de Vries' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@bistro.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(fieldOf('E-mail')).findByText('This email is already registered')).toBeTruthy();
  expect(where()).toBe('/auth/superadmin/kitchen/create');
});

test("editing sends the whole kitchen; the server's field error lands next to its field", async () => {
  const input = {
    name: 'Bistro Noord',
    description: 'Seasonal food',
    coverPic: '/media/cover1',
    logo: null,
    theme: '#ff6600',
    isDark: true,
    line1: 'Kade 1',
    line2: null,
    city: 'Amsterdam',
    state: 'NH',
    postal_code: '1',
    country: 'NL',
    status: 'PAUSED',
  } satisfies UpdateKitchenInput;
  renderConsole('/auth/superadmin/kitchen/k1/edit', {
    mocks: [
      mockAnswer(KITCHEN, { id: 'k1' }, { getKitchenById: details }),
      {
        request: { query: UPDATE_KITCHEN, variables: { id: 'k1', input } },
        result: { errors: [{ message: 'Please enter a valid postal code', extensions: { code: 'BAD_USER_INPUT', field: 'postal_code' } }] },
      },
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('1011AB'));
  expect(screen.queryByLabelText('First name')).toBeNull();
  await pick('Status', 'Paused');
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(fieldOf('Postal code')).findByText('Please enter a valid postal code')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/kitchen/k1/edit');
});

test('the view shows the owner, plan, counters, last payment and due date', async () => {
  renderConsole('/auth/superadmin/kitchen/k1', {
    mocks: [mockAnswer(KITCHEN, { id: 'k1' }, { getKitchenById: details })],
  });
  const table = await screen.findByRole('table');
  const value = (label: string) => within(table).getByText(label).closest('tr')!.textContent;
  expect(value('Owner')).toContain('Anna de Vries <anna@bistro.example>');
  expect(value('Plan')).toContain('Starter (Monthly)');
  expect(value('Cooks')).toContain('4');
  expect(value('Recipes')).toContain('37');
  expect(value('Dishes')).toContain('12');
  expect(value('Last payment amount')).toContain('€35.09');
  expect(value('Last payment date')).toContain('Feb 1, 2026');
  expect(value('Last payment status')).toContain('Paid');
  expect(value('Due date')).toContain('Mar 1, 2026');
  expect(value('Days until due')).toContain('-3');
  expect(value('Payment due')).toContain('Yes');
  expect(value('Free trial')).toContain('No');
  expect(value('Cancelled, ends on')).toContain('No');
  expect(value('Country')).toContain('Netherlands (NL)');
});

test('a kitchen that cancelled is tagged in the list, and its view says the day its subscription ends', async () => {
  const leaving = row('k2', 'Cafe Oost', {
    activeSubscriptionPlan: starter,
    getPaymentDueDate: {
      __typename: 'PaymentDueDate',
      dueDate: '2026-12-20T00:00:00.000Z',
      dueInDays: 28,
      isDue: false,
      isFreeTrial: false,
      cancelAt: '2026-12-20T00:00:00.000Z',
    },
  });
  const { unmount } = renderConsole('/auth/superadmin/kitchen', { mocks: [page(listCall({}), [leaving, bistro], 2)] });
  const tagged = (await screen.findByText('Cafe Oost')).closest('tr')!;
  expect(within(tagged).getByText('Cancelled')).toBeTruthy();
  expect(within(screen.getByText('Bistro Noord').closest('tr')!).queryByText('Cancelled')).toBeNull();
  unmount();

  renderConsole('/auth/superadmin/kitchen/k2', {
    mocks: [mockAnswer(KITCHEN, { id: 'k2' }, { getKitchenById: { ...details, ...leaving } })],
  });
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Cancelled, ends on').closest('tr')!.textContent).toContain('Dec 20, 2026');
});

test('delete asks with the spec’s words, then deletes and the list is read again', async () => {
  const deleted = jest.fn(() => ({ data: { DeleteKitchen: true } }));
  renderConsole('/auth/superadmin/kitchen', {
    mocks: [
      page(listCall({}), [bistro], 1),
      { request: { query: DELETE_KITCHEN, variables: { id: 'k1' } }, result: deleted },
      page(listCall({}), [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Bistro Noord' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Kitchen?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(deleted).toHaveBeenCalledTimes(1);
});

test('dragging a row on page 2 saves the whole order with that page’s kitchens swapped in place', async () => {
  // jsdom lays nothing out; dnd-kit measures rows, so give each body row a 40 px band by its position.
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tr = this.closest('tr');
    const index = tr ? [...(tr.parentElement?.children ?? [])].indexOf(tr) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, width: 800, height: 40, right: 800, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
  const ids = Array.from({ length: 12 }, (_, i) => `k${i + 1}`);
  const k11 = row('k11', 'Eleven');
  const k12 = row('k12', 'Twelve');
  const saved = jest.fn(() => ({ data: { UpdateKitchenOrder: true } }));
  renderConsole('/auth/superadmin/kitchen?page=2', {
    mocks: [
      page(listCall({}, 2), [k11, k12], 12),
      mockAnswer(
        KITCHEN_ORDER,
        { pageNo: 1, sizePerPage: 100 },
        { getKitchen: { __typename: 'KitchenPage', total: 12, records: ids.map((id) => ({ __typename: 'Kitchen', id })) } },
      ),
      { request: { query: UPDATE_KITCHEN_ORDER, variables: { ids: [...ids.slice(0, 10), 'k12', 'k11'] } }, result: saved },
      page(listCall({}, 2), [k12, k11], 12),
    ],
  });
  await screen.findByText('Eleven');
  const grips = await screen.findAllByRole('button', { name: 'Drag to reorder' });
  grips[0]!.focus();
  // dnd-kit listens for the next keys only after a tick; a person's key presses are that far apart anyway.
  const press = async (code: string, key: string) => {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  await press('Space', ' ');
  await press('ArrowDown', 'ArrowDown');
  await press('Space', ' ');
  expect(await screen.findByText('Order saved')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
  await settle();
  const names = screen.getAllByRole('row').map((tr) => tr.textContent);
  expect(names.findIndex((t) => t?.includes('Twelve'))).toBeLessThan(names.findIndex((t) => t?.includes('Eleven')));
  rect.mockRestore();
});
