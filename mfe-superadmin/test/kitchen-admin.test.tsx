import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVE_KITCHENS, DELETE_STAFF_MEMBER, STAFF, STAFF_MEMBER } from '@brigade/console-kit';
import { CREATE_KITCHEN_ADMIN, UPDATE_KITCHEN_ADMIN } from '../src/kitchen-admin/queries';
import type {
  AdminStaffFieldsFragment,
  AdminUpdateKitchenAdminMutation,
  StaffInput,
  UserDetailsInput,
  UserFilters,
} from '../src/__generated__/graphql';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches fragments by it.
const anna: Answer<AdminStaffFieldsFragment> = {
  __typename: 'User',
  id: 'u1',
  fName: 'Anna',
  lName: 'de Vries',
  displayName: 'Anna de Vries',
  email: 'anna@bistro.example',
  phone: null,
  userName: null,
  profileImage: null,
  status: 'ACTIVE',
  lastLogin: null,
  lang: 'nl',
  gender: null,
  dob: null,
  notes: null,
  accNumber: 'U-000001',
  kitchenId: 'k1',
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Bistro Noord' },
  createdAt: null,
  updatedAt: null,
};
const kitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  {
    getActiveKitchen: [
      { __typename: 'Kitchen', id: 'k1', name: 'Bistro Noord' },
      { __typename: 'Kitchen', id: 'k2', name: 'Cafe Zuid' },
    ],
  },
  { maxUsageCount: 10 },
);
/** The first page of kitchen admins asked with `filters`: `records`, `total` counting every page. */
const page = (filters: UserFilters, records: Answer<AdminStaffFieldsFragment>[], total = records.length, maxUsageCount?: number) =>
  mockAnswer(
    STAFF,
    { pageNo: 1, sizePerPage: 10, filters: { role: 'ADMIN', ...filters } },
    { GetUsers: { __typename: 'UserPage', total, records } },
    { maxUsageCount },
  );
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
};
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

test('the list asks for admins only, shows name, e-mail, kitchen, status and last login; status and kitchen filters ask again', async () => {
  const { where } = renderConsole('/auth/superadmin/kitchen-admin', {
    mocks: [kitchens, page({}, [anna], 1), page({ status: 'PAUSED' }, [], 0), page({ status: 'PAUSED', kitchenId: 'k2' }, [], 0)],
  });
  expect(await screen.findByText('Anna de Vries')).toBeTruthy();
  expect(screen.getByText('anna@bistro.example')).toBeTruthy();
  expect(screen.getByText('Bistro Noord')).toBeTruthy();
  expect(screen.getByText('Active')).toBeTruthy();
  expect(screen.getByText('Never')).toBeTruthy();
  expect(screen.getByText('Total records: 1')).toBeTruthy();

  await pick('Status', 'Paused');
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  await pick('Kitchen', 'Cafe Zuid');
  await waitFor(() => expect(where()).toBe('/auth/superadmin/kitchen-admin?status=PAUSED&kitchen=k2'));
  expect(await screen.findByText('Total records: 0')).toBeTruthy();
});

test('registering an admin sends exactly the form and says to check the e-mail', async () => {
  const input = {
    kitchenId: 'k2',
    fName: 'Bram',
    lName: 'Jansen',
    phone: null,
    userName: null,
    profileImage: null,
    lang: null,
    gender: null,
    dob: null,
    notes: null,
    email: 'bram@zuid.example',
    password: null,
  } satisfies StaffInput;
  const message = 'Kitchen admin registered successfully, please check email';
  const { where } = renderConsole('/auth/superadmin/kitchen-admin/create', {
    mocks: [
      kitchens,
      mockAnswer(
        CREATE_KITCHEN_ADMIN,
        { input },
        { CreateKitchenAdmin: { __typename: 'UserResponse', code: 200, message, user: { ...anna, id: 'u2' } } },
      ),
      page({}, [anna], 1, 5),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Kitchen')).toBeTruthy();

  await pick('Kitchen', 'Cafe Zuid');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Bram ' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jansen' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bram@zuid.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeTruthy();
  await waitFor(() => expect(where()).toBe('/auth/superadmin/kitchen-admin'));
});

test("the server's field error lands next to its field", async () => {
  renderConsole('/auth/superadmin/kitchen-admin/create', {
    mocks: [
      kitchens,
      {
        request: { query: CREATE_KITCHEN_ADMIN, variables: () => true },
        result: { errors: [{ message: 'This email is already registered', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] },
      },
    ],
  });
  await pick('Kitchen', 'Bistro Noord');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'de Vries' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@bistro.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(fieldOf('E-mail')).findByText('This email is already registered')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/auth/superadmin/kitchen-admin/create');
});

test('pausing an admin goes through UpdateUserDetails with their id, e-mail and status', async () => {
  const input = {
    id: 'u1',
    fName: 'Anna',
    lName: 'de Vries',
    phone: null,
    userName: null,
    profileImage: null,
    lang: 'nl',
    gender: null,
    dob: null,
    notes: null,
    status: 'PAUSED',
    email: 'anna@noord.example',
  } satisfies UserDetailsInput;
  const updated = jest.fn(() => ({
    data: {
      UpdateUserDetails: { __typename: 'UserResponse', code: 200, message: 'Saved', user: { ...anna, status: 'PAUSED' } },
    } satisfies Answer<AdminUpdateKitchenAdminMutation>,
  }));
  const { where } = renderConsole('/auth/superadmin/kitchen-admin/u1/edit', {
    mocks: [
      mockAnswer(STAFF_MEMBER, { id: 'u1' }, { getUserById: anna }),
      { request: { query: UPDATE_KITCHEN_ADMIN, variables: { input } }, result: updated },
      kitchens,
      page({}, [{ ...anna, status: 'PAUSED' }], 1, 5),
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@bistro.example'));
  // An admin's password is theirs to change; the kitchen is fixed once they joined.
  expect(screen.queryByLabelText('New password')).toBeNull();
  expect(screen.queryByLabelText('Kitchen')).toBeNull();
  // Identity writes its mails in all six interface languages, Danish too.
  fireEvent.mouseDown(within(screen.getByLabelText('Language').closest('.ant-select')!).getByRole('combobox'));
  expect(await screen.findByTitle('Dansk')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@noord.example' } });
  await pick('Status', 'Paused');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/kitchen-admin'));
  expect(updated).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Paused')).toBeTruthy();
});

test('the view shows every field of the admin', async () => {
  renderConsole('/auth/superadmin/kitchen-admin/u1', {
    mocks: [mockAnswer(STAFF_MEMBER, { id: 'u1' }, { getUserById: anna })],
  });
  const table = await screen.findByRole('table');
  const value = (label: string) => within(table).getByText(label).closest('tr')!.textContent;
  expect(value('E-mail')).toContain('anna@bistro.example');
  expect(value('Kitchen')).toContain('Bistro Noord');
  expect(value('Language')).toContain('Nederlands');
  expect(value('Account number')).toContain('U-000001');
});

test('delete asks with the spec’s words, then deletes and the list is read again', async () => {
  const deleted = jest.fn(() => ({
    data: { DeleteUser: { __typename: 'MessageResponse', code: 200, message: 'The account was deleted' } },
  }));
  renderConsole('/auth/superadmin/kitchen-admin', {
    mocks: [
      kitchens,
      page({}, [anna], 1),
      { request: { query: DELETE_STAFF_MEMBER, variables: { id: 'u1' } }, result: deleted },
      page({}, [], 0),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Anna de Vries' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Delete Kitchen Admin?').length).toBeGreaterThan(0);
  expect(within(dialog).getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  expect(deleted).toHaveBeenCalledTimes(1);
});
