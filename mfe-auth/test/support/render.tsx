import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import type { Locale, RemoteAppProps, SessionUser, ShellSession, StoreLinkUrls } from '@brigade/ui';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/App';

export const ADMIN: SessionUser = {
  id: 'u1',
  email: 'chef@example.com',
  fName: 'Chef',
  isSuperAdmin: false,
  isAdmin: true,
  isCook: false,
  kitchenId: 'k1',
};

type Options = {
  mocks?: MockLink.MockedResponse[];
  token?: string | null;
  user?: SessionUser | null;
  locale?: Locale;
  /** Render as in development with StrictMode: effects run twice. */
  strict?: boolean;
  /** The shell's run-time store links, as a shell that passes them mounts the remote. */
  storeLinks?: StoreLinkUrls;
};

/** Shows where the router is, so a test can see a navigation the way a person sees the address bar. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * The remote as the shell mounts it: a session, preferences, an Apollo client (answering `mocks`) both
 * in Apollo's provider and behind `loadClient` (the sign-in page's way to it), and a router at `path`.
 */
export async function renderApp(
  path: string,
  { mocks = [], token = null, user = null, locale = 'en', strict = false, storeLinks }: Options = {},
) {
  const session: ShellSession = { token, user, signIn: jest.fn(), signOut: jest.fn() };
  const preferences: RemoteAppProps['preferences'] = { locale, setLocale: jest.fn(), isDark: true, setDark: jest.fn() };
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  const loadClient = jest.fn(async () => client);
  const tree = (
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <App session={session} preferences={preferences} storeLinks={storeLinks} loadClient={loadClient} />
        <Where />
      </MemoryRouter>
    </ApolloProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  // Every page but the sign-in page is loaded lazily: its first render waits for its module.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return { ...view, session, loadClient, where: () => view.getByTestId('where').textContent };
}

/** identity's answer to a bad field (service-kit `badUserInput`), as it arrives over the wire. */
export const badInput = (field: string, message: string) => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });

/** Lets pending timers and calls settle, long enough for a mocked call to have come back had one been made. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
