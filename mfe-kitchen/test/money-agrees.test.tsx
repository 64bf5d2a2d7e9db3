import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  COSTING_SETTINGS,
  ConsoleProvider,
  INGREDIENT,
  INGREDIENT_PRICES,
  IngredientPricesPage,
  MENU_COSTING,
  MenuCostingPage,
  PACK_UNITS,
  PAYMENT,
  PAYMENTS,
  PaymentViewPage,
  type CostedDish,
  type Payment,
} from '@brigade/console-kit';
import { formatMoney, formatPercent } from '@brigade/money';
import { RECIPE_COST_CHANGE, RECIPE_COSTING, RecipeDetails, type GapLinks, type RecipeMenu } from '@brigade/recipe-editor';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { recipeRecord } from '@brigade/test-kit/fixtures/blank-recipe';
import { recipeCost, recipeCosting } from '@brigade/test-kit/fixtures/costing';
import { AppIntl, type ShellSession } from '@brigade/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_BASE } from '../src/common/paths';
import { catalogues } from '../src/lang';
import { CurrentPlanCard } from '../src/payments/CurrentPlanCard';
import { PaymentHistory } from '../src/payments/PaymentHistory';
import { PlanChoices } from '../src/payments/PlanChoices';
import { PLANS_ON_OFFER } from '../src/payments/queries';
import { ingredient, PIECE, price } from './support/catalog';
import { kitchenPlan, STARTER } from './support/plan';

/*
 * Issue #44: money and percentages read the same on every screen that shows them. The same amount,
 * as each service sends it (billing "1234.50", catalog and recipe "1234.5"), and the same
 * percentage, on every money screen this console shows (its own plan screens, console-kit's
 * payments, prices and menu costing, recipe-editor's costing panel), must read exactly as
 * @brigade/money's formatMoney and formatPercent write them, in English and in German.
 * The super admin's plan list is checked the same way in mfe-superadmin's money-agrees test.
 */
const AMOUNT = '1234.5';
const PERCENT = 18.75;
const LOCALES = ['en', 'de'] as const;

const session: ShellSession = { token: 'token-1', user: null, signIn: jest.fn(), signOut: jest.fn() };

/** One screen mounted as this console mounts it (base, language, Apollo), at `route` below /auth/admin. */
function show(element: ReactElement, locale: string, mocks: MockLink.MockedResponse[] = [], route = 'screen', path = route) {
  const router = createMemoryRouter([{ path: `${ADMIN_BASE}/${route}`, element }], { initialEntries: [`${ADMIN_BASE}/${path}`] });
  return render(
    <AppIntl catalogues={catalogues} locale={locale}>
      <AntApp>
        <MockedProvider mocks={mocks}>
          <ConsoleProvider session={session} platform={false} base={ADMIN_BASE}>
            <RouterProvider router={router} />
          </ConsoleProvider>
        </MockedProvider>
      </AntApp>
    </AppIntl>,
  );
}

/** Every element whose own text is or holds `text` (a price inside 'a month + VAT', '/ 1 piece'). */
const holding = (text: string) =>
  screen.findAllByText((_, element) => Boolean(element?.childNodes.length) && ownText(element!).includes(text));
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');

const payment: Answer<Payment> = {
  __typename: 'Payment',
  id: 'pay1',
  orderId: 'INV-000042',
  description: 'Starter, monthly',
  status: 'PAID',
  paid: true,
  subtotal: '1234.50',
  discount: '1234.50',
  tax: '1234.50',
  total: '1234.50',
  currency: 'EUR',
  paymentCycleDate: '2026-03-01T12:00:00.000Z',
  dueOn: '2026-03-02T12:00:00.000Z',
  paymentAt: '2026-03-01T12:30:00.000Z',
  paymentId: null,
  subscriptionId: null,
  createdAt: null,
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen', status: 'ACTIVE' },
  plan: { __typename: 'SubscriptionPlan', id: 'p-starter', name: 'Starter', subscriptionPlan: 'MONTHLY' },
  user: null,
};
const plan = { ...STARTER, price: '1234.50' };

/** "Cost moved since" starts at the 1st of the month three months ago (by this machine's clock). */
const threeMonthsAgo = () => {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() - 3, 1);
  return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01`;
};

describe.each(LOCALES)('in %s', (locale) => {
  const money = formatMoney(AMOUNT, 'EUR', locale);
  const percent = formatPercent(PERCENT, locale);

  test('the payment history and one invoice (console-kit)', async () => {
    const list = show(<PaymentHistory />, locale, [
      mockAnswer(PAYMENTS, { pageNo: 1, sizePerPage: 10 }, { getPayments: { __typename: 'PaymentPage', total: 1, records: [payment] } }),
    ]);
    // Total in the row; subtotal and tax in its detail (issue #45).
    expect(await holding(money)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(await holding(money)).toHaveLength(3);
    list.unmount();

    show(<PaymentViewPage />, locale, [mockAnswer(PAYMENT, { id: 'pay1' }, { getPaymentById: payment })], 'payments/:id', 'payments/pay1');
    // Subtotal, discount, tax and total.
    expect(await holding(money)).toHaveLength(4);
  });

  test("the kitchen's plan and the plans on offer (mfe-kitchen)", async () => {
    const card = show(<CurrentPlanCard kitchen={kitchenPlan({ activeSubscriptionPlan: plan })} loading={false} />, locale);
    expect(await holding(money)).toHaveLength(1);
    card.unmount();

    show(<PlanChoices paidPlanId={null} onChoose={jest.fn()} />, locale, [
      mockAnswer(PLANS_ON_OFFER, undefined, { getActiveSubscriptionPlan: [plan] }),
    ]);
    expect(await holding(money)).toHaveLength(1);
  });

  test("an ingredient's price list (console-kit)", async () => {
    const flour = { ...ingredient('i1', 'Flour'), nutrition: null };
    const onePiece = price('p1', 'i1', { packSize: 1, packUnitId: PIECE.id, packUnit: PIECE, packPrice: AMOUNT });
    show(
      <IngredientPricesPage />,
      locale,
      [
        mockAnswer(INGREDIENT, { id: 'i1' }, { getIngredientsById: flour }),
        mockAnswer(INGREDIENT_PRICES, { ingredientId: 'i1' }, { getIngredientPrices: [onePiece] }),
        mockAnswer(
          COSTING_SETTINGS,
          {},
          { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
        ),
        mockAnswer(PACK_UNITS, undefined, { getUnits: { __typename: 'UnitPage', records: [PIECE] } }, { maxUsageCount: 5 }),
      ],
      'ingredients/:id/prices',
      'ingredients/i1/prices',
    );
    // The current price per pack and per piece (a pack of one piece), and the history's price and per piece.
    expect(await holding(money)).toHaveLength(4);
  });

  test('menu costing (console-kit)', async () => {
    const dish = {
      __typename: 'RecipeMenu',
      id: 'd1',
      title: 'Steak frites',
      categoryId: null,
      category: null,
      sellingPrice: AMOUNT,
      vatRate: 9,
      foodCostPercent: PERCENT,
      grossMargin: AMOUNT,
      overTarget: false,
      cost: { __typename: 'RecipeCost', total: AMOUNT, perPortion: AMOUNT, currency: 'EUR', complete: true, missing: [] },
    } satisfies Answer<CostedDish>;
    show(<MenuCostingPage />, locale, [
      mockAnswer(MENU_COSTING, {}, { getMenuCosting: [dish] }),
      mockAnswer(
        COSTING_SETTINGS,
        {},
        { getCostingSettings: { __typename: 'CostingSettings', kitchenId: 'k1', currency: 'EUR', targetFoodCostPercent: 30 } },
      ),
    ]);
    // Cost per portion, selling price and gross margin; the food cost %.
    expect(await holding(money)).toHaveLength(3);
    expect(await holding(percent)).toHaveLength(1);
  });

  test("a dish's costing panel (recipe-editor)", async () => {
    const dish = recipeRecord({ id: 'r1', type: 'MENU' }) as RecipeMenu;
    const costing = recipeCosting({
      type: 'MENU',
      sellingPrice: AMOUNT,
      vatRate: 9,
      foodCostPercent: PERCENT,
      grossMargin: AMOUNT,
      overTarget: false,
      cost: recipeCost({ total: AMOUNT, perPortion: AMOUNT }),
    });
    const links: GapLinks = { ingredientPrices: () => '/', ingredientConversions: () => '/', ingredientEdit: () => '/', recipe: () => '/' };
    show(<RecipeDetails recipe={dish} showCosts gapLinks={links} />, locale, [
      mockAnswer(RECIPE_COSTING, { id: 'r1', at: null }, { getRecipeMenuById: { ...costing, type: 'MENU' } }),
      mockAnswer(
        RECIPE_COST_CHANGE,
        { id: 'r1', since: threeMonthsAgo() },
        { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: null } },
        { maxUsageCount: 5 },
      ),
    ]);
    // The summary's cost per portion and food cost %, then the Cost section's total, per portion, selling price,
    // gross margin and food cost %.
    expect(await holding(money)).toHaveLength(5);
    expect(await holding(percent)).toHaveLength(2);
  });
});
