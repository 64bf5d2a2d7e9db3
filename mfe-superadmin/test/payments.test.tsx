import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVE_KITCHENS, PAYMENT, PAYMENTS, type Payment, type PaymentFilters } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { paidPayment } from '@brigade/test-kit/fixtures/payment';
import { renderConsole, settle } from './support/render';

const paid: Answer<Payment> = { ...paidPayment, description: 'Starter, monthly' };
const open: Answer<Payment> = {
  ...paid,
  id: 'pay2',
  orderId: 'INV-000043',
  status: 'PENDING',
  paid: false,
  paymentAt: null,
};
const listCall = (filters: PaymentFilters, pageNo = 1, sizePerPage = 10) => ({
  query: PAYMENTS,
  variables: { pageNo, sizePerPage, filters },
});
/** The list's answer to `listCall(filters, pageNo)`: a page of `records`, `total` counting every page. */
const page = (filters: PaymentFilters, records: Answer<Payment>[], total = records.length, pageNo = 1) =>
  mockAnswer(PAYMENTS, listCall(filters, pageNo).variables, { getPayments: { __typename: 'PaymentPage', total, records } });
const kitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k2', name: 'Bistro Bo' }] },
  { maxUsageCount: 5 },
);

test('the list shows kitchen, plan, dates, amounts and paid or not; kitchen and status filters ask the server again', async () => {
  const { where } = renderConsole('/auth/superadmin/payments', {
    mocks: [kitchens, page({}, [paid, open]), page({ kitchenId: 'k2' }, [], 0), page({ kitchenId: 'k2', status: 'FAILED' }, [], 0)],
  });
  const row = (await screen.findByText('INV-000042')).closest('tr')!;
  for (const text of ['Chez Anna', 'Mar 1, 2026', 'Mar 2, 2026', '€35.09', 'Paid']) {
    expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
  }
  // Issue #45: the kitchen is the row's pinned identity, the invoice and plan under its name; subtotal and tax in the row's detail.
  const kitchenCell = within(row).getByText('Chez Anna').closest('td')!;
  expect(kitchenCell.classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(within(kitchenCell).getByText('INV-000042')).toBeTruthy();
  expect(within(kitchenCell).getByText(/Starter/)).toBeTruthy();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '',
    'Kitchen',
    'Payment cycle date',
    'Due on',
    'Total',
    'Paid',
    'Actions',
  ]);
  expect(within(row).queryByText('€6.09')).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'Expand row' }));
  const detail = row.nextElementSibling as HTMLElement;
  expect(within(detail).getByText('Subtotal')).toBeTruthy();
  expect(within(detail).getByText('€29.00')).toBeTruthy();
  expect(within(detail).getByText('€6.09')).toBeTruthy();
  const openRow = screen.getByText('INV-000043').closest('tr')!;
  expect(within(openRow).getByText('Pending')).toBeTruthy();
  expect(screen.getByText('Total records: 2')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Kitchen').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Bistro Bo'));
  expect(await screen.findByText('No Record Found')).toBeTruthy();

  fireEvent.mouseDown(within(screen.getByLabelText('Payment status').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Failed'));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/payments?kitchen=k2&status=FAILED'));
  // Waited for, not assumed after a fixed pause (slow under a busy CI).
  expect(await screen.findByText('Total records: 0', undefined, { timeout: 10_000 })).toBeTruthy();
});

test('a filtered link opens with its filters, and View opens the payment', async () => {
  const { where } = renderConsole('/auth/superadmin/payments?status=PAID&page=2', {
    mocks: [kitchens, page({ status: 'PAID' }, [paid], 11, 2), mockAnswer(PAYMENT, { id: 'pay1' }, { getPaymentById: paid })],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'View INV-000042' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/payments/pay1'));
  expect(await screen.findByRole('heading', { name: 'Invoice INV-000042' })).toBeTruthy();
});

test("a list the server could not answer shows the server's error, never 'No Record Found' or 'Total records: 0'", async () => {
  renderConsole('/auth/superadmin/payments', {
    mocks: [
      kitchens,
      {
        request: listCall({}),
        result: {
          data: null,
          errors: [
            {
              message: 'Cannot return null for non-nullable field Kitchen.name.',
              path: ['getPayments', 'records', 0, 'kitchen', 'name'],
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        },
      },
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The list could not be loaded');
  expect(alert.textContent).toContain('Cannot return null for non-nullable field Kitchen.name.');
  await settle();
  expect(screen.queryByText('No Record Found')).toBeNull();
  expect(screen.queryByText(/Total records/)).toBeNull();
});
