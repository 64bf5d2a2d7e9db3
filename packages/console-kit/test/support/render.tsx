import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { AppIntl, type ShellSession } from '@brigade/ui';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { consoleKitCatalogues } from '../../src/lang';
import { ConsoleProvider } from '../../src/session/ConsoleContext';

export const KITCHEN_BASE = '/auth/admin';
export const PLATFORM_BASE = '/auth/superadmin';

type Options = {
  /** The route the screen is mounted at, below the console's base ('payments/:id'). */
  route: string;
  /** The address opened, below the base ('payments/pay1'). */
  path?: string;
  mocks?: MockLink.MockedResponse[];
  /** The super admin's console (every kitchen); else a kitchen admin's. */
  platform?: boolean;
  locale?: string;
};

const session: ShellSession = { token: 'token-1', user: null, signIn: jest.fn(), signOut: jest.fn() };

/** One shared screen as a console mounts it: in its base, language and scope, with Apollo answering `mocks`. */
export function renderScreen(
  screen: ReactElement,
  { route, path = route, mocks = [], platform = false, locale = 'en' }: Options,
): RenderResult & { where: () => string } {
  const base = platform ? PLATFORM_BASE : KITCHEN_BASE;
  const router = createMemoryRouter(
    [
      { path: `${base}/${route}`, element: screen },
      { path: '*', element: null },
    ],
    {
      initialEntries: [`${base}/${path}`],
    },
  );
  const view = render(
    <AppIntl catalogues={consoleKitCatalogues} locale={locale}>
      <AntApp>
        <MockedProvider mocks={mocks}>
          <ConsoleProvider session={session} platform={platform} base={base}>
            <RouterProvider router={router} />
          </ConsoleProvider>
        </MockedProvider>
      </AntApp>
    </AppIntl>,
  );
  return { ...view, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}
