import { Types } from 'mongoose';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { seedCatalog, STANDARD_UNITS } from '../src/seed';
import { usageEventHandlers } from '../src/usage/usage-events';
import { userEventHandlers } from '../src/users/user-events';
import { as, createCategory, createSub, event, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_events');
});

afterAll(async () => {
  await h.stop();
});

const summary = (recipeId: string, kitchenId: string, ingredientIds: string[], allergenIds: string[] = []) => ({
  recipeId,
  kitchenId,
  type: 'RECIPE',
  status: 'ACTIVE',
  categoryId: null,
  subCategoryId: null,
  ingredientIds,
  allergenIds,
  cookIds: [],
});

describe('the usage projection (recipe.recipe.v1)', () => {
  const ing = () => new Types.ObjectId().toHexString();
  const [x, y, z] = [ing(), ing(), ing()];
  const stream = [
    event('RecipeCreated', summary('p1', KITCHEN_A, [x, y]), 'p1'),
    event('RecipeCreated', summary('p2', KITCHEN_A, [x]), 'p2'),
    event('RecipeUpdated', summary('p1', KITCHEN_A, [y, z]), 'p1'),
    event('RecipeCreated', summary('p3', KITCHEN_B, [x, z], [x]), 'p3'),
    event('RecipeDeleted', summary('p2', KITCHEN_A, [x]), 'p2'),
  ];
  const counts = async () => ({
    x: await h.models.usage.countDocuments({ ingredientIds: x }),
    y: await h.models.usage.countDocuments({ ingredientIds: y }),
    z: await h.models.usage.countDocuments({ ingredientIds: z }),
    rows: await h.models.usage.countDocuments({ _id: { $in: ['p1', 'p2', 'p3'] } }),
  });

  test('applying the stream, each event twice, then replaying all of it, ends in the same counts', async () => {
    const handlers = usageEventHandlers(h.models.usage);
    const apply = async (e: (typeof stream)[number]) => handlers[e.type as keyof typeof handlers](e);
    for (const e of stream) {
      await apply(e);
      await apply(e);
    }
    const once = await counts();
    expect(once).toEqual({ x: 1, y: 1, z: 2, rows: 2 });
    for (const e of stream) await apply(e);
    expect(await counts()).toEqual(once);
  });
});

describe('a deleted kitchen (kitchen.kitchen.v1)', () => {
  test("takes its own categories, sub-categories, ingredients and usage rows, and nobody else's", async () => {
    const starters = (await h.models.categories.findOne({ name: 'Starters', kitchenId: null }).lean())?._id.toHexString() ?? '';
    const ownA = await createCategory(h, as.adminA, { name: 'Closing soon' });
    await createSub(h, as.adminA, { name: 'Last orders', categoryId: ownA.id });
    await createSub(h, as.adminA, { name: 'Under platform', categoryId: starters });
    const ownB = await createCategory(h, as.adminB, { name: 'Staying' });
    await h.models.ingredients.create({ name: 'A stock', kitchenId: new Types.ObjectId(KITCHEN_A) });
    await usageEventHandlers(h.models.usage).RecipeCreated(event('RecipeCreated', summary('ka', KITCHEN_A, []), 'ka'));
    const platformCategories = await h.models.categories.countDocuments({ kitchenId: null });
    const platformSubs = await h.models.subCategories.countDocuments({ kitchenId: null });

    const deleted = event('KitchenDeleted', { kitchenId: KITCHEN_A }, KITCHEN_A);
    const handlers = kitchenEventHandlers(h.models, h.catalog.connection);
    await handlers.KitchenDeleted(deleted);
    await handlers.KitchenDeleted(deleted);

    const a = new Types.ObjectId(KITCHEN_A);
    expect(await h.models.categories.countDocuments({ kitchenId: a })).toBe(0);
    expect(await h.models.subCategories.countDocuments({ kitchenId: a })).toBe(0);
    expect(await h.models.ingredients.countDocuments({ kitchenId: a })).toBe(0);
    expect(await h.models.usage.countDocuments({ kitchenId: KITCHEN_A })).toBe(0);
    expect(await h.models.categories.countDocuments({ _id: ownB.id })).toBe(1);
    expect(await h.models.categories.countDocuments({ kitchenId: null })).toBe(platformCategories);
    expect(await h.models.subCategories.countDocuments({ kitchenId: null })).toBe(platformSubs);
  });
});

describe('a deleted user (identity.user.v1)', () => {
  test('their uploaded profile picture is removed; an https picture and other uploads stay', async () => {
    const files = h.catalog.connection.collection<{ _id: string }>('media.files');
    const [theirs, other] = ['d'.repeat(32), 'e'.repeat(32)];
    await files.insertMany(
      [theirs, other].map((_id) => ({ _id, length: 1, chunkSize: 1, uploadDate: new Date(), filename: _id, metadata: {} })) as never,
    );
    const handlers = userEventHandlers(h.catalog.connection);
    const gone = (profileImage: string | null) =>
      event('UserDeleted', {
        userId: new Types.ObjectId().toHexString(),
        kitchenId: KITCHEN_A,
        roles: ['COOK'],
        status: 'ACTIVE',
        lastAdminOfKitchen: false,
        profileImage,
      });
    await handlers.UserDeleted(gone('https://cdn.example/me.jpg'));
    await handlers.UserDeleted(gone(`/media/${theirs}`));
    await handlers.UserDeleted(gone(`/media/${theirs}`));
    expect((await files.find({ _id: { $in: [theirs, other] } }).toArray()).map((f) => f._id)).toEqual([other]);
  });
});

describe('the seed', () => {
  test('creates the EU allergens in five languages, the units, ALL, sample categories and ingredients, once', async () => {
    expect(await h.models.allergens.countDocuments()).toBe(14);
    const allergens = await h.models.allergens.find().lean();
    for (const a of allergens) expect(Object.values(a.translations ?? {}).filter(Boolean)).toHaveLength(5);
    expect(allergens.map((a) => a.code).sort()).toEqual([
      'CELERY',
      'CRUSTACEANS',
      'EGGS',
      'FISH',
      'GLUTEN',
      'LUPIN',
      'MILK',
      'MOLLUSCS',
      'MUSTARD',
      'NUTS',
      'PEANUTS',
      'SESAME',
      'SOYBEANS',
      'SULPHITES',
    ]);
    expect(await h.models.units.countDocuments()).toBe(STANDARD_UNITS.length);
    expect(STANDARD_UNITS).toHaveLength(20);
    expect(await h.models.categories.countDocuments({ kitchenId: null, isPermanent: true, name: 'ALL' })).toBe(1);
    expect(await h.models.subCategories.countDocuments({ kitchenId: null })).toBe(9);
    const soy = await h.models.ingredients.findOne({ name: 'Soy sauce' }).lean();
    expect(soy?.allergenIds).toHaveLength(2);

    expect(await seedCatalog(h.mongo.uri, 'catalog_events')).toBe(0);
    expect(await h.models.allergens.countDocuments()).toBe(14);
  });

  test('leaves what admins deleted or renamed alone, but always restores the regulated allergens and units', async () => {
    await h.models.categories.updateOne({ name: 'Desserts', kitchenId: null }, { $set: { name: 'Sweets' } });
    await h.models.ingredients.deleteOne({ name: 'Onion' });
    await h.models.allergens.deleteOne({ code: 'LUPIN' });
    await h.models.units.deleteOne({ name: 'pinch' });
    expect(await seedCatalog(h.mongo.uri, 'catalog_events')).toBe(2);
    expect(await h.models.categories.countDocuments({ name: 'Desserts' })).toBe(0);
    expect(await h.models.ingredients.countDocuments({ name: 'Onion' })).toBe(0);
    expect(await h.models.allergens.countDocuments({ code: 'LUPIN' })).toBe(1);
  });
});
