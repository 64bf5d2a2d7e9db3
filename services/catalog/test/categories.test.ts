import { Types } from 'mongoose';
import { ALL_CATEGORY_ID } from '../src/categories/all-category';
import {
  as,
  codes,
  createCategory,
  createSub,
  CREATE_CATEGORY,
  DELETE_CATEGORY,
  firstError,
  KITCHEN_A,
  KITCHEN_B,
  platformCategoryId,
  startHarness,
  UPDATE_CATEGORY,
  type CategoryRow,
  type Harness,
} from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_categories');
});

afterAll(async () => {
  await h.stop();
});

const ACTIVE = `query ($kitchenId: ID) { getActiveCategory(kitchenId: $kitchenId) { id name kitchenId isPermanent canEdit } }`;
const LIST = `query ($pageNo: Int, $sizePerPage: Int, $filters: CategoryFilters) {
  getCategory(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) { total records { id name kitchenId status } } }`;
const BY_ID = `query ($id: ID!) { getCategoryById(id: $id) { id name kitchenId canEdit } }`;

type Active = { getActiveCategory: CategoryRow[] };
type Page = { getCategory: { total: number; records: CategoryRow[] } };

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('reading', () => {
  test('anonymous callers are asked to sign in', async () => {
    expect(codes(await h.call(ACTIVE))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await h.call(LIST))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await h.call(BY_ID, { id: ALL_CATEGORY_ID.toHexString() }))).toEqual(['UNAUTHENTICATED']);
  });

  test("a cook sees 'ALL' first, then the platform's categories in their order, and may edit none", async () => {
    const { getActiveCategory } = await h.ok<Active>(ACTIVE, {}, as.cookA);
    expect(names(getActiveCategory).slice(0, 5)).toEqual(['ALL', 'Starters', 'Mains', 'Desserts', 'Sauces']);
    expect(getActiveCategory[0]).toMatchObject({ isPermanent: true, kitchenId: null, id: ALL_CATEGORY_ID.toHexString() });
    expect(getActiveCategory.every((c) => !c.canEdit)).toBe(true);
  });

  test('an admin whose kitchen is not open yet reads the platform’s categories and writes nothing', async () => {
    const { getActiveCategory } = await h.ok<Active>(ACTIVE, {}, as.adminWithoutKitchen);
    expect(getActiveCategory.length).toBeGreaterThan(0);
    expect(getActiveCategory.every((c) => c.kitchenId === null && !c.canEdit)).toBe(true);
    expect(codes(await h.call(CREATE_CATEGORY, { input: { name: 'Nowhere' } }, as.adminWithoutKitchen))).toEqual(['FORBIDDEN']);
  });

  test('a kitchen admin may edit their own categories only', async () => {
    const own = await createCategory(h, as.adminA, { name: 'Staff meals' });
    const { getActiveCategory } = await h.ok<Active>(ACTIVE, {}, as.adminA);
    const editable = getActiveCategory.filter((c) => c.canEdit).map((c) => c.id);
    expect(editable).toEqual([own.id]);
  });
});

describe('kitchen boundaries', () => {
  let brunch: CategoryRow;

  beforeAll(async () => {
    // The kitchen id sent is ignored: a kitchen admin's category always belongs to their kitchen.
    brunch = await createCategory(h, as.adminA, { name: 'Brunch', kitchenId: KITCHEN_B });
  });

  test("a kitchen admin's new category belongs to their kitchen and is listed after the platform's", async () => {
    expect(brunch).toMatchObject({ name: 'Brunch', kitchenId: KITCHEN_A, canEdit: true, isPermanent: false, status: 'ACTIVE' });
    expect(brunch.order).toBeGreaterThanOrEqual(1);
  });

  test('the cook of the same kitchen sees it; the other kitchen does not, not even by id', async () => {
    expect(names((await h.ok<Active>(ACTIVE, {}, as.cookA)).getActiveCategory)).toContain('Brunch');
    expect(names((await h.ok<Active>(ACTIVE, {}, as.adminB)).getActiveCategory)).not.toContain('Brunch');
    const listB = await h.ok<Page>(LIST, { sizePerPage: 100 }, as.adminB);
    expect(names(listB.getCategory.records)).not.toContain('Brunch');
    // Same answer as an id that never existed.
    expect(await h.ok(BY_ID, { id: brunch.id }, as.adminB)).toEqual({ getCategoryById: null });
    expect(await h.ok(BY_ID, { id: '64c0000000000000000000ff' }, as.adminB)).toEqual({ getCategoryById: null });
    expect(await h.ok(BY_ID, { id: 'not-an-id' }, as.adminB)).toEqual({ getCategoryById: null });
    expect((await h.ok<{ getCategoryById: CategoryRow }>(BY_ID, { id: brunch.id }, as.cookA)).getCategoryById).toMatchObject({
      name: 'Brunch',
      canEdit: false,
    });
  });

  test("another kitchen's admin cannot change or delete it: it reads as not there", async () => {
    const update = await h.call(UPDATE_CATEGORY, { id: brunch.id, input: { name: 'Mine now' } }, as.adminB);
    expect(codes(update)).toEqual(['NOT_FOUND']);
    expect(codes(await h.call(DELETE_CATEGORY, { id: brunch.id }, as.adminB))).toEqual(['NOT_FOUND']);
    expect((await h.models.categories.findById(brunch.id).lean())?.name).toBe('Brunch');
  });

  test('a cook cannot create, change or delete anything; anonymous callers must sign in', async () => {
    expect(codes(await h.call(CREATE_CATEGORY, { input: { name: 'Cook special' } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE_CATEGORY, { id: brunch.id, input: { name: 'x' } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE_CATEGORY, { id: brunch.id }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE_CATEGORY, { input: { name: 'Ghost' } }))).toEqual(['UNAUTHENTICATED']);
    expect(await h.models.categories.countDocuments({ name: { $in: ['Cook special', 'Ghost'] } })).toBe(0);
  });

  test("a kitchen admin cannot change or delete the platform's categories", async () => {
    const starters = await platformCategoryId(h, 'Starters');
    expect(codes(await h.call(UPDATE_CATEGORY, { id: starters, input: { name: 'Our starters' } }, as.adminA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE_CATEGORY, { id: starters }, as.adminA))).toEqual(['FORBIDDEN']);
  });

  test('the owner renames it; the super admin sees every kitchen and may filter by one', async () => {
    const renamed = await h.ok<{ UpdateCategory: { name: string } }>(
      UPDATE_CATEGORY,
      { id: brunch.id, input: { name: 'Brunch & co' } },
      as.adminA,
    );
    expect(renamed.UpdateCategory.name).toBe('Brunch & co');
    const ofA = await h.ok<Page>(LIST, { filters: { kitchenId: KITCHEN_A }, sizePerPage: 100 }, as.superAdmin);
    expect(names(ofA.getCategory.records)).toContain('Brunch & co');
    expect(ofA.getCategory.records.every((c) => c.kitchenId === KITCHEN_A)).toBe(true);
    // An admin asking for another kitchen's entries gets nothing, not their own.
    const asked = await h.ok<Page>(LIST, { filters: { kitchenId: KITCHEN_A } }, as.adminB);
    expect(asked.getCategory).toEqual({ total: 0, records: [] });
  });

  test('a super admin may create a category for one kitchen; only that kitchen sees it', async () => {
    const forB = await createCategory(h, as.superAdmin, { name: 'Night shift', kitchenId: KITCHEN_B });
    expect(forB.kitchenId).toBe(KITCHEN_B);
    expect(names((await h.ok<Active>(ACTIVE, {}, as.adminB)).getActiveCategory)).toContain('Night shift');
    expect(names((await h.ok<Active>(ACTIVE, {}, as.adminA)).getActiveCategory)).not.toContain('Night shift');
    // The super admin's dropdown for kitchen B offers it; without a kitchen only the platform's.
    expect(names((await h.ok<Active>(ACTIVE, { kitchenId: KITCHEN_B }, as.superAdmin)).getActiveCategory)).toContain('Night shift');
    const platform = (await h.ok<Active>(ACTIVE, {}, as.superAdmin)).getActiveCategory;
    expect(platform.every((c) => c.kitchenId === null)).toBe(true);
    // A kitchen admin cannot ask for another kitchen's dropdown.
    expect(names((await h.ok<Active>(ACTIVE, { kitchenId: KITCHEN_B }, as.adminA)).getActiveCategory)).not.toContain('Night shift');
  });
});

describe('names', () => {
  test("a kitchen cannot reuse a platform category's name or its own, in any case; another kitchen can", async () => {
    const clash = await h.call(CREATE_CATEGORY, { input: { name: '  starters ' } }, as.adminA);
    expect(firstError(clash)).toMatchObject({
      message: 'A category with this name already exists',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    await createCategory(h, as.adminA, { name: 'Tapas' });
    expect(firstError(await h.call(CREATE_CATEGORY, { input: { name: 'TAPAS' } }, as.adminA))?.extensions?.field).toBe('name');
    expect((await createCategory(h, as.adminB, { name: 'Tapas' })).kitchenId).toBe(KITCHEN_B);
  });

  test('the platform cannot take a name a kitchen already uses (nobody sees two of one name)', async () => {
    const reply = await h.call(CREATE_CATEGORY, { input: { name: 'tapas' } }, as.superAdmin);
    expect(firstError(reply)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  test('regex characters in a name are just characters', async () => {
    await createCategory(h, as.adminA, { name: 'Soup (of the day)?' });
    expect(codes(await h.call(CREATE_CATEGORY, { input: { name: 'Soup (of the day)?' } }, as.adminA))).toEqual(['BAD_USER_INPUT']);
    expect((await createCategory(h, as.adminA, { name: 'Soup of the day' })).name).toBe('Soup of the day');
  });

  test('renaming to a taken name is refused; renaming to a different case of its own name is fine', async () => {
    const own = await createCategory(h, as.adminA, { name: 'Grill' });
    expect(firstError(await h.call(UPDATE_CATEGORY, { id: own.id, input: { name: 'mains' } }, as.adminA))?.extensions?.field).toBe('name');
    const recased = await h.ok<{ UpdateCategory: { name: string } }>(UPDATE_CATEGORY, { id: own.id, input: { name: 'GRILL' } }, as.adminA);
    expect(recased.UpdateCategory.name).toBe('GRILL');
  });
});

describe('validation', () => {
  test.each([
    ['name', { name: '   ' }, 'This field is required'],
    ['name', { name: 'x'.repeat(101) }, 'Please use at most 100 characters'],
    ['image', { name: 'Bad image', image: 'javascript:alert(1)' }, 'Please enter a valid https link or an uploaded file'],
    ['coverPic', { name: 'Bad cover', coverPic: 'http://plain.example/cover.jpg' }, 'Please enter a valid https link or an uploaded file'],
    ['order', { name: 'Bad order', order: -1 }, 'Please enter a whole number of 0 or more'],
    ['description', { name: 'Long text', description: 'x'.repeat(1001) }, 'Please use at most 1000 characters'],
    ['kitchenId', { name: 'Bad kitchen', kitchenId: 'nope' }, 'Please choose an entry from the list'],
  ])('a bad %s is refused with its field and a clear message, and nothing is created', async (field, input, message) => {
    const before = await h.models.categories.countDocuments();
    const reply = await h.call(CREATE_CATEGORY, { input }, as.superAdmin);
    expect(firstError(reply)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await h.models.categories.countDocuments()).toBe(before);
  });

  test('messages come in the language of the request', async () => {
    const nl = await h.call(CREATE_CATEGORY, { input: { name: '' } }, as.adminA, { locale: 'nl-BE' });
    expect(firstError(nl)?.message).toBe('Dit veld is verplicht');
    const fr = await h.call(CREATE_CATEGORY, { input: { name: 'Mains' } }, as.adminA, { locale: 'fr' });
    expect(firstError(fr)?.message).toBe('Une catégorie porte déjà ce nom');
    const de = await h.call(CREATE_CATEGORY, { input: { name: 'Ok', image: 'ftp://x' } }, as.adminA, { locale: 'de' });
    expect(firstError(de)?.message).toBe('Bitte gib einen gültigen https-Link oder eine hochgeladene Datei an');
  });

  test('uploaded media and https links are accepted; an empty string clears a picture', async () => {
    const created = await createCategory(h, as.adminA, {
      name: 'Pictured',
      image: '/media/6650a1b2c3d4e5f6a7b8c9d0',
      coverPic: 'https://cdn.example/c.webp',
    });
    const cleared = await h.ok<{ UpdateCategory: { image: string | null } }>(
      UPDATE_CATEGORY,
      { id: created.id, input: { image: '' } },
      as.adminA,
    );
    expect(cleared.UpdateCategory.image).toBeNull();
    const doc = await h.models.categories.findById(created.id).lean();
    expect(doc).toMatchObject({ image: null, coverPic: 'https://cdn.example/c.webp', updatedBy: (as.adminA as { userId: string }).userId });
  });
});

describe("the permanent category 'ALL'", () => {
  const all = ALL_CATEGORY_ID.toHexString();

  test('cannot be deleted, renamed or paused, even by a super admin, and says so', async () => {
    const del = await h.call(DELETE_CATEGORY, { id: all }, as.superAdmin);
    expect(firstError(del)).toMatchObject({
      message: "The category 'ALL' is permanent: it cannot be deleted, renamed or paused",
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    expect(firstError(await h.call(UPDATE_CATEGORY, { id: all, input: { name: 'Everything' } }, as.superAdmin))?.extensions?.field).toBe(
      'name',
    );
    expect(firstError(await h.call(UPDATE_CATEGORY, { id: all, input: { status: 'PAUSED' } }, as.superAdmin))?.extensions?.field).toBe(
      'status',
    );
    expect(await h.models.categories.findById(all).lean()).toMatchObject({ name: 'ALL', status: 'ACTIVE', isPermanent: true });
  });

  test('a super admin may still give it a picture and a description', async () => {
    const reply = await h.ok<{ UpdateCategory: { name: string; image: string } }>(
      UPDATE_CATEGORY,
      { id: all, input: { name: 'ALL', image: 'https://cdn.example/all.webp' } },
      as.superAdmin,
    );
    expect(reply.UpdateCategory).toMatchObject({ name: 'ALL', image: 'https://cdn.example/all.webp' });
  });

  test('a kitchen admin may not touch it at all', async () => {
    expect(codes(await h.call(DELETE_CATEGORY, { id: all }, as.adminA))).toEqual(['FORBIDDEN']);
  });
});

describe('deleting', () => {
  type Outbox = { _outbox?: { type: string; payload: unknown }[]; _deleted?: boolean };
  const outboxOf = async (model: 'categories' | 'subCategories', id: string): Promise<Outbox> => {
    const collection = model === 'categories' ? h.models.categories.collection : h.models.subCategories.collection;
    return ((await collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as Outbox;
  };

  test("deleting a platform category takes its sub-categories (kitchens' too) and tells the recipe service where dishes go", async () => {
    const sauces = await platformCategoryId(h, 'Sauces');
    const platformSubs = await h.models.subCategories.find({ categoryId: sauces }).lean();
    const kitchenSub = await createSub(h, as.adminA, { name: 'House dressings', categoryId: sauces });
    const reply = await h.ok<{ DeleteCategory: { code: number; message: string } }>(DELETE_CATEGORY, { id: sauces }, as.superAdmin);
    expect(reply.DeleteCategory).toEqual({ code: 200, message: "The category was deleted; its dishes moved to 'ALL'" });

    const category = await outboxOf('categories', sauces);
    expect(category._deleted).toBe(true);
    expect(category._outbox).toEqual([
      expect.objectContaining({ type: 'CategoryCreated' }),
      expect.objectContaining({
        type: 'CategoryDeleted',
        producer: 'catalog',
        aggregateId: sauces,
        payload: { categoryId: sauces, kitchenId: null, fallbackCategoryId: ALL_CATEGORY_ID.toHexString() },
      }),
    ]);
    for (const sub of [...platformSubs.map((s) => ({ id: s._id.toHexString(), kitchenId: null })), kitchenSub]) {
      const outbox = await outboxOf('subCategories', sub.id);
      expect(outbox._outbox).toEqual([
        expect.objectContaining({ type: 'SubCategoryCreated' }),
        expect.objectContaining({
          type: 'SubCategoryDeleted',
          payload: { subCategoryId: sub.id, categoryId: sauces, kitchenId: sub.kitchenId },
        }),
      ]);
    }
    // Gone for readers at once, although the relay has not published yet.
    expect(await h.ok(BY_ID, { id: sauces }, as.superAdmin)).toEqual({ getCategoryById: null });
    const subs = await h.ok<{ getSubCategory: { total: number } }>(
      `query ($f: SubCategoryFilters) { getSubCategory(filters: $f) { total } }`,
      { f: { categoryId: sauces } },
      as.superAdmin,
    );
    expect(subs.getSubCategory.total).toBe(0);
    // Deleting again is NOT_FOUND, and the name is free again.
    expect(codes(await h.call(DELETE_CATEGORY, { id: sauces }, as.superAdmin))).toEqual(['NOT_FOUND']);
    expect((await createCategory(h, as.superAdmin, { name: 'Sauces' })).kitchenId).toBeNull();
  });

  test('a kitchen admin deletes their own category; the event names their kitchen', async () => {
    const own = await createCategory(h, as.adminA, { name: 'Pop-up' });
    await h.ok(DELETE_CATEGORY, { id: own.id }, as.adminA);
    const outbox = await outboxOf('categories', own.id);
    expect(outbox._outbox?.map((e) => e.type)).toEqual(['CategoryCreated', 'CategoryDeleted']);
    expect(outbox._outbox?.[1]?.payload).toMatchObject({ categoryId: own.id, kitchenId: KITCHEN_A });
  });
});

describe('lists', () => {
  test('pages are sorted by order then name, with the total across pages', async () => {
    const first = await h.ok<Page>(LIST, { pageNo: 1, sizePerPage: 2, filters: { platformOnly: true } }, as.cookA);
    const second = await h.ok<Page>(LIST, { pageNo: 2, sizePerPage: 2, filters: { platformOnly: true } }, as.cookA);
    expect(names(first.getCategory.records)).toEqual(['ALL', 'Starters']);
    expect(names(second.getCategory.records)).toEqual(['Mains', 'Desserts']);
    expect(first.getCategory.total).toBe(second.getCategory.total);
  });

  test('filters by text (any case, no regex) and status; kitchens only', async () => {
    const search = await h.ok<Page>(LIST, { filters: { search: 'ART' } }, as.cookA);
    expect(names(search.getCategory.records)).toEqual(['Starters']);
    expect((await h.ok<Page>(LIST, { filters: { search: '.*' } }, as.cookA)).getCategory.total).toBe(0);
    const paused = await createCategory(h, as.adminA, { name: 'Winter menu', status: 'PAUSED' });
    const onlyPaused = await h.ok<Page>(LIST, { filters: { status: 'PAUSED' } }, as.adminA);
    expect(names(onlyPaused.getCategory.records)).toEqual(['Winter menu']);
    expect(names((await h.ok<Active>(ACTIVE, {}, as.adminA)).getActiveCategory)).not.toContain('Winter menu');
    const kitchens = await h.ok<Page>(LIST, { filters: { platformOnly: false }, sizePerPage: 100 }, as.adminA);
    expect(kitchens.getCategory.records.every((c) => c.kitchenId === KITCHEN_A)).toBe(true);
    expect(names(kitchens.getCategory.records)).toContain(paused.name);
  });

  test('page arguments are checked', async () => {
    expect(firstError(await h.call(LIST, { sizePerPage: 500 }, as.cookA))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sizePerPage',
    });
    expect(firstError(await h.call(LIST, { pageNo: 0 }, as.cookA))?.extensions?.field).toBe('pageNo');
  });
});

test("deleting a category removes its own uploaded pictures, and leaves others' alone", async () => {
  const files = h.catalog.connection.collection<{ _id: string }>('media.files');
  const [own, sub, kept] = ['a', 'b', 'c'].map((c) => c.repeat(32));
  await files.insertMany(
    [own, sub, kept].map((_id) => ({ _id, length: 1, chunkSize: 1, uploadDate: new Date(), filename: _id, metadata: {} })) as never,
  );
  const category = await createCategory(h, as.adminA, {
    name: 'Photo wall',
    image: `/media/${own}`,
    coverPic: 'https://cdn.example/cover.jpg',
  });
  await createSub(h, as.adminA, { name: 'Photographed sub', categoryId: category.id, image: `/media/${sub}` });
  await h.ok(DELETE_CATEGORY, { id: category.id }, as.adminA);
  expect((await files.find().toArray()).map((f) => f._id)).toEqual([kept]);
});
