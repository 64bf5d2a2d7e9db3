import type { Caller } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { hashPassword } from '../src/auth/password';
import { DEMO_KITCHEN, codes, firstError, startHarness, type Harness } from './support';

let h: Harness;
const OTHER_KITCHEN = new Types.ObjectId().toHexString();
let superAdmin: Caller;
let admin: Caller;
let cook: Caller;
let otherAdmin: Caller;
let cookId: string;
let otherCookId: string;

async function person(email: string, fields: Record<string, unknown>): Promise<string> {
  const doc = await h.users.create({
    email,
    accNumber: `T-${email}`,
    status: 'ACTIVE',
    passwordHash: await hashPassword('Brigade!2026'),
    ...fields,
  });
  return doc._id.toHexString();
}

beforeAll(async () => {
  h = await startHarness('identity_access');
  await h.kitchens.created(OTHER_KITCHEN);
  await person('admin@other.test', { isAdmin: true, kitchenId: OTHER_KITCHEN });
  otherCookId = await person('cook@other.test', { isCook: true, kitchenId: OTHER_KITCHEN, fName: 'Otto' });
  superAdmin = (await h.signIn('superadmin@brigade.local')).caller;
  admin = (await h.signIn('admin@demo.brigade.local')).caller;
  cook = (await h.signIn('cook@demo.brigade.local')).caller;
  otherAdmin = (await h.signIn('admin@other.test')).caller;
  cookId = (cook as { userId: string }).userId;
});

afterAll(async () => {
  await h.stop();
});

const LIST = `query ($f: UserFilters, $size: Int) { GetUsers(pageNo: 1, sizePerPage: $size, filters: $f) { total records { email kitchenId } } }`;
const BY_ID = `query ($id: ID!) { getUserById(id: $id) { email } }`;
const UPDATE_COOK = `mutation ($id: ID!, $input: KitchenCookInput!) { UpdateKitchenCook(id: $id, input: $input) { user { status fName } } }`;
const ADD_COOK = `mutation ($input: StaffInput!) { CreateKitchenCook(input: $input) { message } }`;
const DELETE = `mutation ($id: ID!) { DeleteUser(id: $id) { message } }`;
const ME = `{ me { email status } }`;

describe('reading users', () => {
  test('a kitchen admin lists only their own kitchen, even when asking for another', async () => {
    const own = await h.call<{ GetUsers: { total: number; records: { kitchenId: string }[] } }>(LIST, {}, admin);
    expect(own.data?.GetUsers.total).toBe(2);
    expect(own.data?.GetUsers.records.every((r) => r.kitchenId === DEMO_KITCHEN)).toBe(true);
    const theirs = await h.call<{ GetUsers: { total: number } }>(LIST, { f: { kitchenId: OTHER_KITCHEN } }, admin);
    expect(theirs.data?.GetUsers.total).toBe(0);
  });

  test('a super admin lists everyone and filters by role, kitchen, status and text', async () => {
    const all = await h.call<{ GetUsers: { total: number } }>(LIST, {}, superAdmin);
    expect(all.data?.GetUsers.total).toBe(5);
    const cooks = await h.call<{ GetUsers: { total: number } }>(LIST, { f: { role: 'COOK' } }, superAdmin);
    expect(cooks.data?.GetUsers.total).toBe(2);
    const other = await h.call<{ GetUsers: { records: { email: string }[] } }>(
      LIST,
      { f: { kitchenId: OTHER_KITCHEN, search: 'ott' } },
      superAdmin,
    );
    expect(other.data?.GetUsers.records).toEqual([{ email: 'cook@other.test', kitchenId: OTHER_KITCHEN }]);
    const page = await h.call<{ GetUsers: { total: number; records: unknown[] } }>(LIST, { size: 2 }, superAdmin);
    expect(page.data?.GetUsers).toMatchObject({ total: 5 });
    expect(page.data?.GetUsers.records).toHaveLength(2);
    expect(firstError(await h.call(LIST, { size: 1000 }, superAdmin))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sizePerPage',
    });
  });

  test('a cook cannot list users, and sees only themselves', async () => {
    expect(codes(await h.call(LIST, {}, cook))).toEqual(['FORBIDDEN']);
    expect((await h.call(BY_ID, { id: cookId }, cook)).data).toEqual({ getUserById: { email: 'cook@demo.brigade.local' } });
    expect(codes(await h.call(BY_ID, { id: (admin as { userId: string }).userId }, cook))).toEqual(['FORBIDDEN']);
  });

  test("another kitchen's user reads exactly like one that does not exist", async () => {
    const theirs = await h.call(BY_ID, { id: otherCookId }, admin);
    const missing = await h.call(BY_ID, { id: new Types.ObjectId().toHexString() }, admin);
    expect(firstError(theirs)).toEqual(firstError(missing));
    expect(firstError(theirs)).toMatchObject({ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } });
  });

  test('federated references resolve only people the caller may see', async () => {
    const reply = await h.call<{ _entities: ({ email: string } | null)[] }>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }`,
      {
        r: [
          { __typename: 'User', id: cookId },
          { __typename: 'User', id: otherCookId },
        ],
      },
      admin,
    );
    expect(reply.data?._entities).toEqual([{ email: 'cook@demo.brigade.local' }, null]);
  });

  test('a caller referenced themselves (a kitchen’s owner) resolves, but not with a token from before a revocation', async () => {
    const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }`;
    const self = { r: [{ __typename: 'User', id: (admin as { userId: string }).userId }] };
    expect((await h.call(ENTITIES, self, admin)).data).toEqual({ _entities: [{ email: 'admin@demo.brigade.local' }] });
    // The record read for the reference is the caller's own, and its token version still decides.
    const stale = { ...(admin as Extract<Caller, { kind: 'user' }>), tokenVersion: -1 };
    expect(codes(await h.call(ENTITIES, self, stale))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('changing users', () => {
  test("an admin cannot touch another kitchen's cook, and a cook cannot use admin mutations", async () => {
    expect(codes(await h.call(UPDATE_COOK, { id: otherCookId, input: { fName: 'Hacked' } }, admin))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE, { id: otherCookId }, admin))).toEqual(['FORBIDDEN']);
    expect(
      codes(await h.call(ADD_COOK, { input: { kitchenId: OTHER_KITCHEN, fName: 'A', lName: 'B', email: 'x@other.test' } }, admin)),
    ).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(ADD_COOK, { input: { fName: 'A', lName: 'B', email: 'y@demo.brigade.local' } }, cook))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await h.call(UPDATE_COOK, { id: cookId, input: { fName: 'Me' } }, cook))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE, { id: cookId }, cook))).toEqual(['FORBIDDEN']);
    expect(
      codes(
        await h.call(
          `mutation { CreateKitchenAdmin(input: { kitchenId: "${DEMO_KITCHEN}", fName: "A", lName: "B", email: "z@demo.brigade.local" }) { message } }`,
          {},
          admin,
        ),
      ),
    ).toEqual(['FORBIDDEN']);
    expect((await h.users.findById(otherCookId).lean())?.fName).toBe('Otto');
  });

  test('a user cannot promote themselves through their own details', async () => {
    const reply = await h.call(`mutation { UpdateUserDetails(input: { status: PAUSED }) { code } }`, {}, cook);
    expect(firstError(reply)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    const email = await h.call(`mutation { UpdateUserDetails(input: { email: "new@demo.brigade.local" }) { code } }`, {}, cook);
    expect(codes(email)).toEqual(['FORBIDDEN']);
    const own = await h.call(
      `mutation { UpdateUserDetails(input: { fName: "Carla", phone: "+32 470 12 34 56", lang: "fr" }) { user { fName phone lang } } }`,
      {},
      cook,
    );
    expect(own.data).toEqual({ UpdateUserDetails: { user: { fName: 'Carla', phone: '+32470123456', lang: 'fr' } } });
  });

  test('a paused cook loses their session at once and cannot sign in; reactivated, they can', async () => {
    const session = (await h.signIn('cook@demo.brigade.local')).caller;
    expect((await h.call(UPDATE_COOK, { id: cookId, input: { status: 'PAUSED' } }, admin)).data).toMatchObject({
      UpdateKitchenCook: { user: { status: 'PAUSED' } },
    });
    expect(codes(await h.call(ME, {}, session))).toEqual(['UNAUTHENTICATED']);
    await expect(h.signIn('cook@demo.brigade.local')).rejects.toThrow(/paused/);
    const doc = await h.users.findById(cookId).select('+_outbox').lean();
    // The revocation, the latest event about this user, says the user is now PAUSED.
    expect(doc?._outbox?.at(-1)).toMatchObject({ type: 'UserTokensRevoked', payload: { status: 'PAUSED', roles: ['COOK'] } });

    expect(codes(await h.call(UPDATE_COOK, { id: cookId, input: { status: 'REJECT' } }, admin))).toEqual(['BAD_USER_INPUT']);
    await h.call(UPDATE_COOK, { id: cookId, input: { status: 'ACTIVE' } }, admin);
    cook = (await h.signIn('cook@demo.brigade.local')).caller;
  });

  test('cooks beyond the plan are refused with PLAN_LIMIT_REACHED, and nothing is created', async () => {
    // The harness gives kitchens without a billing statement a trial allowance of 3 cooks; the demo kitchen has 1.
    for (const name of ['c2', 'c3']) {
      expect(
        (await h.call(ADD_COOK, { input: { fName: name, lName: 'Cook', email: `${name}@demo.brigade.local` } }, admin)).errors,
      ).toBeUndefined();
    }
    const over = await h.call(ADD_COOK, { input: { fName: 'c4', lName: 'Cook', email: 'c4@demo.brigade.local' } }, admin);
    expect(firstError(over)).toMatchObject({
      message: 'Your plan allows 3 cooks; upgrade your plan to add more',
      extensions: { code: 'PLAN_LIMIT_REACHED', used: 3, allowed: 3 },
    });
    expect(await h.users.countDocuments({ email: 'c4@demo.brigade.local' })).toBe(0);
    await h.kitchens.billing(DEMO_KITCHEN, new Date().toISOString(), {
      limits: { cooksCount: 4, recipeCount: 1, dishesCount: 1, perCookViewRecipeCount: 1 },
      overdue: false,
    });
    expect(
      (await h.call(ADD_COOK, { input: { fName: 'c4', lName: 'Cook', email: 'c4@demo.brigade.local' } }, admin)).errors,
    ).toBeUndefined();
  });

  test('a super admin adds a kitchen admin only to a kitchen that exists', async () => {
    const unknown = await h.call(
      `mutation { CreateKitchenAdmin(input: { kitchenId: "${new Types.ObjectId().toHexString()}", fName: "A", lName: "B", email: "a@new.test" }) { message } }`,
      {},
      superAdmin,
    );
    expect(firstError(unknown)).toMatchObject({ message: 'This kitchen does not exist', extensions: { field: 'kitchenId' } });
    const ok = await h.call(
      `mutation { CreateKitchenAdmin(input: { kitchenId: "${OTHER_KITCHEN}", fName: "A", lName: "B", email: "a@other.test" }) { message } }`,
      {},
      superAdmin,
    );
    expect(ok.data).toEqual({ CreateKitchenAdmin: { message: 'Kitchen admin registered successfully, please check email' } });
  });

  test('deleting: a super admin cannot delete themselves; the last admin leaving is flagged for the kitchen', async () => {
    const self = await h.call(DELETE, { id: (superAdmin as { userId: string }).userId }, superAdmin);
    expect(firstError(self)).toMatchObject({ message: 'A super admin cannot delete their own account', extensions: { code: 'FORBIDDEN' } });

    const otherAdminId = (otherAdmin as { userId: string }).userId;
    // a@other.test (added above) is a second admin there, so the first leaving is not the last.
    expect((await h.call(DELETE, { id: otherAdminId }, otherAdmin)).data).toEqual({ DeleteUser: { message: 'The account was deleted' } });
    const gone = await h.users.findById(otherAdminId).select('+_outbox +_deleted').lean();
    expect(gone?._deleted).toBe(true);
    expect(gone?._outbox?.at(-1)).toMatchObject({ type: 'UserDeleted', payload: { lastAdminOfKitchen: false } });
    expect(codes(await h.call(ME, {}, otherAdmin))).toEqual(['UNAUTHENTICATED']);

    const adminId = (admin as { userId: string }).userId;
    await h.call(DELETE, { id: adminId }, admin);
    const last = await h.users.findById(adminId).select('+_outbox').lean();
    expect(last?._outbox?.at(-1)).toMatchObject({ type: 'UserDeleted', payload: { lastAdminOfKitchen: true, kitchenId: DEMO_KITCHEN } });
  });
});

describe('invitations per client address (README "Rate limits")', () => {
  test('a kitchen admin adding and deleting cooks in a loop stops at 30 an hour; refused input spends nothing; the super admin opening kitchens is not held', async () => {
    const kitchen = new Types.ObjectId().toHexString();
    await h.kitchens.created(kitchen);
    await person('owner@loop.test', { isAdmin: true, kitchenId: kitchen });
    const owner = (await h.signIn('owner@loop.test')).caller;
    const from = { clientIp: '198.51.100.7' };
    // Naming another kitchen is refused before anything is counted.
    for (let i = 0; i < 35; i++) {
      const refused = await h.call(
        ADD_COOK,
        { input: { kitchenId: OTHER_KITCHEN, fName: 'X', lName: 'Y', email: `x${i}@loop.test` } },
        owner,
        from,
      );
      expect(codes(refused)).toEqual(['FORBIDDEN']);
    }
    const USERS = `query { GetUsers(pageNo: 1, sizePerPage: 10, filters: { role: COOK }) { records { id email } } }`;
    for (let i = 0; i < 30; i++) {
      const added = await h.call(ADD_COOK, { input: { fName: 'Loop', lName: `${i}`, email: `loop${i}@loop.test` } }, owner, from);
      expect(added.errors).toBeUndefined();
      const { records } = (await h.call<{ GetUsers: { records: { id: string; email: string }[] } }>(USERS, {}, owner)).data!.GetUsers;
      const made = records.find((r) => r.email === `loop${i}@loop.test`)!;
      expect((await h.call(DELETE, { id: made.id }, owner)).errors).toBeUndefined();
    }
    const blocked = await h.call(ADD_COOK, { input: { fName: 'Loop', lName: '31', email: 'loop31@loop.test' } }, owner, from);
    expect(firstError(blocked)?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const office = { clientIp: '198.51.100.8' };
    for (let i = 0; i < 31; i++) {
      const opened = await h.call(
        `mutation ($input: StaffInput!) { CreateKitchenAdmin(input: $input) { message } }`,
        { input: { kitchenId: kitchen, fName: 'Head', lName: `${i}`, email: `head${i}@loop.test` } },
        superAdmin,
        office,
      );
      expect(opened.errors).toBeUndefined();
    }
  });

  test("an admin adding a cook learns whether an address is registered only within CheckEmail's limit (#43)", async () => {
    const kitchen = new Types.ObjectId().toHexString();
    await h.kitchens.created(kitchen);
    await person('prober@probe.test', { isAdmin: true, kitchenId: kitchen });
    const admin = (await h.signIn('prober@probe.test')).caller;
    const from = { clientIp: '198.51.100.44' };
    // Another tenant's cook: whether the address exists is not this admin's to learn at will.
    const taken = 'cook@other.test';
    for (let i = 0; i < 20; i++) {
      const reply = await h.call(ADD_COOK, { input: { fName: 'Probe', lName: `${i}`, email: taken } }, admin, from);
      expect(firstError(reply)).toMatchObject({ message: 'This email is already registered', extensions: { field: 'email' } });
    }
    const spent = await h.call(ADD_COOK, { input: { fName: 'Probe', lName: '21', email: taken } }, admin, from);
    expect(firstError(spent)?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // One limit for both ways of asking: CheckEmail from the same address is spent too.
    const check = await h.call(`mutation { CheckEmail(email: "cook@other.test") { code } }`, {}, { kind: 'anonymous' }, from);
    expect(firstError(check)?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
