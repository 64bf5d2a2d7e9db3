import { Types } from 'mongoose';
import { markRegulated } from '../src/allergens/regulated';
import { as, codes, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_allergen_usage');
});

afterAll(async () => {
  await h.stop();
});

const USAGE = `query ($id: ID!) { getAllergensById(id: $id) { regulated usedInIngredients ingredientsCarrying { name } } }`;
const LIST = `{ getAllergens(sizePerPage: 100) { records { code regulated } } }`;
const CREATE_ALLERGEN = `mutation ($input: AllergenInput!) { CreateAllergens(input: $input) { id regulated } }`;
const UPDATE_ALLERGEN = `mutation ($id: ID!, $input: UpdateAllergenInput!) { UpdateAllergens(id: $id, input: $input) { code } }`;
const DELETE_ALLERGEN = `mutation ($id: ID!, $force: Boolean) { DeleteAllergens(id: $id, force: $force) { code message } }`;
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id } }`;

type Usage = { getAllergensById: { regulated: boolean; usedInIngredients: number; ingredientsCarrying: { name: string }[] } };

const seeded = async (code: string) => {
  const doc = await h.models.allergens.findOne({ code }).lean();
  if (!doc) throw new Error(`no allergen ${code}`);
  return doc._id.toHexString();
};
const createAllergen = async (name: string) =>
  (await h.ok<{ CreateAllergens: { id: string; regulated: boolean } }>(CREATE_ALLERGEN, { input: { name } }, as.superAdmin))
    .CreateAllergens;
const createIngredient = (input: Record<string, unknown>) => h.ok(CREATE, { input }, as.superAdmin);

describe('what carries an allergen', () => {
  test('ingredients that contain or may contain it count; free-from does not; each kitchen counts what it sees', async () => {
    const { id } = await createAllergen('Buckwheat');
    await createIngredient({ name: 'Soba noodles', allergenIds: [id] });
    await createIngredient({ name: 'Galette batter', mayContainAllergenIds: [id], kitchenId: KITCHEN_A });
    await createIngredient({ name: 'Rice flour', freeFromAllergenIds: [id] });
    const read = async (caller: typeof as.superAdmin) => (await h.ok<Usage>(USAGE, { id }, caller)).getAllergensById;
    expect(await read(as.superAdmin)).toEqual({
      regulated: false,
      usedInIngredients: 2,
      ingredientsCarrying: [{ name: 'Galette batter' }, { name: 'Soba noodles' }],
    });
    // Kitchen B does not learn of kitchen A's own ingredient.
    expect(await read(as.adminB)).toMatchObject({ usedInIngredients: 1, ingredientsCarrying: [{ name: 'Soba noodles' }] });
    expect((await read(as.adminA)).usedInIngredients).toBe(2);
  });

  test('a platform-added allergen in use is refused with what uses it; once unused it is deleted', async () => {
    const { id } = await createAllergen('Quinoa');
    const own = (
      await h.ok<{ CreateIngredients: { id: string } }>(
        CREATE,
        { input: { name: 'Quinoa salad', allergenIds: [id], kitchenId: KITCHEN_B } },
        as.superAdmin,
      )
    ).CreateIngredients.id;
    expect(firstError(await h.call(DELETE_ALLERGEN, { id }, as.superAdmin, { locale: 'fr' }))).toMatchObject({
      message: 'Cet allergène est utilisé dans aucune recette et 1 ingrédient',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'force',
        usedBy: { recipes: 0, ingredients: 1 },
        usedIn: [{ id: own, title: 'Quinoa salad' }],
      },
    });
    expect(await h.models.allergens.countDocuments({ _id: new Types.ObjectId(id), _deleted: { $ne: true } })).toBe(1);
    await h.models.ingredients.updateOne({ _id: new Types.ObjectId(own) }, { $set: { allergenIds: [] } });
    expect((await h.ok<{ DeleteAllergens: { message: string } }>(DELETE_ALLERGEN, { id }, as.superAdmin)).DeleteAllergens.message).toBe(
      'The allergen was deleted',
    );
  });
});

describe('the 14 regulated allergens', () => {
  test('are marked regulated; what a super admin adds is not', async () => {
    const list = await h.ok<{ getAllergens: { records: { code: string | null; regulated: boolean }[] } }>(LIST, {}, as.cookA);
    expect(list.getAllergens.records.filter((a) => a.regulated).map((a) => a.code)).toHaveLength(14);
    expect((await createAllergen('Kiwi fruit')).regulated).toBe(false);
  });

  test('are never deleted, not even forced, with the reason on `id` in the caller’s language', async () => {
    const lupin = await seeded('LUPIN');
    const before = await h.models.allergens.countDocuments({ _deleted: { $ne: true } });
    expect(firstError(await h.call(DELETE_ALLERGEN, { id: lupin }, as.superAdmin))).toMatchObject({
      message: 'This allergen is one of the 14 that EU law (Regulation 1169/2011) requires on labels and cannot be deleted',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    expect(firstError(await h.call(DELETE_ALLERGEN, { id: lupin, force: true }, as.superAdmin, { locale: 'de' }))).toMatchObject({
      message:
        'Dieses Allergen gehört zu den 14, die das EU-Recht (Verordnung 1169/2011) auf Etiketten vorschreibt, und kann nicht gelöscht werden',
      extensions: { field: 'id' },
    });
    expect(await h.models.allergens.countDocuments({ _deleted: { $ne: true } })).toBe(before);
    expect(codes(await h.call(DELETE_ALLERGEN, { id: lupin }, as.adminA))).toEqual(['FORBIDDEN']);
  });

  test('keep their code, by which labels and the seed find them', async () => {
    const milk = await seeded('MILK');
    expect(firstError(await h.call(UPDATE_ALLERGEN, { id: milk, input: { code: 'DAIRY' } }, as.superAdmin))?.extensions?.field).toBe(
      'code',
    );
    expect(
      (await h.ok<{ UpdateAllergens: { code: string } }>(UPDATE_ALLERGEN, { id: milk, input: { code: 'MILK' } }, as.superAdmin))
        .UpdateAllergens.code,
    ).toBe('MILK');
  });

  test('rows stored before the marker get it from their seeded code', async () => {
    await h.models.allergens.collection.updateMany({}, { $unset: { regulated: '' } });
    expect(await markRegulated(h.models.allergens)).toBe(14);
    expect(await h.models.allergens.countDocuments({ regulated: true })).toBe(14);
    expect(await markRegulated(h.models.allergens)).toBe(0);
  });
});
