import type { SessionUser } from '@brigade/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * `also`: other path prefixes the entry stands for (the cook's recipe pages under their home).
 * `signsOut`: the entry is an action, not a page: it signs the person out (and lands on `path`).
 */
export type MenuEntry = { key: string; path: string; label: MessageDescriptor; also?: string[]; signsOut?: true };

const m = defineMessages({
  dashboard: { id: 'shell.menu.dashboard', defaultMessage: 'Dashboard' },
  kitchen: { id: 'shell.menu.kitchen', defaultMessage: 'Kitchen' },
  kitchenAdmin: { id: 'shell.menu.kitchenAdmin', defaultMessage: 'Kitchen Admin' },
  cooks: { id: 'shell.menu.cooks', defaultMessage: 'Cooks' },
  category: { id: 'shell.menu.category', defaultMessage: 'Category' },
  subCategory: { id: 'shell.menu.subCategory', defaultMessage: 'Sub Category' },
  ingredients: { id: 'shell.menu.ingredients', defaultMessage: 'Ingredients' },
  allergens: { id: 'shell.menu.allergens', defaultMessage: 'Allergens' },
  units: { id: 'shell.menu.units', defaultMessage: 'Units' },
  menu: { id: 'shell.menu.menu', defaultMessage: 'Menu' },
  recipes: { id: 'shell.menu.recipes', defaultMessage: 'Recipes' },
  menuCosting: { id: 'shell.menu.menuCosting', defaultMessage: 'Menu costing' },
  needsAttention: { id: 'shell.menu.needsAttention', defaultMessage: 'Needs attention' },
  plan: { id: 'shell.menu.plan', defaultMessage: 'Plan' },
  payments: { id: 'shell.menu.payments', defaultMessage: 'Payments' },
  push: { id: 'shell.menu.push', defaultMessage: 'Push Notification' },
  userSettings: { id: 'shell.menu.userSettings', defaultMessage: 'User Settings' },
  account: { id: 'shell.menu.account', defaultMessage: 'Account' },
  upgrade: { id: 'shell.menu.upgrade', defaultMessage: 'Upgrade Plan' },
  logout: { id: 'shell.menu.logout', defaultMessage: 'Logout' },
});

const SUPER = '/auth/superadmin';
const ADMIN = '/auth/admin';

/**
 * SPEC.md §2 'Super admin side menu', in the spec's order, with after the dishes a kitchen's menu
 * costing and what holds its figures up (issue #23; the pages ask which kitchen).
 */
const SUPER_ADMIN_MENU: MenuEntry[] = [
  { key: 'dashboard', path: `${SUPER}/dashboard`, label: m.dashboard },
  { key: 'kitchen', path: `${SUPER}/kitchen`, label: m.kitchen },
  { key: 'kitchen-admin', path: `${SUPER}/kitchen-admin`, label: m.kitchenAdmin },
  { key: 'cook', path: `${SUPER}/cook`, label: m.cooks },
  { key: 'category', path: `${SUPER}/category`, label: m.category },
  { key: 'subcategory', path: `${SUPER}/subcategory`, label: m.subCategory },
  { key: 'ingredients', path: `${SUPER}/ingredients`, label: m.ingredients },
  { key: 'allergens', path: `${SUPER}/allergens`, label: m.allergens },
  { key: 'units', path: `${SUPER}/units`, label: m.units },
  { key: 'dishes', path: `${SUPER}/dishes`, label: m.menu },
  { key: 'menu-costing', path: `${SUPER}/menu-costing`, label: m.menuCosting },
  { key: 'needs-attention', path: `${SUPER}/needs-attention`, label: m.needsAttention },
  { key: 'recipe', path: `${SUPER}/recipe`, label: m.recipes },
  { key: 'subscriptionplan', path: `${SUPER}/subscriptionplan`, label: m.plan },
  { key: 'payments', path: `${SUPER}/payments`, label: m.payments },
  { key: 'push', path: `${SUPER}/push-notification`, label: m.push },
  { key: 'user-settings', path: `${SUPER}/user-settings`, label: m.userSettings },
];

/**
 * SPEC.md §2 'Kitchen admin side menu', Logout closing the list (as in the profile menu too), with
 * the kitchen's own catalog: categories, sub-categories and ingredients (issue #21), and after the
 * dishes their costing and what holds figures up (issue #23), the same pages as the super admin's.
 * A cook never sees costs: their menu has neither.
 */
const KITCHEN_ADMIN_MENU: MenuEntry[] = [
  { key: 'dashboard', path: '/', label: m.dashboard },
  { key: 'kitchen', path: `${ADMIN}/kitchen`, label: m.kitchen },
  { key: 'cook', path: `${ADMIN}/cook`, label: m.cooks },
  { key: 'category', path: `${ADMIN}/category`, label: m.category },
  { key: 'subcategory', path: `${ADMIN}/subcategory`, label: m.subCategory },
  { key: 'ingredients', path: `${ADMIN}/ingredients`, label: m.ingredients },
  { key: 'dishes', path: `${ADMIN}/dishes`, label: m.menu },
  { key: 'menu-costing', path: `${ADMIN}/menu-costing`, label: m.menuCosting },
  { key: 'needs-attention', path: `${ADMIN}/needs-attention`, label: m.needsAttention },
  { key: 'recipe', path: `${ADMIN}/recipe`, label: m.recipes },
  { key: 'account', path: `${ADMIN}/account`, label: m.account },
  { key: 'push', path: `${ADMIN}/push-notification`, label: m.push },
  { key: 'upgrade', path: `${ADMIN}/payments`, label: m.upgrade },
  { key: 'logout', path: '/login', label: m.logout, signsOut: true },
];

/** A cook only reads recipes: the kitchen's recipe list is their home. */
const COOK_MENU: MenuEntry[] = [{ key: 'recipe', path: '/', label: m.recipes, also: ['/recipe/'] }];

/** The side menu a person sees: only what their role may use; nothing when signed out. */
export function menuFor(user: SessionUser | null): MenuEntry[] {
  if (!user) return [];
  if (user.isSuperAdmin) return SUPER_ADMIN_MENU;
  if (user.isAdmin) return KITCHEN_ADMIN_MENU;
  if (user.isCook) return COOK_MENU;
  return [];
}

/** The entry a path belongs to (the longest matching path), to highlight it. */
export function activeEntry(entries: MenuEntry[], pathname: string): string | undefined {
  const matches = entries.filter(
    (e) =>
      pathname === e.path ||
      (e.path !== '/' && pathname.startsWith(`${e.path}/`)) ||
      Boolean(e.also?.some((prefix) => pathname.startsWith(prefix))),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
