import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  KitchenBuySubscriptionMutation,
  KitchenChangePlanMutation,
  KitchenPayWithTestCardMutation,
} from '../src/__generated__/graphql';
import type { PlanLimits } from '../src/plan/queries';
import { PAYMENTS, type Payment } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { PLANS_ON_OFFER } from '../src/payments/queries';
import {
  BUY_SUBSCRIPTION,
  CANCEL_SUBSCRIPTION,
  CHANGE_PLAN,
  CHECK_PAYMENT,
  PAY_WITH_TEST_CARD,
  VERIFY_VAT,
} from '../src/payments/upgrade/mutations';
import { kitchenPlan, kitchenPlanMock, PAID_UNTIL_DECEMBER, STARTER, TRIAL } from './support/plan';
import { renderConsole } from './support/render';

// Stripe.js cannot load in jsdom: Elements stands in with the secret it was given, and confirmPayment answers as Stripe does for a card.
const mockConfirmPayment = jest.fn();
const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    Elements: ({ options, children }: { options: { clientSecret: string }; children: unknown }) =>
      createElement('div', { 'data-secret': options.clientSecret }, children as never),
    PaymentElement: () => createElement('p', null, 'Stripe card field'),
    useStripe: () => ({ confirmPayment: mockConfirmPayment }),
    useElements: () => ({ id: 'elements' }),
  };
});

const PRO = {
  ...STARTER,
  id: 'p-pro',
  name: 'Pro',
  cooksCount: 20,
  recipeCount: 1000,
  dishesCount: 300,
  perCookViewRecipeCount: 1000,
  price: '79.00',
} satisfies Answer<PlanLimits>;
const offered = (plan: Answer<PlanLimits>) => plan;
const plans = mockAnswer(PLANS_ON_OFFER, undefined, { getActiveSubscriptionPlan: [offered(STARTER), offered(PRO)] }, { maxUsageCount: 3 });
const payments = (records: Answer<Payment>[] = [], times = 1) =>
  mockAnswer(
    PAYMENTS,
    { pageNo: 1, sizePerPage: 10 },
    { getPayments: { __typename: 'PaymentPage', total: records.length, records } },
    { maxUsageCount: times },
  );
const proInvoice = {
  __typename: 'Payment',
  id: 'pay7',
  orderId: 'INV-000007',
  description: 'Pro, monthly',
  status: 'PAID',
  paid: true,
  subtotal: '79.00',
  discount: '0.00',
  tax: '0.00',
  total: '79.00',
  currency: 'EUR',
  paymentCycleDate: '2026-11-22T12:00:00.000Z',
  dueOn: '2026-11-22T12:00:00.000Z',
  paymentAt: '2026-11-22T12:01:00.000Z',
  paymentId: null,
  subscriptionId: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen', status: 'ACTIVE' },
  plan: { __typename: 'SubscriptionPlan', id: 'p-pro', name: 'Pro', subscriptionPlan: 'MONTHLY' },
  user: null,
} satisfies Answer<Payment>;
const onPro = kitchenPlan({ activeSubscriptionPlan: PRO });
const fieldError = (message: string, field: string) => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Types part of a country's name into its select and takes the option the browser names so. */
const country = async (label: string, search: string, name: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: search } });
  const options = await screen.findAllByTitle(name);
  fireEvent.click(options.at(-1) as HTMLElement);
};
// Role queries weigh every element's computed style, which costs seconds on these antd pages in jsdom: buttons are found by their text.
const modal = (name: string) => screen.findByRole('dialog', { name });
const press = async (text: string, scope: HTMLElement = document.body) => fireEvent.click(await within(scope).findByText(text));
/** The purchase modal keeps every step's fields in the page and hides all but the current step's. */
const shown = (label: string) => waitFor(() => expect(screen.getByLabelText(label).closest('[hidden]')).toBeNull());

const BERLIN = { line_1: 'Unter den Linden 1', line_2: null, city: 'Berlin', state: 'Berlin', postal_code: '10117', country: 'DE' };
const buyAnswer = {
  __typename: 'SubscriptionBuyResult',
  msg: 'Complete the payment to start Pro',
  trialEndsAt: null,
  provider: 'embedded',
  publishable_key: null,
  client_secret: 'ein_1_secret_abc',
  price: {
    __typename: 'PriceBreakdown',
    subtotal: '79.00',
    discount: '0.00',
    tax: '0.00',
    total: '79.00',
    taxPercent: 0,
    reverseCharge: true,
    currency: 'EUR',
  },
  payment: { __typename: 'Payment', id: 'pay7', orderId: 'INV-000007' },
};
const pay = (cardNumber: string, result: object) => ({
  request: { query: PAY_WITH_TEST_CARD, variables: { clientSecret: 'ein_1_secret_abc', cardNumber } },
  result,
});
const paid = (cardNumber: string, data: Answer<KitchenPayWithTestCardMutation>) =>
  mockAnswer(PAY_WITH_TEST_CARD, { clientSecret: 'ein_1_secret_abc', cardNumber }, data);
const paidCard = {
  payWithTestCard: { __typename: 'Payment', id: 'pay7', status: 'PAID', paid: true },
} satisfies Answer<KitchenPayWithTestCardMutation>;

/** Trial kitchen choosing Pro: walks to the payment step as a German business, checking its VAT number on the way. */
async function buyProAsBusiness() {
  await press('Choose Pro');
  const dialog = await modal('Buy Pro');
  fireEvent.click(within(dialog).getByLabelText('A business'));
  await press('Next', dialog);
  await shown('VAT number');
  type('VAT number', 'DE 129273398');
  await country('Country of the VAT number', 'Germ', 'Germany');
  await press('Verify', dialog);
  expect(await within(dialog).findByText('The VAT number is valid')).toBeTruthy();
  expect(within(dialog).getByText('Brigade Küchen GmbH, Unter den Linden 1, 10117 Berlin (DE129273398)')).toBeTruthy();
  expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Brigade Küchen GmbH');
  await press('Next', dialog);
  await shown('Address line 1');
  type('Address line 1', BERLIN.line_1);
  type('City', BERLIN.city);
  type('State or province', BERLIN.state);
  type('Postal code', BERLIN.postal_code);
  await country('Country', 'Germ', 'Germany');
  await press('Continue to payment', dialog);
  await screen.findByLabelText('Card number');
  return dialog;
}

const trialMocks = [
  kitchenPlanMock(kitchenPlan({ getPaymentDueDate: TRIAL }), 1),
  kitchenPlanMock(onPro),
  plans,
  payments(),
  mockAnswer(
    VERIFY_VAT,
    { input: { vat_number: 'DE 129273398', country_code: 'DE' } },
    {
      verifyVatNumber: {
        __typename: 'VatCheckResult',
        msg: 'The VAT number is valid',
        data: { __typename: 'VatCheckData', valid: true, status: 'VALID' },
        company: {
          __typename: 'VatCompany',
          country_code: 'DE',
          company_name: 'Brigade Küchen GmbH',
          company_address: 'Unter den Linden 1, 10117 Berlin',
          vat_number: 'DE129273398',
        },
      },
    },
  ),
  mockAnswer(
    BUY_SUBSCRIPTION,
    {
      input: {
        subscriptionPlanId: 'p-pro',
        accountType: 'BUSSINESS',
        company_name: 'Brigade Küchen GmbH',
        vat_number: 'DE 129273398',
        billingAddress: BERLIN,
      },
    },
    { createSubscriptionBuy: buyAnswer },
  ),
];

test('the plan card shows the trial plan, its price, its limits against what the kitchen uses and when the trial ends', async () => {
  renderConsole('/auth/admin/payments', { mocks: [kitchenPlanMock(kitchenPlan({ getPaymentDueDate: TRIAL })), plans, payments()] });
  const card = (await screen.findByText('Your plan')).closest('.ant-card') as HTMLElement;
  for (const text of [
    'Starter (Monthly)',
    '€29.00 a month + VAT',
    '3 of 5',
    '40 of 100',
    '12 of 50',
    '30',
    'Free trial until Dec 20, 2026 (9 days left)',
  ]) {
    expect(await within(card).findByText(text)).toBeTruthy();
  }
  // On a trial every plan is for sale, its own included.
  expect(await screen.findByText('Choose Starter')).toBeTruthy();
  expect(screen.getByText('Choose Pro')).toBeTruthy();
});

test('a business buys Pro: VAT verified, address, the upcoming invoice, the test card; the new limits show', async () => {
  renderConsole('/auth/admin/payments', { mocks: [...trialMocks, paid('4242 4242 4242 4242', paidCard), payments([proInvoice])] });
  const dialog = await buyProAsBusiness();
  const invoice = within(dialog).getByRole('region', { name: 'Upcoming invoice' });
  expect(within(invoice).getByText('VAT (0%)')).toBeTruthy();
  expect(within(invoice).getAllByText('€79.00')).toHaveLength(2);
  expect(within(invoice).getByText('VAT reverse charged: your business accounts for the VAT.')).toBeTruthy();
  expect(screen.getByText('Local payments: use the test card 4242 4242 4242 4242')).toBeTruthy();
  type('Card number', '4242 4242 4242 4242');
  await press('Pay €79.00', dialog);

  expect(await screen.findByText('Thank you! Your kitchen is now on Pro.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Upcoming invoice')).toBeNull());
  const card = screen.getByText('Your plan').closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Pro (Monthly)')).toBeTruthy();
  expect(within(card).getByText('3 of 20')).toBeTruthy();
  expect(await screen.findByText('INV-000007')).toBeTruthy();
});

test('a declined card shows billing’s message in the modal, and another card pays', async () => {
  renderConsole('/auth/admin/payments', {
    mocks: [
      ...trialMocks,
      pay('4000 0000 0000 0002', fieldError('Your card was declined', 'cardNumber')),
      paid('4242424242424242', paidCard),
      payments([proInvoice]),
    ],
  });
  const dialog = await buyProAsBusiness();
  type('Card number', '4000 0000 0000 0002');
  await press('Pay €79.00', dialog);
  expect(await within(dialog).findByText('Your card was declined')).toBeTruthy();
  expect(within(dialog).getByRole('region', { name: 'Upcoming invoice' })).toBeTruthy();
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');

  type('Card number', '4242424242424242');
  await press('Pay €79.00', dialog);
  expect(await screen.findByText('Thank you! Your kitchen is now on Pro.')).toBeTruthy();
});

test('bought during the trial: before the card, the modal says until when the trial runs and what the first payment is; saving the card charges nothing now', async () => {
  const trialBuy = {
    ...buyAnswer,
    msg: 'Your trial runs until December 20, 2026; the first payment of €79.00 is taken then. Add your card to keep Pro',
    trialEndsAt: '2026-12-20T10:00:00.000Z',
  };
  const saved = {
    payWithTestCard: { __typename: 'Payment', id: 'pay7', status: 'PENDING', paid: false },
  } satisfies Answer<KitchenPayWithTestCardMutation>;
  renderConsole('/auth/admin/payments', {
    mocks: [
      ...trialMocks.slice(0, -1),
      mockAnswer(
        BUY_SUBSCRIPTION,
        {
          input: {
            subscriptionPlanId: 'p-pro',
            accountType: 'BUSSINESS',
            company_name: 'Brigade Küchen GmbH',
            vat_number: 'DE 129273398',
            billingAddress: BERLIN,
          },
        },
        { createSubscriptionBuy: trialBuy },
      ),
      paid('4242 4242 4242 4242', saved),
      payments(),
    ],
  });
  const dialog = await buyProAsBusiness();
  expect(within(dialog).getByText('Your trial runs until Dec 20, 2026; the first payment of €79.00 is taken then.')).toBeTruthy();
  expect(within(dialog).queryByText('Pay €79.00')).toBeNull();
  type('Card number', '4242 4242 4242 4242');
  await press('Save card', dialog);
  expect(await screen.findByText('Thank you! Your kitchen is now on Pro.')).toBeTruthy();
});

const AMSTERDAM = {
  line_1: 'Keizersgracht 1',
  line_2: 'Floor 2',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  postal_code: '1015',
  country: 'NL',
};
const buyAsPerson = (result: object) => ({
  request: {
    query: BUY_SUBSCRIPTION,
    variables: { input: { subscriptionPlanId: 'p-starter', accountType: 'PERSON', billingAddress: AMSTERDAM } },
  },
  result,
});
const boughtAsPerson = (data: Answer<KitchenBuySubscriptionMutation>) =>
  mockAnswer(BUY_SUBSCRIPTION, { input: { subscriptionPlanId: 'p-starter', accountType: 'PERSON', billingAddress: AMSTERDAM } }, data);

/** Trial kitchen choosing Starter as a person: no VAT step, straight to the address, then the checkout. */
async function buyStarterAsPerson() {
  await press('Choose Starter');
  const dialog = await modal('Buy Starter');
  expect(within(dialog).getByText('VAT details')).toBeTruthy();
  fireEvent.click(within(dialog).getByLabelText('A person'));
  await waitFor(() => expect(within(dialog).queryByText('VAT details')).toBeNull());
  await press('Next', dialog);
  await shown('Address line 1');
  type('Address line 1', AMSTERDAM.line_1);
  type('Address line 2 (optional)', AMSTERDAM.line_2);
  type('City', AMSTERDAM.city);
  type('State or province', AMSTERDAM.state);
  type('Postal code', AMSTERDAM.postal_code);
  await country('Country', 'Nether', 'Netherlands');
  await press('Continue to payment', dialog);
  return dialog;
}

test('a person skips the VAT details; a field billing refuses shows beside it and keeps what was typed', async () => {
  renderConsole('/auth/admin/payments', {
    mocks: [
      kitchenPlanMock(kitchenPlan({ getPaymentDueDate: TRIAL })),
      plans,
      payments(),
      buyAsPerson(fieldError('Please enter a valid postal code', 'input.billingAddress.postal_code')),
    ],
  });
  const dialog = await buyStarterAsPerson();
  const explain = await within(dialog).findByText('Please enter a valid postal code');
  expect(explain.closest('.ant-form-item')!.contains(screen.getByLabelText('Postal code'))).toBe(true);
  expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Amsterdam');
  expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('1015');
  expect(within(dialog).queryByLabelText('Card number')).toBeNull();
});

test('with a publishable key the card goes through Stripe Elements, and billing is asked how the payment stands', async () => {
  mockLoadStripe.mockResolvedValue({});
  mockConfirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  const stripe = {
    ...buyAnswer,
    msg: 'Complete the payment to start Starter',
    provider: 'stripe',
    publishable_key: 'pk_test_123',
    client_secret: 'pi_8_secret_x',
    price: { ...buyAnswer.price, subtotal: '29.00', tax: '6.09', total: '35.09', taxPercent: 21, reverseCharge: false },
    payment: { __typename: 'Payment', id: 'pay8', orderId: 'INV-000008' },
  };
  renderConsole('/auth/admin/payments', {
    mocks: [
      kitchenPlanMock(kitchenPlan({ getPaymentDueDate: TRIAL }), 1),
      kitchenPlanMock(kitchenPlan()),
      plans,
      payments([], 2),
      boughtAsPerson({ createSubscriptionBuy: stripe }),
      mockAnswer(
        CHECK_PAYMENT,
        { id: 'pay8' },
        { CheckAndUpdatePayment: { __typename: 'Payment', id: 'pay8', status: 'PAID', paid: true } },
      ),
    ],
  });
  const dialog = await buyStarterAsPerson();
  expect(await within(dialog).findByText('Stripe card field')).toBeTruthy();
  expect(within(dialog).getByText('VAT (21%)')).toBeTruthy();
  expect(dialog.querySelector('[data-secret]')!.getAttribute('data-secret')).toBe('pi_8_secret_x');
  expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123');
  expect(within(dialog).queryByLabelText('Card number')).toBeNull();

  await press('Pay €35.09', dialog);
  expect(await screen.findByText('Thank you! Your kitchen is now on Starter.')).toBeTruthy();
  expect(mockConfirmPayment).toHaveBeenCalledWith(expect.objectContaining({ elements: { id: 'elements' }, redirect: 'if_required' }));
  await waitFor(() => expect(screen.getByText('Your plan').closest('.ant-card')!.textContent).toContain('Paid until Dec 20, 2026'));
});

test('a paying kitchen switching plan sees the proration, and Confirm charges at the preview’s moment', async () => {
  const period = (plan: Answer<PlanLimits>, amount: string, start: string) => ({
    __typename: 'PlanPeriod',
    id: plan.id,
    name: plan.name,
    subscriptionPlan: 'MONTHLY' as const,
    amount,
    periodStart: start,
    periodEnd: '2026-12-20T12:00:00.000Z',
  });
  type Charge = Answer<NonNullable<KitchenChangePlanMutation['updateStripeSubscriptionPlan']>['payment']>;
  const change = (status: string, msg: string, payment: Charge) => ({
    updateStripeSubscriptionPlan: {
      __typename: 'PlanChangeResult',
      msg,
      status,
      currentPlan: period(STARTER, '35.09', '2026-11-20T12:00:00.000Z'),
      newPlan: period(PRO, '95.59', '2026-12-05T12:00:00.000Z'),
      invoice: {
        __typename: 'UpcomingInvoice',
        prorationDate: '2026-12-05T12:00:07.000Z',
        subtotal: '25.00',
        tax: '5.25',
        total: '30.25',
        amountDue: '30.25',
        currency: 'EUR',
        lines: [
          {
            __typename: 'InvoiceLine',
            description: 'Unused time on Starter',
            amount: '-14.50',
            periodStart: '2026-12-05T12:00:00.000Z',
            periodEnd: '2026-12-20T12:00:00.000Z',
          },
          {
            __typename: 'InvoiceLine',
            description: 'Remaining time on Pro',
            amount: '39.50',
            periodStart: '2026-12-05T12:00:00.000Z',
            periodEnd: '2026-12-20T12:00:00.000Z',
          },
        ],
      },
      payment,
    },
  });
  const charged = {
    __typename: 'Payment',
    id: 'pay9',
    orderId: 'INV-000009',
    total: '30.25',
    currency: 'EUR',
    status: 'PAID',
    clientSecret: null,
  } satisfies Charge;
  renderConsole('/auth/admin/payments', {
    mocks: [
      kitchenPlanMock(kitchenPlan(), 1),
      kitchenPlanMock(onPro),
      plans,
      payments([], 2),
      mockAnswer(CHANGE_PLAN, { subscriptionPlanId: 'p-pro', preview: true }, change('preview', 'Changing to Pro now costs €30.25', null)),
      mockAnswer(
        CHANGE_PLAN,
        { subscriptionPlanId: 'p-pro', preview: false, prorationDate: '2026-12-05T12:00:07.000Z' },
        change('active', 'Your kitchen is now on Pro', charged),
      ),
    ],
  });
  // Its own plan is marked, not for sale again.
  expect(await screen.findByText('Current plan')).toBeTruthy();
  expect(screen.queryByText('Choose Starter')).toBeNull();
  await press('Switch to Pro');
  const dialog = await modal('Switch to Pro');
  expect(await within(dialog).findByText('Changing to Pro now costs €30.25')).toBeTruthy();
  for (const text of [
    'Starter: €35.09 incl. VAT per cycle, Nov 20, 2026 – Dec 20, 2026',
    'Pro: €95.59 incl. VAT per cycle, Dec 5, 2026 – Dec 20, 2026',
    'Unused time on Starter',
    '-€14.50',
    '€39.50',
    '€25.00',
    '€5.25',
  ]) {
    expect(within(dialog).getByText(text)).toBeTruthy();
  }
  expect(within(dialog).getAllByText('€30.25')).toHaveLength(2);

  await press('Confirm the change', dialog);
  expect(await screen.findByText('Your kitchen is now on Pro')).toBeTruthy();
  await waitFor(() => expect(screen.getByText('Your plan').closest('.ant-card')!.textContent).toContain('Pro (Monthly)'));
});

test('cancelling asks first, then the plan card says when the subscription ends, and Cancel is gone for good', async () => {
  const cancelled = kitchenPlan({ getPaymentDueDate: { ...PAID_UNTIL_DECEMBER, cancelAt: '2026-12-20T00:00:00.000Z' } });
  renderConsole('/auth/admin/payments', {
    mocks: [
      kitchenPlanMock(kitchenPlan(), 1),
      kitchenPlanMock(cancelled),
      plans,
      payments([], 2),
      mockAnswer(
        CANCEL_SUBSCRIPTION,
        {},
        {
          createSubscriptionCancel: {
            __typename: 'SubscriptionCancelResult',
            code: 200,
            msg: 'Your subscription ends on December 20, 2026; your kitchen keeps its plan until then',
            cancelAt: '2026-12-20T00:00:00.000Z',
          },
        },
      ),
    ],
  });
  const planCard = async () => (await screen.findByText('Your plan')).closest('.ant-card')!;
  await waitFor(async () => expect((await planCard()).textContent).toContain('Paid until Dec 20, 2026'));
  await press('Cancel subscription');
  let ask = await modal('Cancel your subscription?');
  await press('Keep it', ask);
  await waitFor(() => expect(screen.queryByText('Cancel your subscription?')).toBeNull());
  expect((await planCard()).textContent).not.toContain('Cancelled');

  await press('Cancel subscription');
  ask = await modal('Cancel your subscription?');
  await press('Cancel subscription', ask);
  expect(await screen.findByText('Your subscription ends on December 20, 2026; your kitchen keeps its plan until then')).toBeTruthy();
  await waitFor(async () => expect((await planCard()).textContent).toContain('Cancelled: the plan ends on Dec 20, 2026'));
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
});

test('a kitchen whose cancellation is already scheduled is told when it ends, and offered no second Cancel', async () => {
  const cancelled = kitchenPlan({ getPaymentDueDate: { ...PAID_UNTIL_DECEMBER, cancelAt: '2026-12-20T00:00:00.000Z' } });
  renderConsole('/auth/admin/payments', { mocks: [kitchenPlanMock(cancelled), plans, payments()] });
  await waitFor(() =>
    expect(screen.getByText('Your plan').closest('.ant-card')!.textContent).toContain('Cancelled: the plan ends on Dec 20, 2026'),
  );
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
});
