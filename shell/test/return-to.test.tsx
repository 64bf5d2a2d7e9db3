/**
 * @jest-environment @brigade/test-kit/jsdom/environment
 */
import { ApolloProvider } from '@apollo/client/react';
import type { SessionUser } from '@brigade/ui';
import { type Answer } from '@brigade/test-kit/fixtures/answer';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import type { ShellMeQuery, ShellPaymentDueQuery } from '../src/__generated__/graphql';
import { createApolloClient, type ApiHandlers } from '../src/api/apollo';
import { PreferencesProvider } from '../src/preferences/PreferencesProvider';
import { decideRoute, type RouteState } from '../src/routing/route-rules';
import { RouteRules } from '../src/routing/RouteRules';
import { SessionLookup } from '../src/session/SessionLookup';
import { SessionRefusal } from '../src/session/SessionRefusal';
import { readToken, SessionProvider, TOKEN_COOKIE, useSession } from '../src/session/Session';

/**
 * Issue #24 item 4, through the shell's own parts as the app composes them: the Apollo links, the
 * session lookup, the refusal handler, the routing rules and a data router (which, like the app's
 * browser router, applies navigations in a transition). Only the gateway is stood in for, by
 * `fetch` answering as it does.
 */
const cook: SessionUser = {
  id: 'c1',
  email: 'cook@example.com',
  fName: 'Cook',
  isSuperAdmin: false,
  isAdmin: false,
  isCook: true,
  kitchenId: 'k1',
};
const kitchen = {
  __typename: 'Kitchen',
  id: 'k1',
  name: 'Demo Kitchen',
  isDark: true,
  theme: null,
} satisfies Answer<ShellMeQuery['meContext']['kitchen']>;

type Gateway = 'refuses' | 'accepts';
let gateway: Gateway;

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    if (gateway === 'refuses')
      return answer(
        { errors: [{ message: 'Your session is invalid or has expired; please sign in again', extensions: { code: 'UNAUTHENTICATED' } }] },
        401,
      );
    if (operationName === 'ShellMe')
      return answer({
        data: {
          meContext: { __typename: 'MeContext', user: { __typename: 'User', ...cook, lang: 'en' }, kitchen },
        } satisfies Answer<ShellMeQuery>,
      });
    return answer({
      data: {
        getKitchenById: { __typename: 'Kitchen', id: 'k1', getPaymentDueDate: { __typename: 'Due', isDue: false } },
      } satisfies Answer<ShellPaymentDueQuery>,
    });
  }) as typeof fetch;
});

/** Stand in for the auth remote's sign-in form (a token and the person for the shell) and the profile menu's Logout. */
function SessionButtons() {
  const session = useSession();
  return (
    <>
      <button type="button" onClick={() => session.signIn('fresh-token', cook)}>
        sign in
      </button>
      <button type="button" onClick={() => session.signOut()}>
        sign out
      </button>
    </>
  );
}

function openApp(path: string): DataRouter {
  const handlers: ApiHandlers = {
    onSessionRefused: () => undefined,
    httpFailure: (s) => `HTTP ${s}`,
    incompleteAnswer: () => 'incomplete',
  };
  const client = createApolloClient('http://gateway.test/graphql', () => 'en', handlers);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouteRules>
            <p>page content</p>
            <SessionButtons />
          </RouteRules>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en">
        <SessionProvider>
          <PreferencesProvider userId={null} kitchenDark={null}>
            <SessionLookup>
              <SessionRefusal handlers={handlers} />
              <RouterProvider router={router} />
            </SessionLookup>
          </PreferencesProvider>
        </SessionProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
  return router;
}

const address = (router: DataRouter) => `${router.state.location.pathname}${router.state.location.search}`;

test('a recipe link opened while signed out goes to /login keeping the link, and signing in lands on the recipe', async () => {
  gateway = 'accepts';
  const router = openApp('/recipe/abc?step=2');
  await waitFor(() => expect(address(router)).toBe('/login?next=/recipe/abc%3Fstep%3D2'));
  act(() => screen.getByRole('button', { name: 'sign in' }).click());
  await waitFor(() => expect(address(router)).toBe('/recipe/abc?step=2'));
  await screen.findByText('page content');
});

test('an open-redirect attempt in next sends the person home after signing in', async () => {
  gateway = 'accepts';
  const router = openApp('/login?next=//evil.example/phish');
  act(() => screen.getByRole('button', { name: 'sign in' }).click());
  await waitFor(() => expect(address(router)).toBe('/'));
});

test('a session the server refuses ends on /login with the unauthenticated marker, keeping where the person was', async () => {
  gateway = 'refuses';
  document.cookie = `${TOKEN_COOKIE}=revoked-token; path=/`;
  localStorage.setItem('brigade.user', JSON.stringify(cook));
  const router = openApp('/recipe/abc');
  await waitFor(() => expect(address(router)).toBe('/login?unauthenticated=true&next=/recipe/abc'));
  // It stays there: nothing else (the failed lookup's own rule) takes the marker away.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(address(router)).toBe('/login?unauthenticated=true&next=/recipe/abc');
  expect(readToken()).toBeNull();
});

test('signing out on purpose goes to a plain /login: the next person at the screen is not sent to this page', async () => {
  gateway = 'accepts';
  document.cookie = `${TOKEN_COOKIE}=good-token; path=/`;
  localStorage.setItem('brigade.user', JSON.stringify(cook));
  const router = openApp('/recipe/abc');
  await screen.findByText('page content');
  act(() => screen.getByRole('button', { name: 'sign out' }).click());
  await waitFor(() => expect(address(router)).toBe('/login'));
});

describe('the rules behind it (route-rules.ts)', () => {
  const at = (pathname: string, search = '', rest: Partial<RouteState> = {}): RouteState => ({
    pathname,
    search,
    signedIn: false,
    user: null,
    overdue: null,
    sessionFailed: false,
    ...rest,
  });
  const admin = { ...cook, isAdmin: true, isCook: false };
  const superAdmin = { ...cook, isSuperAdmin: true, isCook: false, kitchenId: null };

  test('signed in on /login?next=, a person goes there when their role may open it, else home', () => {
    const signedIn = (user: SessionUser, search: string, overdue = false) => at('/login', search, { signedIn: true, user, overdue });
    expect(decideRoute(signedIn(cook, '?next=/recipe/abc')).redirect).toBe('/recipe/abc');
    expect(decideRoute(signedIn(admin, '?next=/auth/admin/cook')).redirect).toBe('/auth/admin/cook');
    expect(decideRoute(signedIn(cook, '?next=/auth/superadmin/kitchen')).redirect).toBe('/');
    expect(decideRoute(signedIn(superAdmin, '?next=/recipe/abc')).redirect).toBe('/auth/superadmin/dashboard');
    // An overdue kitchen still only reaches the payment page.
    expect(decideRoute(signedIn(cook, '?next=/recipe/abc', true)).redirect).toBe('/complete-payment');
  });

  test.each(['https://evil.example', '//evil.example', '/\\evil.example', '/%09/evil.example', 'javascript:alert(1)'])(
    'an open-redirect attempt ?next=%s goes home',
    (next) => {
      expect(decideRoute(at('/login', `?next=${next}`, { signedIn: true, user: cook, overdue: false })).redirect).toBe('/');
    },
  );

  test('a refused session goes to /login with the marker from any page, and is left alone on /login', () => {
    expect(decideRoute(at('/auth/admin/cook', '?tab=2', { sessionEnded: 'refused' })).redirect).toBe(
      '/login?unauthenticated=true&next=/auth/admin/cook%3Ftab%3D2',
    );
    expect(decideRoute(at('/', '', { sessionEnded: 'refused' })).redirect).toBe('/login?unauthenticated=true');
    expect(decideRoute(at('/toc', '', { sessionEnded: 'refused' })).redirect).toBe('/login?unauthenticated=true&next=/toc');
    expect(decideRoute(at('/login', '?unauthenticated=true', { sessionEnded: 'refused' })).redirect).toBeNull();
  });

  test('signed out on purpose, a private page goes to /login without keeping it', () => {
    expect(decideRoute(at('/auth/admin/cook', '', { sessionEnded: 'signedOut' })).redirect).toBe('/login');
    expect(decideRoute(at('/toc', '', { sessionEnded: 'signedOut' })).redirect).toBeNull();
  });
});
