import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { screen, within } from '@testing-library/react';
import type { MenuCostingQuery } from '../src/__generated__/graphql';
import { MenuCostingPage } from '../src/menu-costing/MenuCostingPage';
import { MENU_COSTING } from '../src/menu-costing/queries';
import { COSTING_SETTINGS } from '../src/prices/queries';
import { renderScreen } from './support/render';

/** Issue #45 item 18: money a person reads on the menu costing page is at cents, percentages in the product's one format. */
type Dish = Answer<MenuCostingQuery['getMenuCosting'][number]>;

const dish = (id: string, title: string, cost: Partial<NonNullable<Dish['cost']>>, more: Partial<Dish> = {}): Dish => ({
  __typename: 'RecipeMenu',
  id,
  title,
  categoryId: null,
  category: null,
  sellingPrice: '24.30',
  vatRate: null,
  foodCostPercent: 18.8,
  grossMargin: '19.7325',
  overTarget: false,
  cost: { __typename: 'RecipeCost', total: '0', perPortion: null, currency: 'EUR', complete: true, missing: [], ...cost },
  ...more,
});
const gap = {
  __typename: 'CostGap',
  kind: 'NO_PRICE',
  recipeId: 'd2',
  lineId: 'l1',
  ingredientId: 'i1',
  subRecipeId: null,
  message: 'Butter has no price',
} as const;

test('costs per portion at cents: a sub-cent one reads "under €0.01", a partial one rounds down after "at least"', async () => {
  renderScreen(<MenuCostingPage />, {
    route: 'menu-costing',
    mocks: [
      mockAnswer(
        MENU_COSTING,
        {},
        {
          getMenuCosting: [
            dish('d1', 'Cod, beurre blanc', { perPortion: '4.5710' }),
            dish('d2', 'Bread and butter', { perPortion: '4.5675', complete: false, missing: [gap] }, { foodCostPercent: null }),
            dish('d3', 'Parsley garnish', { perPortion: '0.0025' }, { sellingPrice: '0.50', grossMargin: '0.4975', foodCostPercent: 0.5 }),
          ],
        },
      ),
      mockAnswer(
        COSTING_SETTINGS,
        {},
        {
          getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 },
        },
      ),
    ],
  });
  const rowOf = async (title: string) => within((await screen.findByRole('link', { name: title })).closest('tr')!);
  const cod = await rowOf('Cod, beurre blanc');
  expect(cod.getByText('€4.57')).toBeTruthy();
  expect(cod.getByText('18.8%')).toBeTruthy();
  expect(cod.getByText('€19.73')).toBeTruthy();
  expect((await rowOf('Bread and butter')).getByText('at least €4.56')).toBeTruthy();
  const garnish = await rowOf('Parsley garnish');
  expect(garnish.getByText('under €0.01')).toBeTruthy();
  // The selling price, and the margin of €0.4975.
  expect(garnish.getAllByText('€0.50')).toHaveLength(2);
  // Never four decimals on this page.
  for (const exact of ['0.0025', '4.5675', '4.571', '0.4975', '19.7325']) expect(document.body.textContent).not.toContain(exact);
});
