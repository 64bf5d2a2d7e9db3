import type { Locale, SessionUser } from '@brigade/ui';
import { screen, waitFor } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { AUTHENTICATE } from '../src/login/sign-in';
import { catalogues } from '../src/lang';
import { fill, press } from './support/form';
import { ADMIN, renderApp } from './support/render';

/** Issue #24 item 4: sign-in remembers where the person was going, and says why they are signing in again. */
const COOK: SessionUser = { ...ADMIN, id: 'c1', email: 'cook@example.com', isAdmin: false, isCook: true };
const credentials = { input: { email: 'cook@example.com', password: 'Secret123' } };
const signsIn = (user: SessionUser) =>
  mockAnswer(AUTHENTICATE, credentials, {
    Authenticate: { __typename: 'AuthPayload', token: 'tok-1', hasPaymentOverDue: false, user: { __typename: 'User', ...user } },
  });

function signIn() {
  fill('Email', 'cook@example.com');
  fill('Password', 'Secret123');
  press('Sign in');
}

test('a recipe link opened while signed out is where the cook lands after signing in', async () => {
  const { session, where } = await renderApp('/login?next=/recipe/abc%3Fstep%3D2', { mocks: [signsIn(COOK)] });
  signIn();
  await waitFor(() => expect(session.signIn).toHaveBeenCalled());
  await waitFor(() => expect(where()).toBe('/recipe/abc?step=2'));
});

test("a page the person's role may not open leads to their home instead", async () => {
  const { where } = await renderApp('/login?next=/auth/admin/payments', { mocks: [signsIn(COOK)] });
  signIn();
  await waitFor(() => expect(where()).toBe('/'));
});

test.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])(
  'an open-redirect attempt (next=%s) goes home, not to another site',
  async (next) => {
    const { where } = await renderApp(`/login?next=${encodeURIComponent(next)}`, { mocks: [signsIn(COOK)] });
    signIn();
    await waitFor(() => expect(where()).toBe('/'));
  },
);

test("a session the server ended says so: 'Your session ended; please sign in again'", async () => {
  await renderApp('/login?unauthenticated=true&next=/recipe/abc');
  expect(screen.getByText('Your session ended; please sign in again')).toBeTruthy();
});

test('a plain visit to /login shows no such message', async () => {
  await renderApp('/login');
  expect(screen.queryByText('Your session ended; please sign in again')).toBeNull();
});

test.each(['nl', 'es', 'de', 'fr', 'da'] satisfies Locale[])('the session-ended message speaks %s', async (locale) => {
  await renderApp('/login?unauthenticated=true', { locale });
  const text = (await catalogues.load(locale))['auth.login.sessionEnded'];
  expect(text).toBeTruthy();
  expect(text).not.toBe(catalogues.en['auth.login.sessionEnded']);
  expect(screen.getByText(text as string)).toBeTruthy();
});
