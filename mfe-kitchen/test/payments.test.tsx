import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT, PAYMENTS, type Payment } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { paidPayment } from '@brigade/test-kit/fixtures/payment';
import { PLANS_ON_OFFER } from '../src/payments/queries';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const paid: Answer<Payment> = {
  ...paidPayment,
  kitchen: { __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen', status: 'ACTIVE' },
  plan: { __typename: 'SubscriptionPlan', id: 'p-starter', name: 'Starter', subscriptionPlan: 'MONTHLY' },
  user: { __typename: 'User', id: 'ka1', fName: 'Chef', lName: null, email: 'chef@kitchen.example' },
};
const open: Answer<Payment> = {
  ...paid,
  id: 'pay2',
  orderId: 'INV-000043',
  status: 'PENDING',
  paid: false,
  paymentAt: null,
  tax: '16.59',
  total: '95.59',
  subtotal: '79.00',
};

const page = (pageNo: number, records: Answer<Payment>[], total: number) =>
  mockAnswer(PAYMENTS, { pageNo, sizePerPage: 10 }, { getPayments: { __typename: 'PaymentPage', total, records } });
const plans = mockAnswer(PLANS_ON_OFFER, undefined, { getActiveSubscriptionPlan: [] });
const onePayment = (id: string, payment: Answer<Payment>) => mockAnswer(PAYMENT, { id }, { getPaymentById: payment });

test('the history shows each invoice with its period, amounts, tax, total and whether it is paid, and opens one', async () => {
  const { where } = renderConsole('/auth/admin/payments', {
    mocks: [kitchenPlanMock(), plans, page(1, [open, paid], 2), onePayment('pay1', paid)],
  });
  const row = (await screen.findByText('INV-000042')).closest('tr')!;
  for (const text of ['Starter, monthly, Mar 1 – Apr 1, 2026', 'Mar 1, 2026', 'Mar 2, 2026', '€35.09', 'Paid']) {
    expect(within(row).getByText(text)).toBeTruthy();
  }
  // Issue #45: the invoice is pinned left with its description under it; subtotal and tax open in the row's detail.
  const invoiceCell = within(row).getByText('INV-000042').closest('td')!;
  expect(invoiceCell.classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(within(invoiceCell).getByText('Starter, monthly, Mar 1 – Apr 1, 2026')).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '',
    'Invoice',
    'Period from',
    'Due on',
    'Total',
    'Status',
    'Actions',
  ]);
  fireEvent.click(within(row).getByRole('button', { name: 'Expand row' }));
  for (const text of ['€29.00', '€6.09']) expect(within(row.nextElementSibling as HTMLElement).getByText(text)).toBeTruthy();
  const openRow = screen.getByText('INV-000043').closest('tr')!;
  for (const text of ['€95.59', 'Not paid yet']) expect(within(openRow).getByText(text)).toBeTruthy();
  fireEvent.click(within(openRow).getByRole('button', { name: 'Expand row' }));
  for (const text of ['€79.00', '€16.59']) expect(within(openRow.nextElementSibling as HTMLElement).getByText(text)).toBeTruthy();
  // Newest first, as billing sends them.
  expect(screen.getAllByText(/^INV-/).map((cell) => cell.textContent)).toEqual(['INV-000043', 'INV-000042']);
  expect(screen.getByText('Total records: 2')).toBeTruthy();

  fireEvent.click(within(row).getByRole('button', { name: 'View INV-000042' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/payments/pay1'));
  expect(await screen.findByText('Invoice INV-000042')).toBeTruthy();
});

test('the history pages through the server: page 2 asks billing for page 2', async () => {
  const { where } = renderConsole('/auth/admin/payments', {
    mocks: [kitchenPlanMock(), plans, page(1, [open], 11), page(2, [paid], 11)],
  });
  expect(await screen.findByText('INV-000043')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('INV-000042')).toBeTruthy();
  expect(where()).toBe('/auth/admin/payments?page=2');
});

test('a history billing could not read says so, never "No Record Found" or "Total records: 0"', async () => {
  renderConsole('/auth/admin/payments', {
    mocks: [
      kitchenPlanMock(),
      plans,
      {
        request: { query: PAYMENTS, variables: { pageNo: 1, sizePerPage: 10 } },
        result: { errors: [{ message: 'Billing is not answering', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      },
    ],
  });
  expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
  expect(screen.getByText('Billing is not answering')).toBeTruthy();
  expect(screen.queryByText('No Record Found')).toBeNull();
  expect(screen.queryByText('Total records: 0')).toBeNull();
});
