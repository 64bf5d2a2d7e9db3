import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { RemoteAppProps, SessionUser, ShellSession } from '@brigade/ui';
import { act, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { App } from '../../src/App';

export const KITCHEN_ADMIN: SessionUser = {
  id: 'ka1',
  email: 'chef@kitchen.example',
  fName: 'Chef',
  isSuperAdmin: false,
  isAdmin: true,
  isCook: false,
  kitchenId: 'k1',
};

export const COOK: SessionUser = {
  id: 'c1',
  email: 'cook@kitchen.example',
  fName: 'Cook',
  isSuperAdmin: false,
  isAdmin: false,
  isCook: true,
  kitchenId: 'k1',
};

type Options = { mocks?: MockLink.MockedResponse[]; user?: SessionUser | null };

/** Shows where the router is, as a person sees the address bar. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * The kitchen app as the shell mounts it: inside a data router (the unsaved-changes guard needs one),
 * antd's App (toasts, confirmations), react-intl and an Apollo client answering with `mocks`.
 */
export function renderConsole(path: string, { mocks = [], user = KITCHEN_ADMIN }: Options = {}) {
  const session: ShellSession = { token: 'token-1', user, signIn: jest.fn(), signOut: jest.fn() };
  const preferences: RemoteAppProps['preferences'] = { locale: 'en', setLocale: jest.fn(), isDark: true, setDark: jest.fn() };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <App session={session} preferences={preferences} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <IntlProvider locale="en">
      <AntApp>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AntApp>
    </IntlProvider>,
  );
  return { ...view, router, session, where: () => view.getByTestId('where').textContent };
}

/** Lets pending timers and calls settle, long enough for a mocked call to have come back had one been made. */
export const settle = (ms = 300) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
