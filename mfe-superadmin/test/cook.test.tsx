import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CREATE_COOK, UPDATE_COOK } from '@brigade/console-kit';
import { ACTIVE_KITCHENS, DELETE_STAFF_MEMBER, STAFF, STAFF_MEMBER } from '@brigade/console-kit';
import type { AdminStaffFieldsFragment, AdminStaffQuery, UserFilters } from '../src/__generated__/graphql';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const carla: Answer<AdminStaffFieldsFragment> = {
  __typename: 'User',
  id: 'c1',
  fName: 'Carla',
  lName: 'Cook',
  displayName: 'Carla Cook',
  email: 'carla@bistro.example',
  phone: '+31612345678',
  userName: 'carla',
  profileImage: '/media/carla',
  status: 'ACTIVE',
  lastLogin: '2026-02-10T08:30:00.000Z',
  lang: null,
  gender: 'FEMALE',
  dob: null,
  notes: null,
  accNumber: 'U-000007',
  kitchenId: 'k1',
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Bistro Noord' },
  createdAt: null,
  updatedAt: null,
};
const kitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k1', name: 'Bistro Noord' }] },
  { maxUsageCount: 10 },
);
const answer = (records: Answer<AdminStaffFieldsFragment>[], total = records.length): Answer<AdminStaffQuery> => ({
  GetUsers: { __typename: 'UserPage', total, records },
});
const listCall = (filters: UserFilters) => ({
  query: STAFF,
  variables: { pageNo: 1, sizePerPage: 10, filters: { role: 'COOK' as const, ...filters } },
});
/** The first page of cooks asked with `filters`: `records`, `total` counting every page. */
const page = (filters: UserFilters, records: Answer<AdminStaffFieldsFragment>[], total = records.length, maxUsageCount?: number) =>
  mockAnswer(STAFF, listCall(filters).variables, answer(records, total), { maxUsageCount });
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
};
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

test('the list asks for cooks only; the status filter, kitchen filter and search ask again', async () => {
  const { where } = renderConsole('/auth/superadmin/cook', {
    mocks: [
      kitchens,
      page({}, [carla], 1),
      page({ status: 'NOT_VERIFIED' }, [], 0),
      page({ status: 'NOT_VERIFIED', kitchenId: 'k1' }, [], 0),
      page({ status: 'NOT_VERIFIED', kitchenId: 'k1', search: 'carla' }, [carla], 1),
    ],
  });
  expect(await screen.findByText('Carla Cook')).toBeTruthy();
  expect(screen.getByText('carla@bistro.example')).toBeTruthy();
  expect(screen.getByText('Feb 10, 2026, 8:30 AM')).toBeTruthy();

  await pick('Status', 'Not verified');
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  await pick('Kitchen', 'Bistro Noord');
  await waitFor(() => expect(where()).toBe('/auth/superadmin/cook?status=NOT_VERIFIED&kitchen=k1'));
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'carla' } });
  expect(await screen.findByText('Carla Cook')).toBeTruthy();
  expect(where()).toBe('/auth/superadmin/cook?status=NOT_VERIFIED&kitchen=k1&q=carla');
});

test('registering a cook sends exactly the form and says to check the e-mail', async () => {
  const input = {
    kitchenId: 'k1',
    fName: 'Dirk',
    lName: 'Bakker',
    phone: '+31 6 11111111',
    userName: null,
    profileImage: null,
    lang: null,
    gender: null,
    dob: null,
    notes: null,
    email: 'dirk@bistro.example',
    password: 'Secret123',
  };
  const message = 'Cook registered successfully, please check email';
  const { where } = renderConsole('/auth/superadmin/cook/create', {
    mocks: [
      kitchens,
      mockAnswer(
        CREATE_COOK,
        { input },
        { CreateKitchenCook: { __typename: 'UserResponse', code: 200, message, user: { ...carla, id: 'c2' } } },
      ),
      page({}, [carla], 1, 5),
    ],
  });
  await pick('Kitchen', 'Bistro Noord');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dirk' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Bakker' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dirk@bistro.example' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+31 6 11111111' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeTruthy();
  await waitFor(() => expect(where()).toBe('/auth/superadmin/cook'));
});

test("the server's field error lands next to its field", async () => {
  renderConsole('/auth/superadmin/cook/create', {
    mocks: [
      kitchens,
      {
        request: { query: CREATE_COOK, variables: () => true },
        result: {
          errors: [
            { message: 'Please enter a valid phone number with its country code', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } },
          ],
        },
      },
    ],
  });
  await pick('Kitchen', 'Bistro Noord');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dirk' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Bakker' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dirk@bistro.example' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+31 6 12345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(fieldOf('Phone')).findByText('Please enter a valid phone number with its country code')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/cook/create');
});

test('editing a cook and saving shows the change when the list is read again', async () => {
  const input = {
    fName: 'Carlijn',
    lName: 'Cook',
    phone: '+31612345678',
    userName: 'carla',
    profileImage: '/media/carla',
    lang: null,
    gender: 'FEMALE' as const,
    dob: null,
    notes: null,
    status: 'ACTIVE' as const,
  };
  const renamed = { ...carla, fName: 'Carlijn', displayName: 'Carlijn Cook' };
  const reread = jest.fn(() => ({ data: answer([renamed], 1) }));
  const { where } = renderConsole('/auth/superadmin/cook', {
    mocks: [
      kitchens,
      page({}, [carla], 1),
      mockAnswer(STAFF_MEMBER, { id: 'c1' }, { getUserById: carla }),
      mockAnswer(
        UPDATE_COOK,
        { id: 'c1', input },
        { UpdateKitchenCook: { __typename: 'UserResponse', code: 200, message: 'Saved', user: renamed } },
      ),
      { request: listCall({}), result: reread },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Carla Cook' }));
  await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Carla'));
  // A cook's e-mail is theirs; a super admin may set a new password instead.
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByLabelText('New password')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Carlijn' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/cook'));
  await waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Carlijn Cook')).toBeTruthy();
  expect(screen.queryByText('Carla Cook')).toBeNull();
});

test('delete asks with the spec’s words, then deletes and the list is read again', async () => {
  const deleted = jest.fn(() => ({
    data: { DeleteUser: { __typename: 'MessageResponse', code: 200, message: 'The account was deleted' } },
  }));
  renderConsole('/auth/superadmin/cook', {
    mocks: [
      kitchens,
      page({}, [carla], 1),
      { request: { query: DELETE_STAFF_MEMBER, variables: { id: 'c1' } }, result: deleted },
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Carla Cook' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Cook?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(deleted).toHaveBeenCalledTimes(1);
});
