import { act, fireEvent, screen } from '@testing-library/react';
import { useToast, type Toasts } from '../src/components/toast/useToast';
import { renderUi } from './render';

function Trigger({ show }: { show: (toasts: Toasts) => void }) {
  const toasts = useToast();
  return <button onClick={() => show(toasts)}>notify</button>;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each([
  ['success', (t: Toasts) => t.success('Password change successfully')],
  ['info', (t: Toasts) => t.info('Password change successfully')],
  ['error', (t: Toasts) => t.error('Password change successfully')],
])('a %s toast shows for 2 seconds', (_kind, show) => {
  renderUi(<Trigger show={show} />);
  fireEvent.click(screen.getByText('notify'));
  advance(1900);
  expect(screen.queryByText('Password change successfully')).not.toBeNull();
  advance(400);
  expect(screen.queryByText('Password change successfully')).toBeNull();
});

test('the list-style error toast shows every line for 7 seconds', () => {
  renderUi(<Trigger show={(t) => t.errorList(['Failed to upload images', 'Failed to upload video'])} />);
  fireEvent.click(screen.getByText('notify'));
  advance(6900);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Failed to upload images', 'Failed to upload video']);
  advance(400);
  expect(screen.queryByText('Failed to upload images')).toBeNull();
});
