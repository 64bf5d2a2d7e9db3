import { as, codes, createCategory, createSub, KITCHEN_A, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_references');
});

afterAll(async () => {
  await h.stop();
});

const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) {
  ... on Category { id name kitchenId }
  ... on SubCategory { id name category { name } }
  ... on Ingredient { id name allergens { code name } }
  ... on Allergen { id name code }
  ... on Unit { id name }
} }`;

const ref = (__typename: string, id: string) => ({ __typename, id });

test('other subgraphs resolve every catalog entity by id, in one request, in the reader’s language', async () => {
  const butter = await h.models.ingredients.findOne({ name: 'Butter' }).lean();
  const milk = await h.models.allergens.findOne({ code: 'MILK' }).lean();
  const gram = await h.models.units.findOne({ name: 'g' }).lean();
  const soups = await h.models.subCategories.findOne({ name: 'Soups' }).lean();
  const reply = await h.ok<{ _entities: unknown[] }>(
    ENTITIES,
    {
      r: [
        ref('Ingredient', butter?._id.toHexString() ?? ''),
        ref('Allergen', milk?._id.toHexString() ?? ''),
        ref('Unit', gram?._id.toHexString() ?? ''),
        ref('SubCategory', soups?._id.toHexString() ?? ''),
      ],
    },
    as.cookA,
    { locale: 'es' },
  );
  expect(reply._entities).toEqual([
    expect.objectContaining({ name: 'Butter', allergens: [{ code: 'MILK', name: 'Leche' }] }),
    expect.objectContaining({ name: 'Leche', code: 'MILK' }),
    expect.objectContaining({ name: 'g' }),
    expect.objectContaining({ name: 'Soups', category: { name: 'Starters' } }),
  ]);
});

test("a kitchen's entries resolve for that kitchen and the super admin only; elsewhere they are null, like unknown ids", async () => {
  const category = await createCategory(h, as.adminA, { name: 'Secret recipes' });
  const sub = await createSub(h, as.adminA, { name: 'Family', categoryId: category.id });
  const r = [
    ref('Category', category.id),
    ref('SubCategory', sub.id),
    ref('Category', '64c0000000000000000000ff'),
    ref('Category', 'junk'),
  ];
  const forB = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r }, as.adminB);
  expect(forB._entities).toEqual([null, null, null, null]);
  const forCook = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r }, as.cookA);
  expect(forCook._entities.slice(0, 2)).toEqual([
    expect.objectContaining({ name: 'Secret recipes', kitchenId: KITCHEN_A }),
    expect.objectContaining({ name: 'Family' }),
  ]);
  const forSuper = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: r.slice(0, 1) }, as.superAdmin);
  expect(forSuper._entities).toEqual([expect.objectContaining({ name: 'Secret recipes' })]);
});

test('anonymous callers resolve nothing', async () => {
  const reply = await h.call(ENTITIES, { r: [ref('Unit', '64c0000000000000000000ff')] });
  expect(codes(reply)).toEqual(['UNAUTHENTICATED']);
});
