import type { Caller } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { t } from '../src/i18n/messages';
import { as, codes, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

/** Issue #45 item 17: rows matched by hand, what the kitchen may match them to, and "changed" on the price per kg / l / piece. */
let h: Harness;
let kg = '';
let butter = '';
let cream = '';

beforeAll(async () => {
  h = await startHarness('catalog_price_import_matching');
  kg = await unitId('kg');
  [butter, cream] = await Promise.all([platform('Butter'), platform('Cream')]);
});

afterAll(async () => {
  await h.stop();
});

const ROW = `rowNumber status ingredientId name packPrice yieldPercent previousPackPrice
  packUnit { code dimension toBase } previousPrice { packSize packPrice yieldPercent packUnit { code } } errors { field message }`;
const PREVIEW = `query ($input: PriceImportInput!) { previewPriceImport(input: $input) { saved rows { ${ROW} } } }`;
const IMPORT = `mutation ($input: PriceImportInput!) { ImportPrices(input: $input) { saved rows { ${ROW} } } }`;
const SEARCH = `query ($kitchenId: ID, $search: String!) { searchPriceImportIngredients(kitchenId: $kitchenId, search: $search) { id name kitchenId } }`;
const RECORD = `mutation ($input: IngredientPriceInput!) { RecordIngredientPrice(input: $input) { id } }`;
const CREATE_INGREDIENT = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id } }`;

type Row = {
  rowNumber: number;
  status: string;
  ingredientId: string | null;
  packPrice: string | null;
  yieldPercent: number | null;
  previousPackPrice: string | null;
  packUnit: { code: string; dimension: string; toBase: number } | null;
  previousPrice: { packSize: number; packPrice: string; yieldPercent: number; packUnit: { code: string } } | null;
  errors: { field: string; message: string }[];
};
type Result = { saved: number; rows: Row[] };

/** name, size, unit, price, yield. */
const COLUMNS = { name: 0, packSize: 1, packUnit: 2, packPrice: 3, yieldPercent: 4 };

async function unitId(code: string) {
  return (await h.models.units.findOne({ code }).lean())?._id.toHexString() ?? '';
}
async function platform(name: string) {
  return (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id.toHexString() ?? '';
}
const ownIngredient = async (name: string, kitchenId: string) =>
  (await h.ok<{ CreateIngredients: { id: string } }>(CREATE_INGREDIENT, { input: { name, kitchenId } }, as.superAdmin)).CreateIngredients
    .id;
const chunk = (rows: (string | null)[][], more: Record<string, unknown> = {}) => ({ supplier: 'Hanos', mapping: COLUMNS, rows, ...more });
const preview = async (input: Record<string, unknown>, caller: Caller = as.adminA) =>
  (await h.ok<{ previewPriceImport: Result }>(PREVIEW, { input }, caller)).previewPriceImport;
const importPrices = async (input: Record<string, unknown>, caller: Caller = as.adminA) =>
  (await h.ok<{ ImportPrices: Result }>(IMPORT, { input }, caller)).ImportPrices;
const search = async (text: string, caller: Caller = as.adminA, kitchenId?: string) =>
  (await h.ok<{ searchPriceImportIngredients: { id: string; name: string }[] }>(SEARCH, { search: text, kitchenId }, caller))
    .searchPriceImportIngredients;
const pricesOf = (ingredientId: string, kitchenId = KITCHEN_A) =>
  h.models.prices.find({ ingredientId: new Types.ObjectId(ingredientId), kitchenId: new Types.ObjectId(kitchenId) }).lean();

describe('rows matched by hand', () => {
  test('an unmatched row matched to a platform ingredient or the kitchen’s own is checked and imported with the rest', async () => {
    const ownSauce = await ownIngredient('House demi-glace', KITCHEN_A);
    const rows = [
      ['Roomboter ongezouten 82%', '250', 'g', '2.10', ''],
      ['Demi glace huis', '1', 'kg', '14', ''],
      ['Butter', '1', 'kg', '8', ''],
    ];
    const unmatched = await preview(chunk(rows));
    expect(unmatched.rows.map((r) => r.status)).toEqual(['UNMATCHED', 'UNMATCHED', 'NEW']);

    const matches = [
      { rowNumber: 2, ingredientId: cream },
      { rowNumber: 3, ingredientId: ownSauce },
    ];
    const matched = await preview(chunk(rows, { matches }));
    expect(matched.rows.map((r) => [r.rowNumber, r.status, r.ingredientId])).toEqual([
      [2, 'NEW', cream],
      [3, 'NEW', ownSauce],
      [4, 'NEW', butter],
    ]);
    // Matched by hand to butter too: the later row is the duplicate.
    const twice = await preview(chunk(rows, { matches: [{ rowNumber: 3, ingredientId: butter }] }));
    expect(twice.rows.map((r) => r.status)).toEqual(['UNMATCHED', 'NEW', 'DUPLICATE']);

    const done = await importPrices(chunk(rows, { matches }));
    expect(done.saved).toBe(3);
    expect((await pricesOf(cream)).map((p) => [p.packSize, p.packPriceE4])).toEqual([[250, 21000]]);
    expect((await pricesOf(ownSauce)).map((p) => p.packPriceE4)).toEqual([140000]);
  });

  test('a kitchen cannot import a price onto another kitchen’s private ingredient, a deleted one or an unknown id', async () => {
    const theirs = await ownIngredient('Secret jus', KITCHEN_B);
    const gone = await ownIngredient('Old jus', KITCHEN_A);
    await h.models.ingredients.updateOne({ _id: new Types.ObjectId(gone) }, { $set: { _deleted: true } });
    const rows = [
      ['Jus', '1', 'l', '9', ''],
      ['Jus', '1', 'l', '9', ''],
      ['Jus', '1', 'l', '9', ''],
    ];
    const matches = [
      { rowNumber: 2, ingredientId: theirs },
      { rowNumber: 3, ingredientId: gone },
      { rowNumber: 4, ingredientId: 'not-an-id' },
    ];
    const refused = { field: 'name', message: t('en', 'importIngredientUnavailable') };
    for (const result of [await preview(chunk(rows, { matches })), await importPrices(chunk(rows, { matches }))]) {
      expect(result.rows.map((r) => [r.status, r.ingredientId, r.errors])).toEqual([
        ['INVALID', null, [refused]],
        ['INVALID', null, [refused]],
        ['INVALID', null, [refused]],
      ]);
    }
    expect(await pricesOf(theirs, KITCHEN_A)).toHaveLength(0);
    expect(await pricesOf(theirs, KITCHEN_B)).toHaveLength(0);
    // A super admin importing for kitchen A is held to what kitchen A may use.
    const forA = await importPrices(chunk(rows.slice(0, 1), { kitchenId: KITCHEN_A, matches: matches.slice(0, 1) }), as.superAdmin);
    expect([forA.saved, forA.rows[0]?.status]).toEqual([0, 'INVALID']);
    // In kitchen B's own import the same match is fine.
    const forB = await importPrices(chunk(rows.slice(0, 1), { kitchenId: KITCHEN_B, matches: matches.slice(0, 1) }), as.superAdmin);
    expect([forB.saved, forB.rows[0]?.ingredientId]).toEqual([1, theirs]);
  });

  test('a match must name a row of the chunk, once; the call is refused on it', async () => {
    const rows = [['Butter', '1', 'kg', '8', '']];
    for (const matches of [
      [{ rowNumber: 3, ingredientId: butter }],
      [
        { rowNumber: 2, ingredientId: butter },
        { rowNumber: 2, ingredientId: cream },
      ],
    ]) {
      const reply = await h.call(PREVIEW, { input: chunk(rows, { matches }) }, as.adminA);
      expect(codes(reply)).toEqual(['BAD_USER_INPUT']);
      expect(firstError(reply)?.extensions?.field).toMatch(/^matches\.\d\.rowNumber$/);
      expect(firstError(reply)?.message).toBe(t('en', 'importMatchRow'));
    }
    // A later chunk's rows are numbered as the file's.
    const later = await preview(chunk(rows, { firstRow: 500, matches: [{ rowNumber: 502, ingredientId: cream }] }));
    expect(later.rows.map((r) => [r.rowNumber, r.ingredientId])).toEqual([[502, cream]]);
  });
});

describe('the ingredients a row can be matched to', () => {
  test('the platform’s and the kitchen’s own by name without case or accents, bounded, never another kitchen’s', async () => {
    await ownIngredient('Crème de cassis maison', KITCHEN_A);
    await ownIngredient('Crème de cassis B', KITCHEN_B);
    await h.models.ingredients.insertMany(
      Array.from({ length: 30 }, (_, i) => ({ name: `Cremeux ${String(i).padStart(2, '0')}`, kitchenId: new Types.ObjectId(KITCHEN_A) })),
    );
    expect((await search('CREME DE CASSIS')).map((i) => i.name)).toEqual(['Crème de cassis maison']);
    expect((await search('cremeux')).length).toBe(20);
    expect((await search('cassis', as.superAdmin, KITCHEN_B)).map((i) => i.name)).toEqual(['Crème de cassis B']);
    expect((await search('butter')).map((i) => i.id)).toContain(butter);
    expect(codes(await h.call(SEARCH, { search: 'butter' }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(firstError(await h.call(SEARCH, { search: ' ' }, as.adminA))?.extensions?.field).toBe('search');
  });
});

describe('changed, on the price per kg, l or piece', () => {
  test('another pack size at the same price per kg is unchanged; a dearer one, or another yield, is changed with the price it replaces', async () => {
    const onion = await ownIngredient('Shallot', KITCHEN_A);
    await h.ok(RECORD, { input: { ingredientId: onion, supplier: 'Hanos', packSize: 1, packUnitId: kg, packPrice: '2.00' } }, as.adminA);
    const lines = [
      ['Shallot', '5', 'kg', '10.00', ''],
      ['Shallot', '500', 'g', '1.00', ''],
      ['Shallot', '5', 'kg', '12.50', ''],
      ['Shallot', '1', 'kg', '2.00', '80'],
    ];
    // One chunk takes one row per ingredient (the rest are duplicates): each line is compared on its own.
    const alone = await Promise.all(lines.map(async (line) => (await preview(chunk([line]))).rows[0]!));
    expect(alone.map((r) => r.status)).toEqual(['UNCHANGED', 'UNCHANGED', 'CHANGED', 'CHANGED']);
    const dearer = alone[2]!;
    expect(dearer.previousPackPrice).toBe('2.00');
    expect(dearer.previousPrice).toEqual({ packSize: 1, packPrice: '2.00', yieldPercent: 100, packUnit: { code: 'kg' } });
    expect(dearer.packUnit).toEqual({ code: 'kg', dimension: 'MASS', toBase: 1000 });
    expect([alone[3]!.yieldPercent, alone[3]!.previousPrice?.yieldPercent]).toEqual([80, 100]);
    expect(alone[1]!.packUnit?.code).toBe('g');
    // Another supplier's price at the same cost per kg is no change: NEW, recorded for this supplier.
    expect((await preview(chunk([['Shallot', '250', 'g', '0.50', '']], { supplier: 'Metro' }))).rows[0]?.status).toBe('NEW');
  });
});
