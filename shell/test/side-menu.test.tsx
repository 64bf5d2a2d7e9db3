import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from '../src/layout/SideMenu';

const admin = { id: 'u1', email: 'chef@example.com', fName: 'Chef', isSuperAdmin: false, isAdmin: true, isCook: false, kitchenId: 'k1' };

test("the kitchen admin's side menu ends with Logout, which signs out instead of opening a page", () => {
  const onSignOut = jest.fn();
  render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <SideMenu user={admin} onSignOut={onSignOut} />
      </MemoryRouter>
    </IntlProvider>,
  );
  const menu = screen.getByRole('menu', { name: 'Main menu' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.at(-1)?.textContent).toBe('Logout');
  expect(within(items.at(-1)!).queryByRole('link')).toBeNull();
  fireEvent.click(items.at(-1)!);
  expect(onSignOut).toHaveBeenCalledTimes(1);
});
