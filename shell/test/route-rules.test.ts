import type { SessionUser } from '@brigade/ui';
import { decideRoute, type RouteState } from '../src/routing/route-rules';

/** SPEC.md §2 'Routing rules', one case per rule and role. */
const person = (roles: Partial<SessionUser>): SessionUser => ({
  id: '1',
  email: 'x@brigade.test',
  fName: null,
  isAdmin: false,
  isCook: false,
  isSuperAdmin: false,
  kitchenId: 'k1',
  ...roles,
});
const superAdmin = person({ isSuperAdmin: true, kitchenId: null });
const admin = person({ isAdmin: true });
const cook = person({ isCook: true });
const at = (pathname: string, rest: Partial<RouteState> = {}): RouteState => ({
  pathname,
  search: '',
  signedIn: false,
  user: null,
  overdue: null,
  sessionFailed: false,
  ...rest,
});
const signedIn = (user: SessionUser, pathname: string, rest: Partial<RouteState> = {}) =>
  at(pathname, { signedIn: true, user, overdue: false, ...rest });

test.each([
  ['/nl/login', '', '/login', 'nl'],
  ['/de', '?x=1', '/?x=1', 'de'],
  ['/fr/auth/admin/cook', '', '/auth/admin/cook', 'fr'],
  ['/da/register', '', '/register', 'da'],
])('a language prefix %s is taken off and remembered', (pathname, search, redirect, locale) => {
  expect(decideRoute(at(pathname, { search }))).toEqual({ redirect, locale, token: null });
});

test('a path that only looks like a language is left alone', () => {
  expect(decideRoute(at('/xx/login')).locale).toBeNull();
  expect(decideRoute(at('/nlx')).locale).toBeNull();
});

test('a token in the query of a signed-out visitor becomes the session and leaves the address', () => {
  expect(decideRoute(at('/auth/admin/cook', { search: '?token=abc&tab=2' }))).toEqual({
    redirect: '/auth/admin/cook?tab=2',
    locale: null,
    token: 'abc',
  });
  expect(decideRoute(signedIn(admin, '/', { search: '?token=abc' })).token).toBeNull();
});

test.each(['/', '/login', '/register', '/forgot-password', '/verify-email', '/graphql', '/complete-payment'])(
  'a signed-in super admin on %s is sent to their dashboard',
  (pathname) => {
    expect(decideRoute(signedIn(superAdmin, pathname)).redirect).toBe('/auth/superadmin/dashboard');
  },
);

test.each(['/login', '/register', '/forgot-password', '/verify-email', '/graphql', '/complete-payment'])(
  'a signed-in admin or cook on %s is sent home; home itself is where they stay',
  (pathname) => {
    expect(decideRoute(signedIn(admin, pathname)).redirect).toBe('/');
    expect(decideRoute(signedIn(cook, pathname)).redirect).toBe('/');
    expect(decideRoute(signedIn(admin, '/')).redirect).toBeNull();
  },
);

test('an overdue kitchen’s admin and cook can only complete the payment; a super admin is never held', () => {
  expect(decideRoute(signedIn(admin, '/auth/admin/recipe', { overdue: true })).redirect).toBe('/complete-payment');
  expect(decideRoute(signedIn(cook, '/', { overdue: true })).redirect).toBe('/complete-payment');
  expect(decideRoute(signedIn(admin, '/complete-payment', { overdue: true })).redirect).toBeNull();
  expect(decideRoute(signedIn(superAdmin, '/auth/superadmin/kitchen', { overdue: true })).redirect).toBeNull();
  // Not known yet: nobody is held on a guess.
  expect(decideRoute(signedIn(admin, '/auth/admin/recipe', { overdue: null })).redirect).toBeNull();
});

test('without a session, or when it could not be confirmed, private pages go to /login (keeping the page) and public ones stay', () => {
  expect(decideRoute(at('/auth/admin/cook')).redirect).toBe('/login?next=/auth/admin/cook');
  expect(decideRoute(signedIn(admin, '/auth/admin/cook', { sessionFailed: true })).redirect).toBe('/login?next=/auth/admin/cook');
  for (const pathname of ['/', '/login', '/toc', '/privacy', '/browser-support', '/complete-payment', '/contact'])
    expect(decideRoute(at(pathname)).redirect).toBeNull();
});

test('the contact page opens signed out and signed in, also for a kitchen held on the payment page', () => {
  expect(decideRoute(at('/contact')).redirect).toBeNull();
  for (const user of [superAdmin, admin, cook]) expect(decideRoute(signedIn(user, '/contact')).redirect).toBeNull();
  expect(decideRoute(signedIn(admin, '/contact', { overdue: true })).redirect).toBeNull();
});
