import { randomBytes } from 'node:crypto';
import { dataOf, gql, SEED_PASSWORD, signIn } from '../graphql';
import { mailbox } from '../mail';
import { until } from '../until';
import { unique } from './shared';

/** Where a caller signs in: a shared stack, or any stack with a gateway and the embedded mailbox. */
export type StackUrls = { gatewayUrl: string; mailUrl?: string | undefined };

/** Someone with an account, signed in. */
export type Person = { id: string; email: string; password: string; fName: string; lName: string; token: string };

/** What a kitchen admin may give a new cook beside the name (identity's StaffInput). */
export type CookDetails = { fName?: string; lName?: string; phone?: string; notes?: string; lang?: string };

export type Kitchen = {
  id: string;
  name: string;
  /** Its one admin, who accepted the invitation and signed in. */
  admin: Person;
  /** Its cooks, in the order they were added. */
  cooks: Person[];
  /** The admin adds a cook the way the console does (invited by mail, password chosen); also kept in `cooks`. */
  addCook(details?: CookDetails): Promise<Person>;
};

export type KitchenOptions = {
  /** Cooks to add once it is open (default none). */
  cooks?: number;
  /** Default `Kitchen <unique>`. */
  name?: string;
  country?: string;
  /** The admin's name (default Alex Admin); the e-mail is always made unique. */
  admin?: { fName?: string; lName?: string };
};

export const SUPER_ADMIN_EMAIL = 'superadmin@brigade.local';

/** The seeded super admin's token (password SEED_PASSWORD). */
export function signInSuperAdmin(stack: StackUrls): Promise<string> {
  return signIn(stack.gatewayUrl, SUPER_ADMIN_EMAIL, SEED_PASSWORD);
}

const password = () => `Pass-${randomBytes(4).toString('hex')}-26`;

async function call<T>(stack: StackUrls, field: string, query: string, token: string | undefined, variables: Record<string, unknown>) {
  return dataOf<T>(await gql(stack.gatewayUrl, query, token, {}, variables), field);
}

/** Accepts the invitation mailed to `email`, chooses a password and signs in. */
async function acceptInvitation(stack: StackUrls, email: string, names: { fName: string; lName: string }): Promise<Person> {
  if (!stack.mailUrl) throw new Error('accepting an invitation needs the embedded mailbox (mailUrl)');
  const token = await mailbox(stack.mailUrl).linkFor(email, 'createToken');
  const chosen = password();
  await call(stack, 'CreatePassword', 'mutation ($i: CreatePasswordInput!) { CreatePassword(input: $i) { code } }', undefined, {
    i: { token, password: chosen },
  });
  const signedIn = await signIn(stack.gatewayUrl, email, chosen);
  const me = await call<{ id: string }>(stack, 'me', '{ me { id } }', signedIn, {});
  return { id: me.id, email, password: chosen, ...names, token: signedIn };
}

/**
 * A kitchen of the caller's own, made the way the super admin makes one: CreateKitchen with its
 * first admin, who accepts the mailed invitation (createToken), chooses a password and signs in.
 * Returns once the kitchen is ACTIVE (kitchen has heard that its admin is active), the admin's
 * token names it, and billing has started its free trial (the cheapest monthly plan), then adds
 * `cooks` cooks as its admin. Names and e-mails are unique per call.
 */
export async function newKitchen(stack: StackUrls, options: KitchenOptions = {}): Promise<Kitchen> {
  const tag = unique();
  const superAdmin = await signInSuperAdmin(stack);
  const name = options.name ?? `Kitchen ${tag}`;
  const names = { fName: options.admin?.fName ?? 'Alex', lName: options.admin?.lName ?? 'Admin' };
  const email = `admin-${tag}@kitchens.test`;
  const created = await call<{ id: string }>(
    stack,
    'CreateKitchen',
    'mutation ($i: CreateKitchenInput!) { CreateKitchen(input: $i) { id } }',
    superAdmin,
    { i: { name, ...(options.country ? { country: options.country } : {}), admin: { ...names, email } } },
  );
  const admin = await acceptInvitation(stack, email, names);
  // The kitchen opens, and the admin's kitchen is known to identity, through each other's events.
  await until(
    async () => (await call<{ kitchenId: string | null }>(stack, 'me', '{ me { kitchenId } }', admin.token, {})).kitchenId,
    (kitchenId) => kitchenId === created.id,
    { what: `${email} belonging to kitchen ${created.id}` },
  );
  admin.token = await signIn(stack.gatewayUrl, email, admin.password);
  const STATE = `query ($id: ID!) { getKitchenById(id: $id) { status getPaymentDueDate { isFreeTrial } } }`;
  await until(
    () =>
      gql<{ getKitchenById: { status: string; getPaymentDueDate: { isFreeTrial: boolean } | null } | null }>(
        stack.gatewayUrl,
        STATE,
        superAdmin,
        {},
        { id: created.id },
      ),
    (reply) =>
      reply.body.data?.getKitchenById?.status === 'ACTIVE' && reply.body.data.getKitchenById.getPaymentDueDate?.isFreeTrial === true,
    { what: `kitchen ${created.id} ACTIVE in its free trial` },
  );

  const kitchen: Kitchen = {
    id: created.id,
    name,
    admin,
    cooks: [],
    async addCook(details: CookDetails = {}) {
      const cookNames = { fName: details.fName ?? 'Casey', lName: details.lName ?? 'Cook' };
      const cookEmail = `cook-${unique()}@kitchens.test`;
      await call(stack, 'CreateKitchenCook', 'mutation ($i: StaffInput!) { CreateKitchenCook(input: $i) { user { id } } }', admin.token, {
        i: { ...details, ...cookNames, email: cookEmail },
      });
      const cook = await acceptInvitation(stack, cookEmail, cookNames);
      kitchen.cooks.push(cook);
      return cook;
    },
  };
  for (let i = 0; i < (options.cooks ?? 0); i++) await kitchen.addCook();
  return kitchen;
}
