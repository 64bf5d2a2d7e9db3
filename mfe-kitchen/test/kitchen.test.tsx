import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { KITCHEN_SETTINGS, RELEASE_SETTINGS, UPDATE_KITCHEN_SETTINGS, UPDATE_RELEASE_SETTINGS } from '../src/kitchen/queries';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { KitchenSettingsQuery } from '../src/__generated__/graphql';
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
} satisfies Answer<NonNullable<KitchenSettingsQuery['getKitchenById']>>;
const read = mockAnswer(KITCHEN_SETTINGS, { id: 'k1' }, { getKitchenById: kitchen }, { maxUsageCount: 3 });
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
    mocks: [kitchenPlanMock(), read, mockAnswer(UPDATE_KITCHEN_SETTINGS, { id: 'k1', input }, { UpdateKitchen: { ...kitchen, ...input } })],
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

test("'Review changes before cooks see them' is off by default and part of the form: nothing is sent until Save, which saves it with the rest", async () => {
  const settings = (reviewChanges: boolean) => ({ __typename: 'ReleaseSettings', kitchenId: 'k1', reviewChanges });
  const updated = jest.fn(() => ({ data: { UpdateReleaseSettings: settings(true) } }));
  const unchanged = { ...input, name: 'Demo Kitchen', description: null, isDark: true };
  const saved = jest.fn(() => ({ data: { UpdateKitchen: kitchen } }));
  renderConsole('/auth/admin/kitchen', {
    mocks: [
      kitchenPlanMock(),
      read,
      mockAnswer(RELEASE_SETTINGS, undefined, { getReleaseSettings: settings(false) }),
      { request: { query: UPDATE_KITCHEN_SETTINGS, variables: { id: 'k1', input: unchanged } }, result: saved },
      { request: { query: UPDATE_RELEASE_SETTINGS, variables: { input: { reviewChanges: true } } }, result: updated },
    ],
  });
  expect(await screen.findByRole('heading', { level: 3, name: 'Recipe changes' })).toBeTruthy();
  const review = await screen.findByRole('switch', { name: 'Review changes before cooks see them' });
  expect(review.getAttribute('aria-checked')).toBe('false');
  expect(screen.getByText(/waits as a draft until an admin releases it/)).toBeTruthy();
  // One Save for the page: the switch sits above it, inside the form.
  expect(review.closest('form')).toBe(screen.getByRole('button', { name: 'Save' }).closest('form'));
  fireEvent.click(review);
  await waitFor(() => expect(review.getAttribute('aria-checked')).toBe('true'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(updated).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Kitchen saved')).toBeTruthy();
  expect(screen.getByText('Changes now wait for review before cooks see them')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
  expect(updated).toHaveBeenCalledTimes(1);
});

test('a Save that leaves the review choice as it was does not send it', async () => {
  const settings = { __typename: 'ReleaseSettings', kitchenId: 'k1', reviewChanges: true };
  const updated = jest.fn(() => ({ data: { UpdateReleaseSettings: settings } }));
  renderConsole('/auth/admin/kitchen', {
    mocks: [
      kitchenPlanMock(),
      read,
      mockAnswer(RELEASE_SETTINGS, undefined, { getReleaseSettings: settings }),
      mockAnswer(UPDATE_KITCHEN_SETTINGS, { id: 'k1', input }, { UpdateKitchen: { ...kitchen, ...input } }),
      { request: { query: UPDATE_RELEASE_SETTINGS, variables: () => true }, result: updated },
    ],
  });
  const review = await screen.findByRole('switch', { name: 'Review changes before cooks see them' });
  expect(review.getAttribute('aria-checked')).toBe('true');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Demo Kitchen Noord' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Bistro by the harbour' } });
  fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Kitchen saved')).toBeTruthy();
  expect(updated).not.toHaveBeenCalled();
});
