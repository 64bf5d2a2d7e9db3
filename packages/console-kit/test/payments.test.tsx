import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import type { Answer } from '@brigade/test-kit/fixtures/answer';
import { paidPayment } from '@brigade/test-kit/fixtures/payment';
import { ListTable } from '../src/common/ListTable';
import { usePagedList } from '../src/common/usePagedList';
import { usePaymentColumns } from '../src/payments/usePaymentColumns';
import { PaymentViewPage } from '../src/payments/PaymentViewPage';
import { PAYMENT, type Payment } from '../src/payments/queries';
import { renderScreen } from './support/render';

const paid: Answer<Payment> = { ...paidPayment };
const open: Answer<Payment> = { ...paid, id: 'pay2', orderId: 'INV-000043', status: 'PENDING', paid: false, paymentAt: null };
// Issue #24: payments outlive their kitchen; the kitchen subgraph sends it as DELETED with the name it had.
const ofDeletedKitchen: Answer<Payment> = {
  ...paid,
  id: 'pay3',
  orderId: 'INV-000044',
  kitchen: { __typename: 'Kitchen', id: 'k9', name: 'Harbour Bistro', status: 'DELETED' },
  // Identity hides who paid from whoever may not see them in full: every part of them null.
  user: { __typename: 'User', id: 'u9', fName: null, lName: null, email: null },
};

/** The columns as a console's list shows them. */
function PaymentRows({ rows }: { rows: Answer<Payment>[] }) {
  const list = usePagedList();
  return (
    <ListTable<Payment>
      list={list}
      rows={rows as Payment[]}
      columns={usePaymentColumns()}
      total={rows.length}
      loading={false}
      error={null}
    />
  );
}
const onePayment = (id: string, result: object) => ({ request: { query: PAYMENT, variables: { id } }, result });
const cells = (orderId: string) => within(screen.getByText(orderId).closest('tr')!);

test("a kitchen's history: each invoice with its period, amounts, tax, total and whether it is paid; View opens it", async () => {
  const { where } = renderScreen(<PaymentRows rows={[open, paid]} />, { route: 'payments' });
  for (const text of ['Starter, monthly, Mar 1 – Apr 1, 2026', 'Mar 1, 2026', 'Mar 2, 2026', '€35.09', 'Paid'])
    expect(cells('INV-000042').getByText(text)).toBeTruthy();
  // Issue #45: subtotal and tax are in the row's detail, opened by its expand button.
  expect(cells('INV-000042').queryByText('€29.00')).toBeNull();
  fireEvent.click(cells('INV-000042').getByRole('button', { name: 'Expand row' }));
  const detail = screen.getByText('INV-000042').closest('tr')!.nextElementSibling as HTMLElement;
  for (const text of ['Subtotal', '€29.00', 'Tax', '€6.09']) expect(within(detail).getByText(text)).toBeTruthy();
  expect(cells('INV-000043').getByText('Not paid yet')).toBeTruthy();
  expect(cells('INV-000043').getByText('Not paid')).toBeTruthy();
  // A kitchen's own history names no kitchen.
  expect(screen.queryByText('Chez Anna')).toBeNull();
  fireEvent.click(cells('INV-000042').getByRole('button', { name: 'View INV-000042' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/payments/pay1'));
});

test("the super admin's list: kitchen, plan, dates, amounts and paid or not; a deleted kitchen named as deleted", async () => {
  const { where } = renderScreen(<PaymentRows rows={[ofDeletedKitchen, paid, open]} />, { route: 'payments', platform: true });
  for (const text of ['Chez Anna', 'Starter', 'Mar 1, 2026', 'Mar 2, 2026', '€35.09', 'Paid'])
    expect(cells('INV-000042').getAllByText(text).length).toBeGreaterThan(0);
  // Issue #45: the kitchen is the pinned first cell, with the invoice and plan under its name.
  const kitchenCell = cells('INV-000042').getByText('Chez Anna').closest('td')!;
  expect(kitchenCell.classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(within(kitchenCell).getByText('INV-000042')).toBeTruthy();
  expect(cells('INV-000043').getByText('Pending')).toBeTruthy();
  expect(cells('INV-000043').getByText('Not paid')).toBeTruthy();
  expect(cells('INV-000044').getByText('Harbour Bistro (deleted)')).toBeTruthy();
  fireEvent.click(cells('INV-000044').getByRole('button', { name: 'View INV-000044' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/payments/pay3'));
});

test('one invoice in a kitchen: its plan, period, amounts and when it was paid', async () => {
  renderScreen(<PaymentViewPage />, {
    route: 'payments/:id',
    path: 'payments/pay1',
    mocks: [onePayment('pay1', { data: { getPaymentById: paid } })],
  });
  expect(await screen.findByRole('heading', { name: 'Invoice INV-000042' })).toBeTruthy();
  for (const text of ['Starter (Monthly)', '€0.00', '€6.09', '€35.09', 'Yes', 'Mar 1, 2026, 12:30 PM'])
    expect(screen.getByText(text)).toBeTruthy();
  // Whose it is and the provider's references are the super admin's to see.
  expect(screen.queryByText('Paid by')).toBeNull();
  expect(screen.queryByText('in_123')).toBeNull();
});

test('one payment for the super admin: every field, with the user, and the kitchen and plan linked', async () => {
  renderScreen(<PaymentViewPage />, {
    route: 'payments/:id',
    path: 'payments/pay1',
    platform: true,
    mocks: [onePayment('pay1', { data: { getPaymentById: paid } })],
  });
  expect(await screen.findByRole('heading', { name: 'Invoice INV-000042' })).toBeTruthy();
  for (const text of ['Starter, monthly, Mar 1 – Apr 1, 2026', 'Anna Berg <anna@example.com>', '€0.00', '€6.09', '€35.09', 'in_123', 'Yes'])
    expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Chez Anna' }).getAttribute('href')).toBe('/auth/superadmin/kitchen/k1');
  expect(screen.getByRole('link', { name: 'Starter (Monthly)' }).getAttribute('href')).toBe('/auth/superadmin/subscriptionplan/p1');
});

test("a deleted kitchen's payment opens, the kitchen named as deleted and not linked, who paid a dash", async () => {
  renderScreen(<PaymentViewPage />, {
    route: 'payments/:id',
    path: 'payments/pay3',
    platform: true,
    mocks: [onePayment('pay3', { data: { getPaymentById: ofDeletedKitchen } })],
  });
  expect(await screen.findByRole('heading', { name: 'Invoice INV-000044' })).toBeTruthy();
  expect(screen.getByText('Harbour Bistro (deleted)')).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Harbour Bistro/ })).toBeNull();
  // Who paid is hidden here (every part null): a dash, never 'null' or an empty '<>'.
  expect(screen.getByText('Paid by').closest('tr')!.textContent).toBe('Paid by—');
});

test.each([false, true])("another kitchen's or a missing payment shows billing's refusal (super admin: %s)", async (platform) => {
  renderScreen(<PaymentViewPage />, {
    route: 'payments/:id',
    path: 'payments/nope',
    platform,
    mocks: [onePayment('nope', { errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] })],
  });
  expect(await screen.findByText('Access Forbidden')).toBeTruthy();
});

test('the words are the person’s language: a kitchen reads Dutch', async () => {
  renderScreen(<PaymentRows rows={[open]} />, { route: 'payments', locale: 'nl' });
  expect(await screen.findByText('Nog niet betaald')).toBeTruthy();
  expect(screen.getAllByText('Periode vanaf').length).toBeGreaterThan(0);
});
