import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { RemoteAppProps, SessionUser, ShellSession } from '@brigade/ui';

/** Shows where the router is, as a person sees the address bar. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * A remote's App as the shell mounts it, for the remotes' jsdom tests: inside a data router (the
 * unsaved-changes guard needs one), antd's App (toasts, confirmations), react-intl and an Apollo
 * client answering with `mocks`; `where()` reads the address.
 */
export type RenderedRemote = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  session: ShellSession;
  where: () => string | null;
};

export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  path: string,
  mocks: MockLink.MockedResponse[],
  user: SessionUser | null,
): RenderedRemote {
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
          {/* As the shell renders it (shell/src/App.tsx). */}
          <RouterProvider router={router} useTransitions={false} />
        </MockedProvider>
      </AntApp>
    </IntlProvider>,
  );
  return { ...view, router, session, where: () => view.getByTestId('where').textContent };
}

/** Lets pending timers and calls settle, long enough for a mocked call to have come back had one been made. */
export const settle = (ms = 300) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
