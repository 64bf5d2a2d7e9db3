import { BY_ID, CREATE, LIST, adminOf, codes, cookOf, firstError, id, startHarness, superAdmin, type Harness } from './support';

let h: Harness;
const [ours, theirs] = [id(), id()];
const make = async (title: string, extra: Record<string, unknown> = {}, kitchenId = ours) => {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title, ...extra } }, adminOf(kitchenId));
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
};
const titles = async (caller: Parameters<Harness['call']>[2]) =>
  (await h.call<{ getRecipeMenu: { records: { title: string }[] } }>(LIST, { n: 100 }, caller)).data?.getRecipeMenu.records.map(
    (r) => r.title,
  );

let listed: Awaited<ReturnType<Harness['cook']>>;
let other: Awaited<ReturnType<Harness['cook']>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness('recipe_access');
  listed = await h.cook(ours);
  other = await h.cook(ours);
  const listedId = listed.kind === 'user' ? listed.userId : '';
  ids.open = await make('Open');
  ids.mine = await make('Private, listing the cook', { isPrivate: true, cookIds: [listedId] });
  ids.closed = await make('Private, no cooks', { isPrivate: true });
  ids.paused = await make('Paused', { status: 'PAUSED' });
  ids.foreign = await make('Theirs', {}, theirs);
});

afterAll(async () => {
  await h.stop();
});

test('super admin sees all; a kitchen admin their kitchen’s; cooks the open ones and the private ones listing them', async () => {
  expect(await titles(superAdmin)).toHaveLength(5);
  expect(await titles(adminOf(ours))).toEqual(['Open', 'Private, listing the cook', 'Private, no cooks', 'Paused']);
  expect(await titles(listed)).toEqual(['Open', 'Private, listing the cook']);
  expect(await titles(other)).toEqual(['Open']);
});

test('the kitchenId filter gives a super admin one kitchen; it never widens a kitchen admin’s or cook’s view', async () => {
  const list = (f: Record<string, unknown>, caller: Parameters<Harness['call']>[2]) =>
    h.call<{ getRecipeMenu: { total: number; records: { title: string }[] } }>(LIST, { f, n: 100 }, caller);
  const superTheirs = await list({ kitchenId: theirs }, superAdmin);
  expect(superTheirs.data?.getRecipeMenu).toEqual({ total: 1, records: [{ id: ids.foreign, title: 'Theirs' }] });
  expect((await list({ kitchenId: ours }, superAdmin)).data?.getRecipeMenu.total).toBe(4);
  for (const caller of [adminOf(ours), listed]) {
    expect((await list({ kitchenId: theirs }, caller)).data?.getRecipeMenu).toEqual({ total: 0, records: [] });
  }
  expect((await list({ kitchenId: ours }, listed)).data?.getRecipeMenu.total).toBe(2);
  const malformed = await list({ kitchenId: 'nope' }, superAdmin);
  expect(codes(malformed)).toEqual(['BAD_USER_INPUT']);
  expect(firstError(malformed)?.extensions).toMatchObject({ field: 'filters.kitchenId' });
});

test('what a caller may not see: their kitchen’s kept from them is FORBIDDEN; another kitchen’s reads exactly like one not there, NOT_FOUND', async () => {
  for (const recipeId of [ids.closed, ids.paused, ids.mine]) {
    expect(codes(await h.call(BY_ID, { id: recipeId }, other))).toEqual(['FORBIDDEN']);
  }
  // Crossing into another kitchen tells nothing about it: the same answer as an id that was never made.
  const foreign = firstError(await h.call(BY_ID, { id: ids.foreign }, other));
  expect(foreign?.extensions?.code).toBe('NOT_FOUND');
  expect(foreign).toEqual(firstError(await h.call(BY_ID, { id: id() }, other)));
  expect(firstError(await h.call(BY_ID, { id: 'not-an-id' }, other))?.extensions?.code).toBe('NOT_FOUND');
  expect((await h.call(BY_ID, { id: ids.mine }, listed)).errors).toBeUndefined();
  expect(codes(await h.call(BY_ID, { id: ids.foreign }, adminOf(ours)))).toEqual(['NOT_FOUND']);
  // Deleted from the cook's own kitchen: gone, not unshared.
  const gone = await make('Deleted soon');
  expect((await h.call(BY_ID, { id: gone }, listed)).errors).toBeUndefined();
  expect((await h.call(`mutation ($id: ID!) { DeleteRecipeMenu(id: $id) }`, { id: gone }, adminOf(ours))).errors).toBeUndefined();
  expect(codes(await h.call(BY_ID, { id: gone }, listed))).toEqual(['NOT_FOUND']);
  expect(codes(await h.call(BY_ID, { id: id() }, superAdmin))).toEqual(['NOT_FOUND']);
  expect(codes(await h.call(BY_ID, { id: ids.open }, { kind: 'anonymous' }))).toEqual(['UNAUTHENTICATED']);
});

test('cooks only read; an admin cannot write into or touch another kitchen', async () => {
  expect(codes(await h.call(CREATE, { i: { title: 'X' } }, cookOf(ours)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(CREATE, { i: { title: 'X', kitchenId: theirs } }, adminOf(ours)))).toEqual(['FORBIDDEN']);
  const update = `mutation ($id: ID!) { UpdateRecipeMenu(id: $id, input: { title: "Mine now" }) { id } }`;
  expect(codes(await h.call(update, { id: ids.foreign }, adminOf(ours)))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(update, { id: ids.open }, listed))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(`mutation ($id: ID!) { DeleteRecipeMenu(id: $id) }`, { id: ids.foreign }, adminOf(ours)))).toEqual([
    'FORBIDDEN',
  ]);
  const order = `mutation ($ids: [ID!]!) { UpdateRecipeOrder(ids: $ids) }`;
  // Another kitchen's recipe reads exactly like one that is not there (#43: FORBIDDEN told them apart).
  const foreign = firstError(await h.call(order, { ids: [ids.foreign] }, adminOf(ours)));
  expect(foreign).toEqual(firstError(await h.call(order, { ids: [id()] }, adminOf(ours))));
  expect(foreign?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(codes(await h.call(order, { ids: [ids.open] }, listed))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(order, { ids: [ids.open, ids.foreign] }, superAdmin))).toEqual(['BAD_USER_INPUT']);
});

test('a cook sees at most the plan’s per-cook allowance: the first ones by the kitchen’s order', async () => {
  const kitchen = id();
  const cook = await h.cook(kitchen);
  const made: string[] = [];
  for (const title of ['A', 'B', 'C', 'D']) made.push(await make(title, {}, kitchen));
  await h.plan(kitchen, { perCookViewRecipeCount: 2 });
  expect(await titles(cook)).toEqual(['A', 'B']);
  expect(codes(await h.call(BY_ID, { id: made[2] }, cook))).toEqual(['FORBIDDEN']);
  // The admin decides which ones by ordering.
  expect(
    (
      await h.call(
        `mutation ($ids: [ID!]!) { UpdateRecipeOrder(ids: $ids) }`,
        { ids: [made[3], made[2], made[1], made[0]] },
        adminOf(kitchen),
      )
    ).data,
  ).toEqual({
    UpdateRecipeOrder: true,
  });
  expect(await titles(cook)).toEqual(['D', 'C']);
  expect(await titles(adminOf(kitchen))).toEqual(['D', 'C', 'B', 'A']);
});

test('a kitchen admin opens any recipe of their kitchen as the line asks for it (View as cook); the cook is still refused the same ones', async () => {
  const kitchen = id();
  const cook = await h.cook(kitchen);
  await h.plan(kitchen, { perCookViewRecipeCount: 1 });
  const made = (title: string, extra: Record<string, unknown> = {}) =>
    make(title, { yieldValue: 4, steps: [{ title: 'Brown the beef' }], ...extra }, kitchen);
  const open = await made('Open');
  const refusedToCook = {
    paused: await made('Paused', { status: 'PAUSED' }),
    private: await made('Private, no cooks', { isPrivate: true }),
    beyondAllowance: await made('Second open one'),
  };
  const LINE = `query ($id: ID!, $y: Float) { getRecipeMenuById(id: $id, scaleToYield: $y) {
    title scaledYieldValue steps { title } allergenProfile { status } ingredients { id } } }`;
  expect((await h.call(LINE, { id: open, y: 10 }, cook)).errors).toBeUndefined();
  for (const recipeId of Object.values(refusedToCook)) {
    expect(codes(await h.call(LINE, { id: recipeId, y: 10 }, cook))).toEqual(['FORBIDDEN']);
    const admin = await h.call<{ getRecipeMenuById: { scaledYieldValue: number; steps: { title: string }[] } }>(
      LINE,
      { id: recipeId, y: 10 },
      adminOf(kitchen),
    );
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.getRecipeMenuById).toMatchObject({ scaledYieldValue: 10, steps: [{ title: 'Brown the beef' }] });
  }
  // Another kitchen's admin: not there for them, as an id never made.
  expect(codes(await h.call(LINE, { id: refusedToCook.paused }, adminOf(id())))).toEqual(['NOT_FOUND']);
});
