import { screen } from '@testing-library/react';
import { Spinner } from '../src/components/spinner/Spinner';
import { renderUi } from './render';

test("the spinner is an 80 × 80 px box announced as 'Loading...'", () => {
  renderUi(<Spinner />);
  const status = screen.getByRole('status', { name: 'Loading...' });
  expect(status.style.width).toBe('80px');
  expect(status.style.height).toBe('80px');
  // antd's large Spin drawn by the plain stylesheet: four dots, hidden from screen readers.
  expect(status.querySelectorAll('.brigade-plain-spinner[aria-hidden] .brigade-plain-spinner__dot')).toHaveLength(4);
});

test('the spinner speaks Dutch when the language is nl', () => {
  renderUi(<Spinner />, 'nl');
  expect(screen.getByRole('status', { name: 'Laden...' })).toBeTruthy();
});
