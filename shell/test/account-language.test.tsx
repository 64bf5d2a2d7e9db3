import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { IntlProvider } from 'react-intl';
import type { ShellMeQuery } from '../src/__generated__/graphql';
import { PreferencesProvider, usePreferences } from '../src/preferences/PreferencesProvider';
import { SAVE_LANGUAGE } from '../src/preferences/useAccountLanguage';
import { DUE, ME, SessionLookup } from '../src/session/SessionLookup';
import { SessionProvider, TOKEN_COOKIE } from '../src/session/Session';

const cook = (lang: string | null) =>
  ({
    __typename: 'User',
    id: 'u7',
    email: 'cook@example.com',
    fName: 'Sam',
    isSuperAdmin: false,
    isAdmin: false,
    isCook: true,
    kitchenId: 'k1',
    lang,
  }) satisfies Answer<ShellMeQuery['meContext']['user']>;
const kitchen = { id: 'k1', name: 'Demo Kitchen', isDark: true, theme: null } satisfies Answer<ShellMeQuery['meContext']['kitchen']>;
const saved: string[] = [];

/** The switch the header offers, and the language the page is in. */
function Switcher() {
  const { locale, setLocale } = usePreferences();
  return (
    <>
      <output data-testid="locale">{locale}</output>
      <button type="button" onClick={() => setLocale('fr')}>
        Français
      </button>
    </>
  );
}

function open(lang: string | null, saves: string[] = []) {
  document.cookie = `${TOKEN_COOKIE}=token-1; path=/`;
  const save = (value: string) => ({
    ...mockAnswer(SAVE_LANGUAGE, { input: { lang: value } }, { UpdateUserDetails: { code: 200 } }),
    result: () => {
      saved.push(value);
      return { data: { UpdateUserDetails: { code: 200 } } };
    },
  });
  return render(
    <IntlProvider locale="en">
      <MockedProvider
        mocks={[
          mockAnswer(ME, undefined, { meContext: { __typename: 'MeContext', user: cook(lang), kitchen } }),
          mockAnswer(DUE, { id: 'k1' }, { getKitchenById: { id: 'k1', getPaymentDueDate: { isDue: false } } }),
          ...saves.map(save),
        ]}
      >
        <SessionProvider>
          <PreferencesProvider userId={null} kitchenDark={null}>
            <SessionLookup>
              <Switcher />
            </SessionLookup>
          </PreferencesProvider>
        </SessionProvider>
      </MockedProvider>
    </IntlProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  saved.length = 0;
  document.cookie = 'NEXT_LOCALE=en; path=/';
});

test('a cook who chose Dutch on another device reads Dutch here once signed in', async () => {
  open('nl');
  expect(screen.getByTestId('locale').textContent).toBe('en');
  await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('nl'));
  expect(document.documentElement.lang).toBe('nl');
  expect(saved).toEqual([]);
});

test('switching language while signed in saves it to the account', async () => {
  open('nl', ['fr']);
  await waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('nl'));
  await act(async () => screen.getByRole('button', { name: 'Français' }).click());
  await waitFor(() => expect(saved).toEqual(['fr']));
  expect(screen.getByTestId('locale').textContent).toBe('fr');
});

test('an account without a language takes this device’s', async () => {
  open(null, ['en']);
  await waitFor(() => expect(saved).toEqual(['en']));
  expect(screen.getByTestId('locale').textContent).toBe('en');
});
