import { AppIntl, type SessionUser, type ShellPreferences } from '@brigade/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HeaderBar } from '../src/layout/HeaderBar';
import { ProfileMenu } from '../src/layout/ProfileMenu';
import { catalogues } from '../src/lang';

const cook: SessionUser = {
  id: 'u2',
  email: 'cook@example.com',
  fName: 'Sam',
  isSuperAdmin: false,
  isAdmin: false,
  isCook: true,
  kitchenId: 'k1',
};
const preferences: ShellPreferences = { locale: 'en', setLocale: jest.fn(), isDark: true, setDark: jest.fn() };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

test('a signed-in person reaches the contact form from the profile menu', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppIntl catalogues={catalogues} locale="en">
        <HeaderBar preferences={preferences} account={<ProfileMenu user={cook} onSignOut={jest.fn()} />} />
        <Where />
      </AppIntl>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
  fireEvent.click(await screen.findByText('Contact us'));
  expect(screen.getByTestId('where').textContent).toBe('/contact');
});

test('the profile menu names the person by first name, else e-mail, and shows no blank line when the API gives neither', async () => {
  const menuOf = async (user: SessionUser) => {
    const view = render(
      <MemoryRouter>
        <AppIntl catalogues={catalogues} locale="en">
          <ProfileMenu user={user} onSignOut={jest.fn()} />
        </AppIntl>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    view.unmount();
    return items;
  };
  expect(await menuOf(cook)).toEqual(['Sam', 'Change password', 'Contact us', 'Logout']);
  expect(await menuOf({ ...cook, fName: null })).toEqual(['cook@example.com', 'Change password', 'Contact us', 'Logout']);
  expect(await menuOf({ ...cook, fName: null, email: null })).toEqual(['Change password', 'Contact us', 'Logout']);
});
