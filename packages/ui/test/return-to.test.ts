import { homePath, loginPath, pathAfterSignIn, safeReturnPath, type SessionUser } from '../src';

const person = (role: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  email: 'someone@example.com',
  fName: null,
  isSuperAdmin: false,
  isAdmin: false,
  isCook: false,
  kitchenId: 'k1',
  ...role,
});
const cook = person({ isCook: true });
const admin = person({ isAdmin: true });
const superAdmin = person({ isSuperAdmin: true, kitchenId: null });

test('a recipe link opened while signed out is where the cook lands after signing in, query and all', () => {
  expect(pathAfterSignIn(cook, '/recipe/abc?step=2')).toBe('/recipe/abc?step=2');
  expect(pathAfterSignIn(admin, '/auth/admin/cook/view/c1')).toBe('/auth/admin/cook/view/c1');
  expect(pathAfterSignIn(superAdmin, '/auth/superadmin/kitchen')).toBe('/auth/superadmin/kitchen');
  // A kitchen admin's 'View as cook' is the cook's own address.
  expect(pathAfterSignIn(admin, '/recipe/abc')).toBe('/recipe/abc');
});

test("a page the role may not open, or a sign-in page, leads to the role's home instead", () => {
  expect(pathAfterSignIn(cook, '/auth/admin/payments')).toBe(homePath(cook));
  expect(pathAfterSignIn(admin, '/auth/superadmin/dashboard')).toBe('/');
  expect(pathAfterSignIn(superAdmin, '/recipe/abc')).toBe('/auth/superadmin/dashboard');
  expect(pathAfterSignIn(superAdmin, '/login?next=/recipe/abc')).toBe('/auth/superadmin/dashboard');
  expect(pathAfterSignIn(cook, null)).toBe('/');
});

test.each([
  'https://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'evil.example',
  ' /recipe/abc',
  '',
])('an open-redirect attempt (%j) goes home', (next) => {
  expect(safeReturnPath(next)).toBeNull();
  expect(pathAfterSignIn(cook, next)).toBe('/');
  expect(pathAfterSignIn(superAdmin, next)).toBe('/auth/superadmin/dashboard');
});

test('the login address keeps the wanted path readable and the marker of an ended session', () => {
  expect(loginPath('/recipe/abc')).toBe('/login?next=/recipe/abc');
  expect(loginPath('/recipe/a b?x=1&y=2', true)).toBe('/login?unauthenticated=true&next=/recipe/a%20b%3Fx%3D1%26y%3D2');
  expect(new URLSearchParams(loginPath('/recipe/a b?x=1&y=2').split('?')[1]).get('next')).toBe('/recipe/a b?x=1&y=2');
  expect(loginPath(null, true)).toBe('/login?unauthenticated=true');
});
