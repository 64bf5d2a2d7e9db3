import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Dropdown } from '../src/components/dropdown/Dropdown';
import { renderUi } from './render';

const items = [
  { key: 'edit', label: 'Edit' },
  { key: 'delete', label: 'Delete', danger: true },
];

// The menu settles in a microtask after opening; letting it finish keeps React's act() happy.
async function open(trigger: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(trigger);
  });
}

function popup(): HTMLElement {
  const element = screen.getByRole('menu').closest<HTMLElement>('.ant-dropdown');
  if (!element) throw new Error('no dropdown panel');
  return element;
}

test('a dropdown opens on click and reports the chosen item', async () => {
  const onSelect = jest.fn();
  const onEdit = jest.fn();
  renderUi(<Dropdown label="Actions" items={[{ ...items[0]!, onClick: onEdit }, items[1]!]} onSelect={onSelect} />);
  expect(screen.queryByText('Edit')).toBeNull();
  await open(screen.getByRole('button', { name: /Actions/ }));
  fireEvent.click(screen.getByText('Edit'));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onSelect).toHaveBeenCalledWith('edit');
  await waitFor(() => expect(screen.queryByText('Edit')).toBeNull());
});

test('a click outside closes an open dropdown', async () => {
  renderUi(
    <div>
      <p>Somewhere else</p>
      <Dropdown label="Actions" items={items} />
    </div>,
  );
  await open(screen.getByRole('button', { name: /Actions/ }));
  expect(screen.getByText('Edit')).toBeTruthy();
  fireEvent.mouseDown(screen.getByText('Somewhere else'));
  fireEvent.click(screen.getByText('Somewhere else'));
  await waitFor(() => expect(screen.queryByText('Edit')).toBeNull());
});

test('the panel is at least 7rem wide unless told otherwise', async () => {
  const { rerender } = renderUi(<Dropdown label="Actions" items={items} />);
  await open(screen.getByRole('button', { name: /Actions/ }));
  expect(popup().style.minWidth).toBe('7rem');
  rerender(<Dropdown label="Actions" items={items} minWidth="12rem" />);
  expect(popup().style.minWidth).toBe('12rem');
});

test("the 'menu' type opens from the more icon with its panel on the right", async () => {
  renderUi(<Dropdown type="menu" items={items} />);
  const trigger = screen.getByRole('button', { name: 'More actions' });
  expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/icon/ic-more.png');
  await open(trigger);
  expect(popup().className).toContain('ant-dropdown-placement-bottomRight');
});

test("the 'dropdown' type opens below its left edge", async () => {
  renderUi(<Dropdown label="Actions" items={items} />);
  await open(screen.getByRole('button', { name: /Actions/ }));
  expect(popup().className).toContain('ant-dropdown-placement-bottomLeft');
});

test("the 'profile' type shows the profile picture, named in the user's language", () => {
  renderUi(<Dropdown type="profile" items={items} />, 'nl');
  const trigger = screen.getByRole('button', { name: 'Profielmenu' });
  expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/icon/ic-profile.png');
});
