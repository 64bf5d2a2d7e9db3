import { retrying, signInToken, type Call, type Transport } from './graphql.ts';
import type { Tree } from './recipe-tree.ts';

/** A kitchen with its own admin, signed in. */
export type Tenant = {
  /** 0-based, the order the seed opened them in. */
  index: number;
  kitchenId: string;
  adminId: string;
  email: string;
  token: string;
  /** Its plain recipes and dishes (seed/recipe-input.ts), in creation order. */
  recipes: { id: string; type: 'RECIPE' | 'MENU' }[];
  /** Its recipe tree (seed/recipe-tree.ts), when the seed made one. */
  tree: Tree | null;
};

/** Every recipe and dish of the tenant's kitchen: the plain ones and the tree's. */
export function kitchenRecipes(tenant: Tenant): Tenant['recipes'] {
  const { tree } = tenant;
  if (!tree) return tenant.recipes;
  return [
    ...tenant.recipes,
    ...[tree.stockId, tree.sauceId, tree.garnishId].map((id) => ({ id, type: 'RECIPE' as const })),
    ...tree.dishIds.map((id) => ({ id, type: 'MENU' as const })),
  ];
}

const CREATE_KITCHEN = `mutation Kitchen($input: CreateKitchenInput!) { CreateKitchen(input: $input) { id } }`;
const CREATE_ADMIN = `mutation Admin($input: StaffInput!) { CreateKitchenAdmin(input: $input) { user { id } } }`;
const ACTIVATE = `mutation Activate($input: UserDetailsInput!) { UpdateUserDetails(input: $input) { user { id status } } }`;

/**
 * Tenant `index`, opened as the product does it: the super admin creates the kitchen, adds its
 * admin with a password (retried until identity has heard of the kitchen from kitchen.kitchen.v1),
 * and activates the account (a super admin may move NOT_VERIFIED to ACTIVE, which stands in for
 * the e-mailed verification link); then the admin signs in. `tag` keeps e-mails unique per seed.
 */
export async function openTenant(
  superAdmin: Call,
  transport: Transport,
  wait: (ms: number) => Promise<void>,
  { index, tag, password }: { index: number; tag: string; password: string },
): Promise<Tenant> {
  const email = `admin${index + 1}.${tag}@load.brigade.local`;
  const { CreateKitchen } = await superAdmin<{ CreateKitchen: { id: string } }>(CREATE_KITCHEN, {
    input: { name: `Load tenant ${index + 1} (${tag})`, description: 'Seeded for the load scenarios', city: 'Utrecht', country: 'NL' },
  });
  const kitchenId = CreateKitchen.id;
  const { CreateKitchenAdmin } = await retrying(
    () =>
      superAdmin<{ CreateKitchenAdmin: { user: { id: string } } }>(CREATE_ADMIN, {
        input: { kitchenId, fName: 'Load', lName: `Admin ${index + 1}`, email, password },
      }),
    (failure) => failure.field === 'kitchenId',
    wait,
  );
  const adminId = CreateKitchenAdmin.user.id;
  await superAdmin(ACTIVATE, { input: { id: adminId, status: 'ACTIVE' } });
  return { index, kitchenId, adminId, email, token: await signInToken(transport, email, password), recipes: [], tree: null };
}
