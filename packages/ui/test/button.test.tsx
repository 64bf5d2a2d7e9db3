import { fireEvent, screen } from '@testing-library/react';
import { Button } from '../src/components/button/Button';
import { BUTTON_SIZE_TOKENS } from '../src/components/button/sizes';
import { renderUi } from './render';

test('a button shows its label and reports clicks', () => {
  const onClick = jest.fn();
  renderUi(<Button onClick={onClick}>Save recipe</Button>);
  fireEvent.click(screen.getByRole('button', { name: 'Save recipe' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a disabled button is faded and ignores clicks', () => {
  const onClick = jest.fn();
  renderUi(
    <Button disabled onClick={onClick}>
      Save recipe
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save recipe' });
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button).toHaveProperty('disabled', true);
  expect(button.style.opacity).toBe('0.5');
});

test('an enabled button is not faded', () => {
  renderUi(<Button>Save recipe</Button>);
  expect(screen.getByRole('button', { name: 'Save recipe' }).style.opacity).toBe('');
});

test.each([
  ['primary', 'ant-btn-color-primary', 'ant-btn-variant-solid'],
  ['outline-primary', 'ant-btn-color-primary', 'ant-btn-variant-outlined'],
  ['warning', 'ant-btn-color-dangerous', 'ant-btn-variant-solid'],
  ['green', 'ant-btn-color-green', 'ant-btn-variant-solid'],
  ['outline-white', 'ant-btn-background-ghost', 'ant-btn-variant-outlined'],
] as const)('the %s variant is drawn as antd %s %s', (variant, colorClass, variantClass) => {
  renderUi(<Button variant={variant}>Go</Button>);
  const button = screen.getByRole('button', { name: 'Go' });
  expect(button.className).toContain(colorClass);
  expect(button.className).toContain(variantClass);
});

test('sizes grow from xxs to xl', () => {
  const heights = (['xxs', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => Number(BUTTON_SIZE_TOKENS[size].controlHeight));
  expect(heights).toEqual([...heights].sort((a, b) => a - b));
  expect(new Set(heights).size).toBe(heights.length);
});
