import { render, screen } from '@testing-library/react';
import { Icon } from '../src/components/icon/Icon';

test('an image icon is drawn at the size asked for', () => {
  render(<Icon src="/icon/ic-profile.png" size="lg" label="Profile" />);
  const image = screen.getByRole('img', { name: 'Profile' });
  expect(image.getAttribute('width')).toBe('32');
  expect(image.getAttribute('height')).toBe('32');
});

test("size 'none' leaves the image at its own size", () => {
  render(<Icon src="/icon/logo.svg" size="none" label="Brigade" />);
  expect(screen.getByRole('img', { name: 'Brigade' }).hasAttribute('width')).toBe(false);
});

test('an icon without a label is hidden from screen readers', () => {
  render(<Icon src="/icon/ic-more.png" size="sm" />);
  expect(screen.queryByRole('img')).toBeNull();
});

test('an antd icon element is sized through the font size', () => {
  render(<Icon icon={<svg data-testid="glyph" />} size="xl" label="Recipes" />);
  const icon = screen.getByRole('img', { name: 'Recipes' });
  expect(icon.style.fontSize).toBe('48px');
  expect(screen.getByTestId('glyph')).toBeTruthy();
});
