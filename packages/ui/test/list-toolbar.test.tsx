import { act, fireEvent, screen, within } from '@testing-library/react';
import { ListToolbar } from '../src/components/list-toolbar/ListToolbar';
import { StatusTag } from '../src/components/status/StatusTag';
import { renderUi } from './render';

const props = () => ({
  search: '',
  onSearch: jest.fn(),
  pageSize: 10,
  onPageSize: jest.fn(),
  statuses: ['ALL', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED'] as const,
  onStatus: jest.fn(),
});

function choose(label: string, option: string) {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(screen.getByTitle(option));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the search runs once typing pauses, with the text trimmed, not on every key', () => {
  const p = props();
  renderUi(<ListToolbar {...p} statuses={[...p.statuses]} />);
  const box = screen.getByLabelText('Search');
  fireEvent.change(box, { target: { value: 'to' } });
  fireEvent.change(box, { target: { value: 'tomato ' } });
  act(() => jest.advanceTimersByTime(299));
  expect(p.onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(p.onSearch).toHaveBeenCalledTimes(1);
  expect(p.onSearch).toHaveBeenCalledWith('tomato');
});

test('the status choices are the ones given, in the person’s words; the page size offers 10 to 100', () => {
  const p = props();
  renderUi(<ListToolbar {...p} statuses={[...p.statuses]} status="ACTIVE" />);
  choose('Status', 'Not verified');
  expect(p.onStatus).toHaveBeenCalledWith('NOT_VERIFIED');
  choose('Rows per page', '50 / page');
  expect(p.onPageSize).toHaveBeenCalledWith(50);
});

test('without statuses there is no status filter', () => {
  renderUi(<ListToolbar {...props()} statuses={undefined} />);
  expect(screen.queryByLabelText('Status')).toBeNull();
});

test('a status reads as its label in the language; an unknown value reads Unknown', () => {
  renderUi(
    <>
      <StatusTag status="PAUSED" />
      <StatusTag status="SOMETHING_NEW" />
    </>,
    'nl',
  );
  expect(screen.getByText('Gepauzeerd')).toBeTruthy();
  expect(screen.getByText('Onbekend')).toBeTruthy();
});
