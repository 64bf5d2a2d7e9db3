import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ConsoleProvider } from '@brigade/console-kit';
import { formatMoney, formatPercent } from '@brigade/money';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { AppIntl, type ShellSession } from '@brigade/ui';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BASE } from '../src/common/paths';
import { catalogues } from '../src/lang';
import { PlanListPage } from '../src/subscriptionplan/PlanListPage';
import { PlanViewPage } from '../src/subscriptionplan/PlanViewPage';
import { PLAN, PLANS, type Plan } from '../src/subscriptionplan/queries';

/*
 * Issue #44: money and percentages read the same on every screen. The super admin's own money
 * screens, the subscription plans, show billing's "1234.50" and an 18.75 % tax exactly as
 * @brigade/money writes them, in English and in German; mfe-kitchen's money-agrees test checks the
 * shared screens (payments, prices, menu costing, the recipe's costing) against the same functions.
 */
const AMOUNT = '1234.50';
const PERCENT = 18.75;

/** Exactly `text`, as written: the default normalizer would turn the non-breaking space of '1.234,50 €' into a plain one. */
const AS_WRITTEN = { normalizer: (text: string) => text };

const session: ShellSession = { token: 'token-1', user: null, signIn: jest.fn(), signOut: jest.fn() };

/** One screen mounted as this console mounts it (base, language, Apollo), at `route` below /auth/superadmin. */
function show(element: ReactElement, locale: string, mocks: MockLink.MockedResponse[], route: string, path = route) {
  const router = createMemoryRouter([{ path: `${BASE}/${route}`, element }], { initialEntries: [`${BASE}/${path}`] });
  return render(
    <AppIntl catalogues={catalogues} locale={locale}>
      <AntApp>
        <MockedProvider mocks={mocks}>
          <ConsoleProvider session={session} platform base={BASE}>
            <RouterProvider router={router} />
          </ConsoleProvider>
        </MockedProvider>
      </AntApp>
    </AppIntl>,
  );
}

const plan: Answer<Plan> = {
  __typename: 'SubscriptionPlan',
  id: 'p1',
  name: 'Starter',
  cooksCount: 5,
  recipeCount: 100,
  perCookViewRecipeCount: 100,
  dishesCount: 50,
  price: AMOUNT,
  currency: 'EUR',
  tax: PERCENT,
  discount: 0,
  subscriptionPlan: 'MONTHLY',
  status: 'ACTIVE',
  freeDemoDays: 14,
  storageCapacity: 1,
  showsAds: false,
  priceId: null,
  createdAt: null,
  updatedAt: null,
};

describe.each(['en', 'de'])('in %s', (locale) => {
  test('the plan list and one plan: price and tax as @brigade/money writes them', async () => {
    const list = show(
      <PlanListPage />,
      locale,
      [
        mockAnswer(
          PLANS,
          { pageNo: 1, sizePerPage: 10, filters: {} },
          { getSubscriptionPlan: { __typename: 'SubscriptionPlanPage', total: 1, records: [plan] } },
        ),
      ],
      'subscriptionplan',
    );
    expect(await screen.findByText(formatMoney(AMOUNT, 'EUR', locale), AS_WRITTEN)).toBeTruthy();
    list.unmount();

    show(
      <PlanViewPage />,
      locale,
      [mockAnswer(PLAN, { id: 'p1' }, { getSubscriptionPlanById: plan })],
      'subscriptionplan/:id',
      'subscriptionplan/p1',
    );
    expect(await screen.findByText(formatMoney(AMOUNT, 'EUR', locale), AS_WRITTEN)).toBeTruthy();
    // A VAT rate as stated, to two decimals (18.75 %).
    expect(screen.getByText(formatPercent(PERCENT, locale, { decimals: 2 }), AS_WRITTEN)).toBeTruthy();
  });
});
