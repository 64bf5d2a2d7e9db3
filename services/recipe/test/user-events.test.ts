import { CREATE, adminOf, id, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('recipe_users');
});

afterAll(async () => {
  await h.stop();
});

test('a deleted cook leaves every recipe’s cookIds; delivered twice, nothing more changes; a late update does not revive them', async () => {
  const kitchen = id();
  const [stays, leaves] = [await h.cook(kitchen), await h.cook(kitchen)];
  const [a, b] = [stays, leaves].map((c) => (c.kind === 'user' ? c.userId : ''));
  const made = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    { i: { title: 'Private', isPrivate: true, cookIds: [a, b] } },
    adminOf(kitchen),
  );
  const summary = { userId: b, kitchenId: kitchen, roles: ['COOK'], status: 'ACTIVE' };
  const deleted = await h.deliver('UserDeleted', { ...summary, lastAdminOfKitchen: false });
  await h.redeliver(deleted);
  expect((await h.recipes.findById(made.data?.CreateRecipeMenu.id).lean())?.cookIds.map(String)).toEqual([a]);
  await h.deliver('UserUpdated', { ...summary, changed: ['fName'] }, '2000-01-01T00:00:00.000Z');
  const reply = await h.call(CREATE, { i: { title: 'X', cookIds: [b] } }, adminOf(kitchen));
  expect(reply.errors?.[0]?.extensions?.field).toBe('cookIds');
});

test("another kitchen's cook, or an admin, cannot be listed", async () => {
  const kitchen = id();
  const elsewhere = await h.cook(id());
  const admin = id();
  await h.deliver('UserCreated', { userId: admin, kitchenId: kitchen, roles: ['ADMIN'], status: 'ACTIVE' });
  for (const cookId of [elsewhere.kind === 'user' ? elsewhere.userId : '', admin]) {
    const reply = await h.call(CREATE, { i: { title: 'X', cookIds: [cookId] } }, adminOf(kitchen));
    expect(reply.errors?.[0]?.extensions?.field).toBe('cookIds');
  }
});
