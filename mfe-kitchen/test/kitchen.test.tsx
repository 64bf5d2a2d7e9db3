import { fireEvent, screen, within } from '@testing-library/react';
import { KITCHEN_SETTINGS, UPDATE_KITCHEN_SETTINGS } from '../src/kitchen/queries';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const kitchen = {
  __typename: 'Kitchen',
  id: 'k1',
  name: 'Demo Kitchen',
  description: null,
  coverPic: null,
  logo: null,
  theme: '#fa8c16',
  isDark: true,
  line1: 'Keizersgracht 1',
  line2: null,
  city: 'Amsterdam',
  state: 'NH',
  postal_code: '1015 CJ',
  country: 'NL',
};
const read = {
  request: { query: KITCHEN_SETTINGS, variables: { id: 'k1' } },
  result: { data: { getKitchenById: kitchen } },
  maxUsageCount: 3,
};
const input = {
  name: 'Demo Kitchen Noord',
  description: 'Bistro by the harbour',
  coverPic: null,
  logo: null,
  theme: '#fa8c16',
  isDark: false,
  line1: 'Keizersgracht 1',
  line2: null,
  city: 'Amsterdam',
  state: 'NH',
  postal_code: '1015 CJ',
  country: 'NL',
};

test('the kitchen admin edits their kitchen and stays on the page once it is saved', async () => {
  const { where } = renderConsole('/auth/admin/kitchen', {
    mocks: [
      kitchenPlanMock(),
      read,
      {
        request: { query: UPDATE_KITCHEN_SETTINGS, variables: { id: 'k1', input } },
        result: { data: { UpdateKitchen: { ...kitchen, ...input } } },
      },
    ],
  });
  const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
  expect(name.value).toBe('Demo Kitchen');
  expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Amsterdam');
  fireEvent.change(name, { target: { value: ' Demo Kitchen Noord ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Bistro by the harbour' } });
  fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Kitchen saved')).toBeTruthy();
  expect(where()).toBe('/auth/admin/kitchen');
});

test("the server's field error lands next to its field", async () => {
  renderConsole('/auth/admin/kitchen', {
    mocks: [
      kitchenPlanMock(),
      read,
      {
        request: { query: UPDATE_KITCHEN_SETTINGS, variables: () => true },
        result: {
          errors: [
            {
              message: 'Please enter a postal code of at most 12 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'postal_code' },
            },
          ],
        },
      },
    ],
  });
  fireEvent.change(await screen.findByLabelText('Postal code'), { target: { value: '1015' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const field = screen.getByLabelText('Postal code').closest('.ant-form-item') as HTMLElement;
  expect(await within(field).findByText('Please enter a postal code of at most 12 characters')).toBeTruthy();
});
