import type { SessionUser } from '@brigade/ui';
import { activeEntry, menuFor } from '../src/layout/menus';

const person = (roles: Partial<SessionUser>): SessionUser => ({
  id: '1',
  email: 'x@brigade.local',
  fName: null,
  isSuperAdmin: false,
  isAdmin: false,
  isCook: false,
  kitchenId: 'k1',
  ...roles,
});
const labels = (user: SessionUser | null) => menuFor(user).map((e) => e.label.defaultMessage);

test('a super admin sees the platform entries of the spec, in order, units after allergens (issue #45), menu costing and needs attention after the dishes', () => {
  expect(labels(person({ isSuperAdmin: true, kitchenId: null }))).toEqual([
    'Dashboard',
    'Kitchen',
    'Kitchen Admin',
    'Cooks',
    'Category',
    'Sub Category',
    'Ingredients',
    'Allergens',
    'Units',
    'Menu',
    'Menu costing',
    'Needs attention',
    'Recipes',
    'Plan',
    'Payments',
    'Push Notification',
    'User Settings',
  ]);
});

test('a kitchen admin sees their kitchen entries (menu costing and needs attention after the dishes), Logout last, and none of the platform ones', () => {
  const admin = labels(person({ isAdmin: true }));
  expect(admin).toEqual([
    'Dashboard',
    'Kitchen',
    'Cooks',
    'Category',
    'Sub Category',
    'Ingredients',
    'Menu',
    'Menu costing',
    'Needs attention',
    'Recipes',
    'Account',
    'Push Notification',
    'Upgrade Plan',
    'Logout',
  ]);
  expect(menuFor(person({ isAdmin: true })).every((e) => !e.path.startsWith('/auth/superadmin'))).toBe(true);
  const costing = menuFor(person({ isAdmin: true })).filter((e) => ['menu-costing', 'needs-attention'].includes(e.key));
  expect(costing.map((e) => e.path)).toEqual(['/auth/admin/menu-costing', '/auth/admin/needs-attention']);
});

test('costing is an admin’s entry, each in their own console; a cook has none', () => {
  const costing = menuFor(person({ isSuperAdmin: true, kitchenId: null })).filter((e) =>
    ['menu-costing', 'needs-attention'].includes(e.key),
  );
  expect(costing.map((e) => e.path)).toEqual(['/auth/superadmin/menu-costing', '/auth/superadmin/needs-attention']);
  expect(activeEntry(menuFor(person({ isSuperAdmin: true, kitchenId: null })), '/auth/superadmin/menu-costing')).toBe('menu-costing');
  expect(menuFor(person({ isCook: true })).filter((e) => /costing|attention/.test(e.path))).toEqual([]);
});

test('a cook sees only recipes, and a signed-out visitor no menu', () => {
  expect(labels(person({ isCook: true }))).toEqual(['Recipes']);
  expect(menuFor(null)).toEqual([]);
});

test('the entry of a nested page is highlighted, the dashboard only on the root', () => {
  const admin = menuFor(person({ isAdmin: true }));
  expect(activeEntry(admin, '/auth/admin/recipe/create')).toBe('recipe');
  expect(activeEntry(admin, '/auth/admin/ingredients/i1/conversions')).toBe('ingredients');
  expect(activeEntry(admin, '/auth/admin/menu-costing')).toBe('menu-costing');
  expect(activeEntry(admin, '/')).toBe('dashboard');
  expect(activeEntry(admin, '/auth/admin/recipes-archive')).toBeUndefined();
});

test("a cook's recipe page keeps Recipes highlighted", () => {
  const cook = menuFor(person({ isCook: true }));
  expect(activeEntry(cook, '/recipe/r1')).toBe('recipe');
  expect(activeEntry(cook, '/')).toBe('recipe');
  expect(activeEntry(menuFor(person({ isAdmin: true })), '/recipe/r1')).toBeUndefined();
});
