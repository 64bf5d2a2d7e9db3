import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CREATE_COOK, STAFF, STAFF_MEMBER, type StaffMember } from '@brigade/console-kit';
import { COOK_READS } from '@brigade/recipe-editor';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { kitchenPlan, kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const carla = {
  __typename: 'User',
  id: 'c1',
  fName: 'Carla',
  lName: 'Cook',
  displayName: 'Carla Cook',
  email: 'carla@demo.example',
  phone: null,
  userName: null,
  profileImage: null,
  status: 'ACTIVE',
  lastLogin: null,
  lang: null,
  gender: null,
  dob: null,
  notes: null,
  accNumber: 'U-000007',
  kitchenId: 'k1',
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen' },
  createdAt: null,
  updatedAt: null,
} satisfies Answer<StaffMember>;
/** The first page of cooks; `total` counts every page, as the kitchen's plan counter does (3, kitchenPlan()'s). */
const list = (maxUsageCount = 3, total = 3) =>
  mockAnswer(
    STAFF,
    { pageNo: 1, sizePerPage: 10, filters: { role: 'COOK' } },
    { GetUsers: { __typename: 'UserPage', total, records: [carla] } },
    { maxUsageCount },
  );

test("the kitchen's cooks, with how many the plan allows and no kitchen column or filter", async () => {
  renderConsole('/auth/admin/cook', { mocks: [kitchenPlanMock(), list()] });
  expect(await screen.findByText('Carla Cook')).toBeTruthy();
  expect(await screen.findByText('3 of 5 cooks on your Starter plan')).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: 'Kitchen' })).toBeNull();
  expect(screen.queryByLabelText('Kitchen')).toBeNull();
});

test('at the cook limit the list says why and links to Upgrade Plan', async () => {
  const { where } = renderConsole('/auth/admin/cook', { mocks: [kitchenPlanMock(kitchenPlan({ cooksCount: 5 })), list(3, 5)] });
  expect(await screen.findByText('Your Starter plan allows 5 cooks, and all are in use. Upgrade your plan to add more.')).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Upgrade Plan' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/payments'));
});

test('registering a cook names no kitchen (the server uses the admin’s own) and says to check the e-mail', async () => {
  const message = 'Cook registered successfully, please check email';
  const input = {
    fName: 'Dirk',
    lName: 'Bakker',
    phone: null,
    userName: null,
    profileImage: null,
    lang: null,
    gender: null,
    dob: null,
    notes: null,
    email: 'dirk@demo.example',
    password: null,
  };
  const { where } = renderConsole('/auth/admin/cook/create', {
    mocks: [
      kitchenPlanMock(),
      {
        request: { query: CREATE_COOK, variables: { input } },
        result: { data: { CreateKitchenCook: { __typename: 'UserResponse', code: 200, message, user: { ...carla, id: 'c2' } } } },
      },
      list(),
    ],
  });
  expect(screen.queryByLabelText('Kitchen')).toBeNull();
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Dirk' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Bakker' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dirk@demo.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeTruthy();
  await waitFor(() => expect(where()).toBe('/auth/admin/cook'));
});

test("the server's cook-limit refusal is shown on the form, which keeps what was typed", async () => {
  const refusal = 'Your plan allows 5 cooks. Upgrade your plan to add more.';
  renderConsole('/auth/admin/cook/create', {
    mocks: [
      kitchenPlanMock(),
      {
        request: { query: CREATE_COOK, variables: () => true },
        result: { errors: [{ message: refusal, extensions: { code: 'PLAN_LIMIT_REACHED', used: 5, allowed: 5 } }] },
      },
    ],
  });
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Dirk' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Bakker' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dirk@demo.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(refusal)).toBeTruthy();
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dirk');
});

const OPENED_AT = '2026-11-20T10:00:00.000Z';

test('a cook’s page says which of the recipes they may see they have read, those still to read first, each linked', async () => {
  const read = (
    id: string,
    title: string,
    type: 'RECIPE' | 'MENU',
    readVersion: number | null,
    openedVersion: number | null,
    upToDate: boolean,
  ) => ({
    __typename: 'CookRecipeRead',
    recipe: { __typename: 'RecipeMenu', id, title, type, releasedVersionNumber: 3 },
    readVersion,
    openedVersion,
    openedAt: openedVersion ? OPENED_AT : null,
    upToDate,
  });
  renderConsole('/auth/admin/cook/c1', {
    mocks: [
      kitchenPlanMock(),
      { request: { query: STAFF_MEMBER, variables: { id: 'c1' } }, result: { data: { getUserById: carla } } },
      {
        request: { query: COOK_READS, variables: { cookId: 'c1' } },
        result: {
          data: {
            getCookReads: {
              __typename: 'CookReads',
              cookId: 'c1',
              readCount: 1,
              recipeCount: 2,
              recipes: [read('d1', 'Steak frites', 'MENU', 2, 3, false), read('r1', 'Béarnaise', 'RECIPE', 3, 3, true)],
            },
          },
        },
      },
    ],
  });
  const reads = await screen.findByRole('region', { name: 'Recipes read' });
  expect(await within(reads).findByText('1 of 2 recipes read')).toBeTruthy();
  const rows = within(reads).getAllByRole('row').slice(1);
  // Last opened is when, in the person's locale, with the version they had under it.
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(OPENED_AT));
  expect(rows.map((r) => r.textContent)).toEqual([
    `Steak fritesNot yet (read version 2)${when}Version 3`,
    `BéarnaiseRead ✓${when}Version 3`,
  ]);
  expect(within(rows[0]!).getByRole('link', { name: 'Steak frites' }).getAttribute('href')).toBe('/auth/admin/dishes/d1');
  expect(within(rows[1]!).getByRole('link', { name: 'Béarnaise' }).getAttribute('href')).toBe('/auth/admin/recipe/r1');
});
