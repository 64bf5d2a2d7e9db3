import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createElement, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/**
 * What the shell hands a remote (`RemoteAppProps` of @brigade/ui), by its shape: the UI kit's own
 * tests use this kit, so the kit does not depend on it. A remote's App fixes the real types.
 */
type RemoteProps = {
  session: { token: string | null; user: unknown; signIn(...args: never[]): void; signOut(): void };
  preferences: { locale: string; setLocale(locale: never): void; isDark: boolean; setDark(isDark: boolean): void };
};

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
export type RenderedRemote<Session = RemoteProps['session']> = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  session: Session;
  where: () => string | null;
};

export function renderRemote<Props extends RemoteProps>(
  App: ComponentType<Props>,
  path: string,
  mocks: MockLink.MockedResponse[],
  user: Props['session']['user'],
): RenderedRemote<Props['session']> {
  const session = { token: 'token-1', user, signIn: jest.fn(), signOut: jest.fn() } as Props['session'];
  const preferences = { locale: 'en', setLocale: jest.fn(), isDark: true, setDark: jest.fn() } as Props['preferences'];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {createElement(App, { session, preferences } as Props)}
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
