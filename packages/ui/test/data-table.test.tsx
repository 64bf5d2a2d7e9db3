import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { DataTable } from '../src/components/data-table/DataTable';
import { ScrollableTable } from '../src/components/data-table/ScrollableTable';
import type { DataTableColumn } from '../src/components/data-table/columns';
import { renderUi } from './render';

type Dish = { id: string; name: string; price: number };

const columns: DataTableColumn<Dish>[] = [
  { header: 'Name', key: 'name' },
  { header: 'Price', key: 'price', width: 120, align: 'right', render: (dish) => `€ ${dish.price.toFixed(2)}` },
];
const dishes: Dish[] = [
  { id: 'd1', name: 'Bouillabaisse', price: 24 },
  { id: 'd2', name: 'Tarte Tatin', price: 9.5 },
];

test('rows show each field, or what a column renders', () => {
  renderUi(<DataTable columns={columns} rows={dishes} />);
  expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Tarte Tatin' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: '€ 9.50' }).style.textAlign).toBe('right');
});

test('a column is 200 px wide unless it says otherwise', () => {
  const { container } = renderUi(<DataTable columns={columns} rows={dishes} />);
  const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
  expect(widths).toEqual(['200px', '120px']);
});

test('a wide table scrolls inside its box, and the actions column stays pinned to its right edge', () => {
  const withActions: DataTableColumn<Dish>[] = [...columns, { header: 'Actions', key: 'actions', render: () => 'Edit' }];
  const { container } = renderUi(<DataTable columns={withActions} rows={dishes} />);
  expect(container.querySelector('.ant-table-content')?.getAttribute('style')).toMatch(/overflow-x: auto/);
  const actions = screen.getAllByRole('cell', { name: 'Edit' });
  expect(actions.every((cell) => cell.classList.contains('ant-table-cell-fix-end'))).toBe(true);
  expect(screen.getByRole('cell', { name: 'Tarte Tatin' }).classList.contains('ant-table-cell-fix-end')).toBe(false);
});

test('the total is shown above the table, or below it when asked', () => {
  const { rerender } = renderUi(<DataTable columns={columns} rows={dishes} totalRecords={1234} />);
  const total = () => screen.getByText('Total records: 1,234');
  const table = () => screen.getByRole('table');
  expect(total().compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  rerender(<DataTable columns={columns} rows={dishes} totalRecords={1234} totalPlacement="bottom" />);
  expect(total().compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
});

test("an empty table says 'No Record Found'", () => {
  renderUi(<DataTable columns={columns} rows={[]} />);
  expect(screen.getByText('No Record Found')).toBeTruthy();
});

test('an empty table speaks Dutch when the language is nl', () => {
  renderUi(<DataTable columns={columns} rows={[]} totalRecords={0} />, 'nl');
  expect(screen.getByText('Geen record gevonden')).toBeTruthy();
  expect(screen.getByText('Totaal aantal records: 0')).toBeTruthy();
  expect(screen.queryByText('No Record Found')).toBeNull();
});

test("while loading the table says 'Loading...' and not yet 'No Record Found'", () => {
  renderUi(<DataTable columns={columns} rows={[]} loading />);
  expect(screen.getByText('Loading...')).toBeTruthy();
  expect(screen.queryByText('No Record Found')).toBeNull();
});

test('rows dragged by their grip (here with the keyboard: Space, ArrowDown, Space) report the new order of every key', async () => {
  const onReorder = jest.fn();
  // jsdom lays nothing out; dnd-kit measures rows, so give each body row a 40 px band by its position.
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, width: 800, height: 40, right: 800, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
  renderUi(<DataTable columns={columns} rows={[...dishes, { id: 'd3', name: 'Ratatouille', price: 14 }]} onReorder={onReorder} />);
  // The grips come with dnd-kit, which the first draggable list fetches.
  const grips = await screen.findAllByRole('button', { name: 'Drag to reorder' });
  expect(grips).toHaveLength(3);
  grips[0]!.focus();
  // dnd-kit listens for the next keys only after a tick; a person's key presses are that far apart anyway.
  const press = async (code: string, key: string) => {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  await press('Space', ' ');
  await press('ArrowDown', 'ArrowDown');
  await press('Space', ' ');
  await waitFor(() => expect(onReorder).toHaveBeenCalledWith(['d2', 'd1', 'd3']));
  rect.mockRestore();
});

test('without onReorder there is no grip', () => {
  renderUi(<DataTable columns={columns} rows={dishes} />);
  expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
});

// Issue #45: at 1366 px with the side menu open a list shows what identifies a row, its money and its status at once.
type Invoice = { id: string; kitchen: string; email: string; subtotal: string; tax: string; total: string };
const invoices: Invoice[] = [
  { id: 'i1', kitchen: 'Bistro Noord', email: 'anna@bistro.example', subtotal: '€100.00', tax: '€21.00', total: '€121.00' },
];
const invoiceColumns: DataTableColumn<Invoice>[] = [
  { header: 'Kitchen', key: 'kitchen', secondary: (row) => row.email },
  { header: 'Subtotal', key: 'subtotal', align: 'right', detail: true },
  { header: 'Tax', key: 'tax', align: 'right', detail: true },
  { header: 'Total', key: 'total', width: 120, align: 'right' },
  { header: 'Actions', key: 'actions', render: () => 'View' },
];

test('the first column is pinned to the left edge, so a table scrolled sideways still says whose row it is', () => {
  renderUi(<DataTable columns={columns} rows={dishes} />);
  expect(screen.getByRole('columnheader', { name: 'Name' }).classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(screen.getByRole('cell', { name: 'Tarte Tatin' }).classList.contains('ant-table-cell-fix-start')).toBe(true);
  expect(screen.getByRole('cell', { name: '€ 9.50' }).classList.contains('ant-table-cell-fix-start')).toBe(false);
});

test("a column's secondary text sits under its content, in the same cell", () => {
  renderUi(<DataTable columns={invoiceColumns} rows={invoices} />);
  const cell = screen.getByText('Bistro Noord').closest('td')!;
  expect(cell.textContent).toBe('Bistro Noordanna@bistro.example');
  expect(screen.getByText('anna@bistro.example').closest('.ant-typography')?.className).toContain('ant-typography-secondary');
  expect(cell.classList.contains('ant-table-cell-fix-start')).toBe(true);
});

test('detail columns leave the table for a detail row that the row’s expand button opens', () => {
  renderUi(<DataTable columns={invoiceColumns} rows={invoices} />);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['', 'Kitchen', 'Total', 'Actions']);
  expect(screen.queryByText('€21.00')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Expand row' }));
  const detail = document.querySelector('[data-row-detail]') as HTMLElement;
  expect(detail.textContent).toBe('Subtotal€100.00Tax€21.00');
  expect(screen.getByRole('button', { name: 'Collapse row' })).toBeTruthy();
});

test('a table that scrolls sideways can be scrolled from the keyboard: its scrolling box is a named, focusable region', () => {
  renderUi(
    <ScrollableTable label="Versions">
      <Table
        rowKey="id"
        columns={[{ title: 'Version', dataIndex: 'id', width: 900 }]}
        dataSource={[{ id: 'v1' }]}
        scroll={{ x: 950 }}
        pagination={false}
      />
    </ScrollableTable>,
  );
  const region = screen.getByRole('region', { name: 'Versions' });
  expect(region.tabIndex).toBe(0);
  expect(region.textContent).toContain('v1');
});
