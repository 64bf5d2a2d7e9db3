import { fireEvent, screen } from '@testing-library/react';
import { Pagination } from '../src/components/pagination/Pagination';
import { pageCount, pageSlots } from '../src/components/pagination/pages';
import { renderUi } from './render';

test.each([
  [0, 10],
  [7, 10],
  [10, 10],
])('with %i records of %i a page there are no page buttons', (total, pageSize) => {
  renderUi(<Pagination total={total} pageSize={pageSize} current={1} onChange={() => undefined} />);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

test('with 11 records of 10 a page there are two page buttons, the current one highlighted', () => {
  renderUi(<Pagination total={11} pageSize={10} current={1} onChange={() => undefined} />);
  const first = screen.getByRole('button', { name: 'Page 1' });
  const second = screen.getByRole('button', { name: 'Page 2' });
  expect(first.getAttribute('aria-current')).toBe('page');
  expect(first.className).toContain('ant-btn-color-primary');
  expect(second.hasAttribute('aria-current')).toBe(false);
  expect(second.className).not.toContain('ant-btn-color-primary');
});

test('clicking a page number or next asks for that page', () => {
  const onChange = jest.fn();
  renderUi(<Pagination total={30} pageSize={10} current={1} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onChange.mock.calls).toEqual([[3], [2]]);
});

test('previous is disabled on the first page and next on the last', () => {
  const { rerender } = renderUi(<Pagination total={30} pageSize={10} current={1} onChange={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  rerender(<Pagination total={30} pageSize={10} current={3} onChange={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
});

test('a long list shows the first, last and neighbouring pages with gaps between', () => {
  renderUi(<Pagination total={200} pageSize={10} current={10} onChange={() => undefined} />);
  const pages = screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
  expect(pages).toEqual(['1', '9', '10', '11', '20']);
  expect(screen.getAllByText('…')).toHaveLength(2);
});

test('page count is the total over the page size, rounded up', () => {
  expect(pageCount(21, 10)).toBe(3);
  expect(pageCount(20, 10)).toBe(2);
  expect(pageCount(0, 10)).toBe(0);
  expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  expect(pageSlots(1, 5)).toEqual([1, 2, 'gap', 5]);
});
