import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ShellMeQuery } from '../src/__generated__/graphql';
import { PreferencesProvider } from '../src/preferences/PreferencesProvider';
import { RouteRules } from '../src/routing/RouteRules';
import { DUE, ME, SessionLookup } from '../src/session/SessionLookup';
import { SessionProvider, TOKEN_COOKIE } from '../src/session/Session';

const admin = {
  id: 'u1',
  email: 'chef@example.com',
  fName: 'Chef',
  isSuperAdmin: false,
  isAdmin: true,
  isCook: false,
  kitchenId: 'k1',
  lang: 'en',
} satisfies Answer<ShellMeQuery['meContext']['user']>;
const kitchen = { id: 'k1', name: 'Demo Kitchen', isDark: true, theme: null } satisfies Answer<ShellMeQuery['meContext']['kitchen']>;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** A reload with a session cookie but no stored person (a fresh browser tab, or a token from the Keycloak realm). */
function reloadAt(path: string, meResult: object) {
  document.cookie = `${TOKEN_COOKIE}=token-1; path=/`;
  return render(
    <IntlProvider locale="en">
      <MockedProvider
        mocks={[
          { request: { query: ME }, result: meResult, delay: 50 },
          mockAnswer(DUE, { id: 'k1' }, { getKitchenById: { id: 'k1', getPaymentDueDate: { isDue: false } } }),
        ]}
      >
        <SessionProvider>
          <PreferencesProvider userId={null} kitchenDark={null}>
            <MemoryRouter initialEntries={[path]}>
              <LookupAndRules />
            </MemoryRouter>
          </PreferencesProvider>
        </SessionProvider>
      </MockedProvider>
    </IntlProvider>,
  );
}

function LookupAndRules() {
  return (
    <SessionLookup>
      <RouteRules>
        <p>page content</p>
      </RouteRules>
      <Where />
    </SessionLookup>
  );
}

beforeEach(() => {
  localStorage.clear();
});

test('a private page waits for the server to say whose session it is, then stays where the person was', async () => {
  reloadAt('/auth/admin/cook', { data: { meContext: { user: admin, kitchen } } satisfies Answer<ShellMeQuery> });
  expect(screen.queryByText('page content')).toBeNull();
  await screen.findByText('page content');
  expect(screen.getByTestId('where').textContent).toBe('/auth/admin/cook');
});

test('a session the server refuses goes to /login', async () => {
  reloadAt('/auth/admin/cook', { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] });
  await screen.findByText('/login');
});
