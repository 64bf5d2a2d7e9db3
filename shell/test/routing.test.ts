import { homePath } from '@brigade/ui';
import { remoteFor } from '../src/routing/routing';

test.each([
  ['/login', 'mfe_auth'],
  ['/forgot-password', 'mfe_auth'],
  ['/complete-payment', 'mfe_auth'],
  ['/change-password', 'mfe_auth'],
  ['/access-forbidden', 'mfe_auth'],
  ['/contact', 'mfe_auth'],
  ['/auth/superadmin/dashboard', 'mfe_superadmin'],
  ['/auth/superadmin/recipe/new', 'mfe_superadmin'],
  ['/auth/admin/cook', 'mfe_kitchen'],
  ['/', 'home'],
  ['/login/extra', 'home'],
])('%s is owned by %s', (path, owner) => {
  expect(remoteFor(path)).toBe(owner);
});

test('after sign-in a super admin goes to their dashboard, an admin or cook to the root, nobody to login', () => {
  const base = { id: '1', email: 'x@y', fName: null, isAdmin: false, isCook: false, isSuperAdmin: false, kitchenId: null };
  expect(homePath({ ...base, isSuperAdmin: true })).toBe('/auth/superadmin/dashboard');
  expect(homePath({ ...base, isAdmin: true })).toBe('/');
  expect(homePath({ ...base, isCook: true })).toBe('/');
  expect(homePath(null)).toBe('/login');
});
