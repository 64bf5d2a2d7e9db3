import { ACTIVE_KITCHENS, COSTING_SETTINGS, MENU_COSTING, UPDATE_COSTING_SETTINGS } from '@brigade/console-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import type { AnswerOf } from './support/answer';
import { renderConsole } from './support/render';

// Answers carry __typename as the gateway's do: the cache matches by it.
const harbour = { __typename: 'Kitchen', id: 'k1', name: 'Harbour Kitchen' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const quay = { __typename: 'Kitchen', id: 'k2', name: 'Quay Bistro' } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>;
const kitchens = mockAnswer(ACTIVE_KITCHENS, undefined, { getActiveKitchen: [harbour, quay] }, { maxUsageCount: 10 });

const mains = { __typename: 'Category', id: 'c1', name: 'Mains' };
const dish = (id: string, title: string, more: object, cost: object) => ({
  __typename: 'RecipeMenu',
  id,
  title,
  categoryId: mains.id,
  category: mains,
  sellingPrice: null,
  vatRate: null,
  foodCostPercent: null,
  grossMargin: null,
  overTarget: null,
  ...more,
  cost: { __typename: 'RecipeCost', total: '0', perPortion: null, currency: 'EUR', complete: true, missing: [], ...cost },
});
const QUAY_DISHES = [
  dish(
    'd1',
    'Moules frites',
    { sellingPrice: '19.50', vatRate: 9, foodCostPercent: 24.4, grossMargin: '12.1300', overTarget: false },
    { perPortion: '4.7600' },
  ),
  dish(
    'd2',
    'Bouillabaisse',
    { sellingPrice: '28.00', vatRate: 9, foodCostPercent: 41.2, grossMargin: '14.9200', overTarget: true },
    { perPortion: '10.5800' },
  ),
];
const settings = (target: number) =>
  mockAnswer(
    COSTING_SETTINGS,
    { kitchenId: quay.id },
    { getCostingSettings: { __typename: 'CostingSettings', kitchenId: quay.id, currency: 'EUR', targetFoodCostPercent: target } },
  );

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
};

test("the super admin's Menu costing asks for a kitchen, then sends getMenuCosting with its id and shows its dishes", async () => {
  const costing = jest.fn(() => ({ data: { getMenuCosting: QUAY_DISHES } }));
  const saved = jest.fn(() => ({
    data: { UpdateCostingSettings: { __typename: 'CostingSettings', kitchenId: quay.id, currency: 'EUR', targetFoodCostPercent: 40 } },
  }));
  const { where } = renderConsole('/auth/superadmin/menu-costing', {
    mocks: [
      kitchens,
      { request: { query: MENU_COSTING, variables: { kitchenId: quay.id } }, result: costing, maxUsageCount: 5 },
      settings(30),
      {
        request: { query: UPDATE_COSTING_SETTINGS, variables: { kitchenId: quay.id, input: { targetFoodCostPercent: 40 } } },
        result: saved,
      },
      settings(40),
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Menu costing' })).toBeTruthy();
  // No kitchen yet: a prompt, not an error, and nothing asked of the recipe service.
  expect(screen.getByText('Choose a kitchen to see its dishes with their costs, prices and margins.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(costing).not.toHaveBeenCalled();

  await choose('Kitchen', 'Quay Bistro');
  await waitFor(() => expect(where()).toBe('/auth/superadmin/menu-costing?kitchen=k2'));
  const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
  expect(await screen.findByRole('link', { name: 'Moules frites' })).toBeTruthy();
  expect(costing).toHaveBeenCalled();
  expect(screen.getByText('2 dishes, all costed, 1 over target')).toBeTruthy();
  expect(within(row('Moules frites')).getByText('€4.76')).toBeTruthy();
  expect(within(row('Bouillabaisse')).getByText('Over target')).toBeTruthy();
  // In this console's own paths.
  expect(screen.getByRole('link', { name: 'Moules frites' }).getAttribute('href')).toBe('/auth/superadmin/dishes/d1');

  // The target is the chosen kitchen's, and changed for it.
  fireEvent.click(await screen.findByRole('button', { name: 'Change target' }));
  fireEvent.change(screen.getByLabelText('Target food cost %'), { target: { value: '40' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Target food cost: 40%')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
}, 45_000);
