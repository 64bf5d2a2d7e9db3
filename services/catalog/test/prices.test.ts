import type { Caller, Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { announceExisting } from '../src/announcements/announce-existing';
import { t, type MessageKey } from '../src/i18n/messages';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { as, codes, event, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

/** Kitchens' purchase prices of ingredients, with their history (README 'Prices', issue #23). */
let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_prices');
  kg = await unitId('kg');
  litre = await unitId('l');
  piece = await unitId('piece');
  butter = await platform('Butter');
  onion = await platform('Onion');
});

afterAll(async () => {
  await h.stop();
});

const FIELDS =
  'id ingredientId kitchenId supplier supplierCode packDescription packSize packUnitId packPrice currency pricedOn yieldPercent createdAt updatedAt updatedBy';
const RECORD = `mutation ($input: IngredientPriceInput!) { RecordIngredientPrice(input: $input) { ${FIELDS} } }`;
const RECORD_NESTED = `mutation ($input: IngredientPriceInput!) {
  RecordIngredientPrice(input: $input) { id ingredient { id name } packUnit { id code name } } }`;
const UPDATE = `mutation ($id: ID!, $input: IngredientPriceInput!) { UpdateIngredientPrice(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { DeleteIngredientPrice(id: $id) }`;
const HISTORY = `query ($ingredientId: ID!, $kitchenId: ID) {
  getIngredientPrices(ingredientId: $ingredientId, kitchenId: $kitchenId) { ${FIELDS} } }`;
const CURRENT = `query ($kitchenId: ID, $ingredientIds: [ID!]) {
  getCurrentPrices(kitchenId: $kitchenId, ingredientIds: $ingredientIds) { ${FIELDS} } }`;
const CREATE_INGREDIENT = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id } }`;
const DELETE_INGREDIENT = `mutation ($id: ID!) { DeleteIngredients(id: $id) { code } }`;

type Price = {
  id: string;
  ingredientId: string;
  kitchenId: string;
  supplier: string | null;
  supplierCode: string | null;
  packDescription: string | null;
  packSize: number;
  packUnitId: string;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
};
type Event = { type: string; producer: string; aggregateId: string; kitchenId: string | null; payload: Record<string, unknown> };

let kg = '';
let litre = '';
let piece = '';
let butter = '';
let onion = '';

const userOf = (roles: ('ADMIN' | 'COOK' | 'SUPER_ADMIN')[], kitchenId: string | null): Caller => ({
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles,
  kitchenId,
  tokenVersion: 0,
});

async function unitId(code: string) {
  return (await h.models.units.findOne({ code }).lean())?._id.toHexString() ?? '';
}
async function platform(name: string) {
  return (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id.toHexString() ?? '';
}
const ownIngredient = async (caller: Caller, name: string) =>
  (await h.ok<{ CreateIngredients: { id: string } }>(CREATE_INGREDIENT, { input: { name } }, caller)).CreateIngredients.id;
const record = async (caller: Caller, input: Record<string, unknown>) =>
  (await h.ok<{ RecordIngredientPrice: Price }>(RECORD, { input: { packSize: 1, packUnitId: kg, packPrice: '1', ...input } }, caller))
    .RecordIngredientPrice;
const update = async (caller: Caller, id: string, input: Record<string, unknown>) =>
  (await h.ok<{ UpdateIngredientPrice: Price }>(UPDATE, { id, input }, caller)).UpdateIngredientPrice;
const history = async (caller: Caller, ingredientId: string, kitchenId?: string) =>
  (await h.ok<{ getIngredientPrices: Price[] }>(HISTORY, { ingredientId, kitchenId }, caller)).getIngredientPrices;
const current = async (caller: Caller, args: { kitchenId?: string; ingredientIds?: string[] } = {}) =>
  (await h.ok<{ getCurrentPrices: Price[] }>(CURRENT, args, caller)).getCurrentPrices;
const outbox = async (priceId: string): Promise<Event[]> =>
  (((await h.models.prices.collection.findOne({ _id: new Types.ObjectId(priceId) })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('recording a price', () => {
  test('worked example: a kitchen admin records a case of butter for their own kitchen, whatever kitchenId says', async () => {
    const price = await record(as.adminA, {
      kitchenId: KITCHEN_B,
      ingredientId: butter,
      supplier: ' Sligro ',
      supplierCode: 'SL-204711',
      packDescription: 'case of 40 × 250 g',
      packSize: 10,
      packUnitId: kg,
      packPrice: '84.5',
      currency: 'eur',
      pricedOn: '2025-10-01',
      yieldPercent: 98.5,
    });
    expect(price).toEqual({
      id: expect.any(String),
      ingredientId: butter,
      kitchenId: KITCHEN_A,
      supplier: 'Sligro',
      supplierCode: 'SL-204711',
      packDescription: 'case of 40 × 250 g',
      packSize: 10,
      packUnitId: kg,
      packPrice: '84.50',
      currency: 'EUR',
      pricedOn: '2025-10-01',
      yieldPercent: 98.5,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      updatedBy: as.adminA.kind === 'user' ? as.adminA.userId : null,
    });
    // Stored exactly: ten-thousandths of a euro, an integer.
    expect((await h.models.prices.findById(price.id).lean())?.packPriceE4).toBe(845000);
    expect(await outbox(price.id)).toEqual([
      expect.objectContaining({
        type: 'IngredientPriceRecorded',
        producer: 'catalog',
        aggregateId: butter,
        kitchenId: KITCHEN_A,
        payload: {
          priceId: price.id,
          ingredientId: butter,
          kitchenId: KITCHEN_A,
          supplier: 'Sligro',
          supplierCode: 'SL-204711',
          packSize: 10,
          packUnitId: kg,
          packPrice: '84.50',
          currency: 'EUR',
          pricedOn: '2025-10-01',
          yieldPercent: 98.5,
        },
      }),
    ]);
    expect(await history(as.adminA, butter)).toEqual([price]);
    expect(await history(as.superAdmin, butter, KITCHEN_A)).toEqual([price]);
  });

  test('defaults: EUR, today (UTC), 100 % usable, no supplier; the ingredient and unit resolve', async () => {
    const before = utcDay();
    const price = await record(as.adminA, { ingredientId: onion, packSize: 5, packUnitId: kg, packPrice: '3.95' });
    expect(price).toMatchObject({ currency: 'EUR', yieldPercent: 100, supplier: null, supplierCode: null, packDescription: null });
    expect([before, utcDay()]).toContain(price.pricedOn);
    const nested = await h.ok<{ RecordIngredientPrice: { ingredient: { name: string }; packUnit: { code: string; name: string } } }>(
      RECORD_NESTED,
      { input: { ingredientId: onion, packSize: 1, packUnitId: piece, packPrice: '0.25' } },
      as.adminA,
      { locale: 'nl' },
    );
    expect(nested.RecordIngredientPrice).toMatchObject({ ingredient: { name: 'Onion' }, packUnit: { code: 'piece', name: 'stuk' } });
  });

  test('money is exact: decimal text in, the same amount out, never a float', async () => {
    const cream = await ownIngredient(as.adminA, 'Exact cream');
    const cases: [string, string, number][] = [
      ['0.1', '0.10', 1000],
      ['0.2', '0.20', 2000],
      ['1.2345', '1.2345', 12345],
      ['12.3450', '12.345', 123450],
      ['0.0001', '0.0001', 1],
      ['007.5', '7.50', 75000],
      [' 19.99 ', '19.99', 199900],
      ['0', '0.00', 0],
      ['1000000', '1000000.00', 10000000000],
      ['1000000.0000', '1000000.00', 10000000000],
    ];
    for (const [sent, shown, stored] of cases) {
      const price = await record(as.adminA, { ingredientId: cream, packPrice: sent });
      expect(price.packPrice).toBe(shown);
      expect((await h.models.prices.findById(price.id).lean())?.packPriceE4).toBe(stored);
      expect((await outbox(price.id))[0]?.payload.packPrice).toBe(shown);
    }
    // 0.1 + 0.2 as recorded are exactly 0.30 together: integers of ten-thousandths add without a float's error.
    const tenths = await h.models.prices.find({ ingredientId: new Types.ObjectId(cream), packPriceE4: { $in: [1000, 2000] } }).lean();
    expect(tenths.reduce((sum, p) => sum + p.packPriceE4, 0)).toBe(3000);
  });

  test('the same Idempotency-Key records once and returns the first result', async () => {
    const meta = { idempotencyKey: 'price-retry-0000000001' };
    const input = { ingredientId: butter, packSize: 1, packUnitId: kg, packPrice: '9.10', pricedOn: '2024-05-05' };
    const first = await h.ok<{ RecordIngredientPrice: Price }>(RECORD, { input }, as.adminB, meta);
    const again = await h.ok<{ RecordIngredientPrice: Price }>(RECORD, { input }, as.adminB, meta);
    expect(again.RecordIngredientPrice.id).toBe(first.RecordIngredientPrice.id);
    expect(await h.models.prices.countDocuments({ kitchenId: new Types.ObjectId(KITCHEN_B), pricedOn: '2024-05-05' })).toBe(1);
    // Deleted since: a replay says it is gone, in the caller's language, rather than returning the price (#43).
    await h.ok(DELETE, { id: first.RecordIngredientPrice.id }, as.adminB);
    const replayed = await h.call(RECORD, { input }, as.adminB, { ...meta, locale: 'fr' });
    expect(replayed.data ?? null).toBeNull();
    expect(firstError(replayed)).toMatchObject({
      message: 'Ce que cette requête a créé a été supprimé depuis : renvoyez-la avec une nouvelle Idempotency-Key pour le recréer',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('validation', () => {
  const valid = () => ({ ingredientId: butter, packSize: 1, packUnitId: kg, packPrice: '1.00' });
  const attempt = async (input: Record<string, unknown>, caller: Caller = as.adminA, locale: Locale = 'en') =>
    firstError(await h.call(RECORD, { input: { ...valid(), ...input } }, caller, { locale }));
  const refused = (field: string, key: MessageKey, locale: Locale = 'en', values?: Record<string, number>) => ({
    message: t(locale, key, values),
    extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
  });

  test('ingredient, pack size, pack unit and pack price are required', async () => {
    for (const field of ['ingredientId', 'packSize', 'packUnitId', 'packPrice']) {
      expect(await attempt({ [field]: null })).toMatchObject(refused(field, 'required'));
    }
    expect(await attempt({ packPrice: '  ' })).toMatchObject(refused('packPrice', 'required'));
    expect(await attempt({ ingredientId: 'nope' })).toMatchObject(refused('ingredientId', 'idInvalid'));
    expect(await attempt({ packUnitId: '12' })).toMatchObject(refused('packUnitId', 'idInvalid'));
  });

  test('pack size from 0.001 to 1,000,000; usable yield above 0 and at most 100', async () => {
    for (const packSize of [0, -1, 5e-324, 1_000_000.5])
      expect(await attempt({ packSize })).toMatchObject(refused('packSize', 'packSizeInvalid'));
    for (const yieldPercent of [0, -5, 100.01]) {
      expect(await attempt({ yieldPercent })).toMatchObject(refused('yieldPercent', 'yieldInvalid'));
    }
    const edges = await record(as.adminA, { ingredientId: butter, packSize: 1_000_000, yieldPercent: 0.5, pricedOn: '2020-01-01' });
    expect(edges).toMatchObject({ packSize: 1_000_000, yieldPercent: 0.5 });
  });

  test('pack price: decimal text with a dot, 0 or more, at most 4 decimals, at most 1,000,000', async () => {
    for (const packPrice of ['-1', '1e3', '12,50', '1.23456', '1000000.0001', '1000001', '12.', '.5', 'abc', '€12', '1 000', 'NaN']) {
      expect([packPrice, await attempt({ packPrice })]).toEqual([packPrice, expect.objectContaining(refused('packPrice', 'priceInvalid'))]);
    }
  });

  test('the pack unit is a live unit', async () => {
    expect(await attempt({ packUnitId: new Types.ObjectId().toHexString() })).toMatchObject(refused('packUnitId', 'unitUnknown'));
    const sprig = (
      await h.ok<{ CreateUnits: { id: string } }>(
        `mutation ($input: UnitInput!) { CreateUnits(input: $input) { id } }`,
        { input: { name: 'price sprig' } },
        as.superAdmin,
      )
    ).CreateUnits.id;
    await h.ok(`mutation ($id: ID!) { DeleteUnits(id: $id) { code } }`, { id: sprig }, as.superAdmin);
    expect(await attempt({ packUnitId: sprig })).toMatchObject(refused('packUnitId', 'unitUnknown'));
  });

  test('currency: one of the offered ISO 4217 codes, any case', async () => {
    for (const currency of ['XYZ', 'JPY', 'euro', ''])
      expect(await attempt({ currency })).toMatchObject(refused('currency', 'choiceInvalid'));
    for (const currency of ['GBP', 'chf', ' sek ', 'USD', 'DKK', 'NOK', 'PLN', 'CZK', 'RON', 'BGN']) {
      expect((await record(as.adminA, { ingredientId: butter, currency, pricedOn: '2021-01-01' })).currency).toBe(
        currency.trim().toUpperCase(),
      );
    }
  });

  test('priced on: a real YYYY-MM-DD date, at most one day ahead (UTC)', async () => {
    for (const pricedOn of ['2026-02-30', '2025-13-01', '2025-1-5', '01/10/2025', '2025-10-01T00:00:00Z', 'yesterday']) {
      expect(await attempt({ pricedOn })).toMatchObject(refused('pricedOn', 'dateInvalid'));
    }
    expect(await attempt({ pricedOn: utcDay(2) })).toMatchObject(refused('pricedOn', 'pricedOnFuture'));
    expect((await record(as.adminA, { ingredientId: butter, pricedOn: utcDay(1) })).pricedOn).toBe(utcDay(1));
    expect((await record(as.adminA, { ingredientId: butter, pricedOn: '2024-02-29' })).pricedOn).toBe('2024-02-29');
  });

  test('supplier at most 100 characters, supplier code 50, pack description 100', async () => {
    expect(await attempt({ supplier: 'x'.repeat(101) })).toMatchObject(refused('supplier', 'tooLong', 'en', { max: 100 }));
    expect(await attempt({ supplierCode: 'x'.repeat(51) })).toMatchObject(refused('supplierCode', 'tooLong', 'en', { max: 50 }));
    expect(await attempt({ packDescription: 'x'.repeat(101) })).toMatchObject(refused('packDescription', 'tooLong', 'en', { max: 100 }));
    expect(await attempt({ supplier: 'Evil\u202Eco' })).toMatchObject(refused('supplier', 'controlCharacters'));
  });

  test('a super admin names the kitchen', async () => {
    expect(await attempt({}, as.superAdmin)).toMatchObject(refused('kitchenId', 'required'));
    expect(await attempt({ kitchenId: 'kitchen-a' }, as.superAdmin)).toMatchObject(refused('kitchenId', 'idInvalid'));
    expect(firstError(await h.call(HISTORY, { ingredientId: butter }, as.superAdmin))).toMatchObject(refused('kitchenId', 'required'));
    expect(firstError(await h.call(CURRENT, {}, as.superAdmin))).toMatchObject(refused('kitchenId', 'required'));
    const price = await record(as.superAdmin, { kitchenId: KITCHEN_B, ingredientId: butter, pricedOn: '2019-09-09' });
    expect(price).toMatchObject({ kitchenId: KITCHEN_B, ingredientId: butter });
  });

  test('nothing is stored when refused, and messages are in the caller’s language', async () => {
    const count = await h.models.prices.countDocuments();
    expect(await attempt({ packPrice: '12,50' }, as.adminA, 'nl')).toMatchObject(refused('packPrice', 'priceInvalid', 'nl'));
    expect(await attempt({ packSize: 0 }, as.adminA, 'es')).toMatchObject(refused('packSize', 'packSizeInvalid', 'es'));
    expect(await attempt({ pricedOn: utcDay(3) }, as.adminA, 'de')).toMatchObject(refused('pricedOn', 'pricedOnFuture', 'de'));
    expect(await attempt({ yieldPercent: 101 }, as.adminA, 'fr')).toMatchObject(refused('yieldPercent', 'yieldInvalid', 'fr'));
    expect(await h.models.prices.countDocuments()).toBe(count);
    const keys: MessageKey[] = [
      'packSizeInvalid',
      'priceInvalid',
      'dateInvalid',
      'pricedOnFuture',
      'yieldInvalid',
      'unitUnknown',
      'priceNotFound',
      'priceIngredientFixed',
    ];
    for (const locale of ['nl', 'es', 'de', 'fr'] as const) {
      for (const key of keys) expect(t(locale, key)).not.toBe(t('en', key));
    }
  });
});

describe('who sees and writes prices', () => {
  test('cooks are refused every price query and mutation; anonymous callers too; admins without a kitchen as well', async () => {
    const price = await record(as.adminA, { ingredientId: butter, pricedOn: '2023-03-03' });
    const input = { ingredientId: butter, packSize: 1, packUnitId: kg, packPrice: '1' };
    const calls: [string, Record<string, unknown>][] = [
      [HISTORY, { ingredientId: butter }],
      [CURRENT, {}],
      [RECORD, { input }],
      [UPDATE, { id: price.id, input: { packPrice: '2' } }],
      [DELETE, { id: price.id }],
    ];
    for (const [query, variables] of calls) {
      expect(codes(await h.call(query, variables, as.cookA))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(query, variables, as.adminWithoutKitchen))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(query, variables))).toEqual(['UNAUTHENTICATED']);
    }
    // Invalid input does not tell a cook anything either.
    expect(codes(await h.call(RECORD, { input: { packPrice: 'x' } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(await history(as.adminA, butter)).toContainEqual(expect.objectContaining({ id: price.id, packPrice: '1.00' }));
  });

  test('another kitchen’s prices and ingredients read and write exactly like ones that do not exist', async () => {
    const secret = await ownIngredient(as.adminA, 'Secret spice mix');
    const theirs = await record(as.adminA, { ingredientId: secret, packPrice: '42', pricedOn: '2025-01-01' });
    const missingId = new Types.ObjectId().toHexString();
    const notFound = async (query: string, variables: Record<string, unknown>) => {
      const error = firstError(await h.call(query, variables, as.adminB));
      expect(error?.extensions?.code).toBe('NOT_FOUND');
      return error?.message;
    };

    // A price of kitchen A, and one that never existed: the same answer.
    expect(await notFound(UPDATE, { id: theirs.id, input: { packPrice: '1' } })).toBe(
      await notFound(UPDATE, { id: missingId, input: { packPrice: '1' } }),
    );
    expect(await notFound(DELETE, { id: theirs.id })).toBe(await notFound(DELETE, { id: missingId }));
    expect(await notFound(UPDATE, { id: theirs.id, input: { packPrice: '1' } })).toBe(t('en', 'priceNotFound'));
    // Kitchen A's own ingredient, and one that never existed: the same answer.
    expect(await notFound(HISTORY, { ingredientId: secret })).toBe(await notFound(HISTORY, { ingredientId: missingId }));
    expect(await notFound(HISTORY, { ingredientId: secret, kitchenId: KITCHEN_A })).toBe(t('en', 'ingredientNotFound'));
    const input = { ingredientId: secret, packSize: 1, packUnitId: kg, packPrice: '1' };
    expect(await notFound(RECORD, { input })).toBe(await notFound(RECORD, { input: { ...input, ingredientId: missingId } }));
    // Naming kitchen A does not widen a kitchen admin's view: they get their own kitchen's.
    expect((await current(as.adminB, { kitchenId: KITCHEN_A })).every((p) => p.kitchenId === KITCHEN_B)).toBe(true);
    expect(await current(as.adminB, { kitchenId: KITCHEN_A, ingredientIds: [secret] })).toEqual([]);
    expect((await history(as.adminB, butter, KITCHEN_A)).map((p) => p.kitchenId)).not.toContain(KITCHEN_A);
    // A super admin recording for kitchen B cannot use kitchen A's ingredient either.
    const superAttempt = firstError(await h.call(RECORD, { input: { ...input, kitchenId: KITCHEN_B } }, as.superAdmin));
    expect(superAttempt?.extensions?.code).toBe('NOT_FOUND');

    // Nothing changed.
    expect(await history(as.adminA, secret)).toEqual([theirs]);
    expect(await outbox(theirs.id)).toHaveLength(1);
  });

  test('a super admin reads, changes and deletes any kitchen’s prices', async () => {
    const lemon = await ownIngredient(as.adminB, 'Amalfi lemons');
    const price = await record(as.adminB, {
      ingredientId: lemon,
      packSize: 12,
      packUnitId: piece,
      packPrice: '7.2',
      pricedOn: '2025-06-01',
    });
    expect(await history(as.superAdmin, lemon, KITCHEN_B)).toEqual([price]);
    expect(await current(as.superAdmin, { kitchenId: KITCHEN_B, ingredientIds: [lemon] })).toEqual([price]);
    // The kitchen must be one that sees the ingredient.
    expect(codes(await h.call(HISTORY, { ingredientId: lemon, kitchenId: KITCHEN_A }, as.superAdmin))).toEqual(['NOT_FOUND']);
    expect((await update(as.superAdmin, price.id, { packPrice: '7.80' })).packPrice).toBe('7.80');
    expect(await h.ok(DELETE, { id: price.id }, as.superAdmin)).toEqual({ DeleteIngredientPrice: true });
  });

  test('people of a deleted or paused kitchen change no prices; a super admin still manages a paused one, not a deleted one', async () => {
    const [paused, gone] = [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()];
    const [pausedAdmin, goneAdmin] = [userOf(['ADMIN'], paused), userOf(['ADMIN'], gone)];
    const pausedPrice = await record(pausedAdmin, { ingredientId: butter, pricedOn: '2025-02-02' });
    const gonePrice = await record(goneAdmin, { ingredientId: butter, pricedOn: '2025-02-02' });
    await record(goneAdmin, { ingredientId: onion, pricedOn: '2025-02-03' });
    const handlers = kitchenEventHandlers(h.models, h.catalog.connection);
    await handlers.KitchenStatusChanged(event('KitchenStatusChanged', { kitchenId: paused, status: 'PAUSED' }, paused));
    const deleted = event('KitchenDeleted', { kitchenId: gone }, gone);
    await handlers.KitchenDeleted(deleted);
    await handlers.KitchenDeleted(deleted);

    const input = { ingredientId: butter, packSize: 1, packUnitId: kg, packPrice: '1' };
    expect(codes(await h.call(RECORD, { input }, pausedAdmin))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE, { id: pausedPrice.id, input: { packPrice: '2' } }, pausedAdmin))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE, { id: pausedPrice.id }, pausedAdmin))).toEqual(['FORBIDDEN']);
    expect((await update(as.superAdmin, pausedPrice.id, { packPrice: '2' })).packPrice).toBe('2.00');
    expect((await record(as.superAdmin, { ...input, kitchenId: paused })).kitchenId).toBe(paused);

    // The deleted kitchen's prices went with it, without events; nobody records new ones into it.
    expect(await h.models.prices.countDocuments({ kitchenId: new Types.ObjectId(gone) })).toBe(0);
    expect(await h.models.prices.countDocuments({ _id: new Types.ObjectId(gonePrice.id) })).toBe(0);
    expect(codes(await h.call(RECORD, { input }, goneAdmin))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(RECORD, { input: { ...input, kitchenId: gone } }, as.superAdmin))).toEqual(['FORBIDDEN']);
    // Other kitchens keep theirs.
    expect(await h.models.prices.countDocuments({ kitchenId: new Types.ObjectId(paused) })).toBe(2);
    expect(await h.models.prices.countDocuments({ kitchenId: new Types.ObjectId(KITCHEN_A) })).toBeGreaterThan(0);
  });
});

describe('history and the current price', () => {
  test('newest purchase date first, then newest recorded; the current price is the first of the history', async () => {
    const shallots = await ownIngredient(as.adminA, 'Shallots (history)');
    const leeks = await ownIngredient(as.adminA, 'Leeks (history)');
    const october = await record(as.adminA, { ingredientId: shallots, packPrice: '2.00', pricedOn: '2025-10-01' });
    const november = await record(as.adminA, { ingredientId: shallots, packPrice: '2.20', pricedOn: '2025-11-01' });
    const novemberLater = await record(as.adminA, { ingredientId: shallots, packPrice: '2.30', pricedOn: '2025-11-01' });
    const september = await record(as.adminA, { ingredientId: shallots, packPrice: '1.90', pricedOn: '2025-09-01' });
    const leekPrice = await record(as.adminA, { ingredientId: leeks, packPrice: '1.10', pricedOn: '2025-12-01' });
    // Another kitchen's price of the same platform ingredient never mixes in.
    await record(as.adminB, { ingredientId: onion, packPrice: '99', pricedOn: '2026-01-01' });

    const ids = (prices: Price[]) => prices.map((p) => p.id);
    expect(ids(await history(as.adminA, shallots))).toEqual([novemberLater.id, november.id, october.id, september.id]);
    expect(await current(as.adminA, { ingredientIds: [shallots, leeks] })).toEqual([leekPrice, novemberLater]);
    expect(await current(as.adminA, { ingredientIds: [shallots] })).toEqual([novemberLater]);
    const all = await current(as.adminA);
    expect(all.filter((p) => [shallots, leeks].includes(p.ingredientId))).toEqual([leekPrice, novemberLater]);
    expect(new Set(all.map((p) => p.ingredientId)).size).toBe(all.length);
    expect(all.every((p) => p.kitchenId === KITCHEN_A)).toBe(true);
    // Newest pricedOn first across ingredients.
    expect(all.map((p) => p.pricedOn)).toEqual([...all.map((p) => p.pricedOn)].sort().reverse());

    // Re-dating the current one makes the other November price current; deleting that one, October's.
    await update(as.adminA, novemberLater.id, { pricedOn: '2025-08-01' });
    expect(ids(await current(as.adminA, { ingredientIds: [shallots] }))).toEqual([november.id]);
    await h.ok(DELETE, { id: november.id }, as.adminA);
    expect(ids(await current(as.adminA, { ingredientIds: [shallots] }))).toEqual([october.id]);
    expect(ids(await history(as.adminA, shallots))).toEqual([october.id, september.id, novemberLater.id]);
  });

  test('getCurrentPrices names at most 500 ingredients; unknown and unpriced ones are absent', async () => {
    const many = Array.from({ length: 501 }, () => new Types.ObjectId().toHexString());
    expect(firstError(await h.call(CURRENT, { ingredientIds: many }, as.adminA))).toMatchObject({
      message: t('en', 'tooMany', { max: 500 }),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'ingredientIds' }),
    });
    expect(firstError(await h.call(CURRENT, { ingredientIds: ['x'] }, as.adminA))?.extensions?.field).toBe('ingredientIds.0');
    expect(await current(as.adminA, { ingredientIds: many.slice(0, 500) })).toEqual([]);
    expect(await current(as.adminA, { ingredientIds: [] })).toEqual([]);
  });
});

describe('changing and deleting a price', () => {
  test('fields given change and the whole state is announced; what the event does not carry announces nothing', async () => {
    const flour = await ownIngredient(as.adminA, 'Stone-ground flour');
    const price = await record(as.adminA, {
      ingredientId: flour,
      supplier: 'Mill & Co',
      supplierCode: 'MC-25',
      packDescription: 'sack of 25 kg',
      packSize: 25,
      packPrice: '31.25',
      pricedOn: '2025-09-15',
    });
    const changed = await update(as.adminA, price.id, {
      kitchenId: KITCHEN_B,
      ingredientId: flour,
      packPrice: '32.5',
      packSize: 24.5,
      packUnitId: kg,
      yieldPercent: 97,
      supplierCode: null,
    });
    expect(changed).toMatchObject({
      id: price.id,
      kitchenId: KITCHEN_A,
      ingredientId: flour,
      supplier: 'Mill & Co',
      supplierCode: null,
      packDescription: 'sack of 25 kg',
      packSize: 24.5,
      packPrice: '32.50',
      currency: 'EUR',
      pricedOn: '2025-09-15',
      yieldPercent: 97,
      createdAt: price.createdAt,
    });
    expect((await outbox(price.id)).map((e) => e.type)).toEqual(['IngredientPriceRecorded', 'IngredientPriceRecorded']);
    expect((await outbox(price.id)).at(-1)).toMatchObject({
      aggregateId: flour,
      kitchenId: KITCHEN_A,
      payload: {
        priceId: price.id,
        ingredientId: flour,
        kitchenId: KITCHEN_A,
        supplier: 'Mill & Co',
        supplierCode: null,
        packSize: 24.5,
        packUnitId: kg,
        packPrice: '32.50',
        currency: 'EUR',
        pricedOn: '2025-09-15',
        yieldPercent: 97,
      },
    });

    // The pack description is not in the event; the same values again are no change.
    expect((await update(as.adminA, price.id, { packDescription: 'sack', packPrice: '32.5000' })).packDescription).toBe('sack');
    expect(await outbox(price.id)).toHaveLength(2);
    // null leaves the fields every price has; '' clears a supplier.
    expect(await update(as.adminA, price.id, { packSize: null, packPrice: null, currency: null, supplier: '' })).toMatchObject({
      packSize: 24.5,
      packPrice: '32.50',
      currency: 'EUR',
      supplier: null,
    });
    expect((await outbox(price.id)).at(-1)?.payload).toMatchObject({ supplier: null, packPrice: '32.50' });
    const units = await update(as.adminA, price.id, { packUnitId: litre, currency: 'gbp' });
    expect(units).toMatchObject({ packUnitId: litre, currency: 'GBP' });
    expect((await outbox(price.id)).at(-1)?.payload).toMatchObject({ packUnitId: litre, currency: 'GBP' });
  });

  test('updates are validated like records; the ingredient never changes', async () => {
    const price = await record(as.adminA, { ingredientId: butter, packPrice: '5', pricedOn: '2022-02-02' });
    const refusedOn = async (input: Record<string, unknown>) => firstError(await h.call(UPDATE, { id: price.id, input }, as.adminA));
    expect(await refusedOn({ ingredientId: onion })).toMatchObject({
      message: t('en', 'priceIngredientFixed'),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'ingredientId' }),
    });
    expect((await refusedOn({ packPrice: '5.00001' }))?.extensions?.field).toBe('packPrice');
    expect((await refusedOn({ packSize: 0 }))?.extensions?.field).toBe('packSize');
    expect((await refusedOn({ pricedOn: utcDay(2) }))?.extensions?.field).toBe('pricedOn');
    expect((await refusedOn({ yieldPercent: 0 }))?.extensions?.field).toBe('yieldPercent');
    expect((await refusedOn({ currency: 'JPY' }))?.extensions?.field).toBe('currency');
    expect((await refusedOn({ packUnitId: new Types.ObjectId().toHexString() }))?.extensions?.field).toBe('packUnitId');
    expect(await history(as.adminA, butter)).toContainEqual(expect.objectContaining({ id: price.id, packPrice: '5.00' }));
    expect(await outbox(price.id)).toHaveLength(1);
  });

  test('deleting one records IngredientPriceDeleted; it is gone from every read at once', async () => {
    const veal = await ownIngredient(as.adminA, 'Veal bones');
    const older = await record(as.adminA, { ingredientId: veal, packPrice: '3', pricedOn: '2025-01-01' });
    const newer = await record(as.adminA, { ingredientId: veal, packPrice: '4', pricedOn: '2025-02-01' });
    expect(await h.ok(DELETE, { id: newer.id }, as.adminA)).toEqual({ DeleteIngredientPrice: true });
    const doc = (await h.models.prices.collection.findOne({ _id: new Types.ObjectId(newer.id) })) as { _deleted?: boolean } | null;
    expect(doc?._deleted).toBe(true);
    expect((await outbox(newer.id)).at(-1)).toMatchObject({
      type: 'IngredientPriceDeleted',
      producer: 'catalog',
      aggregateId: veal,
      kitchenId: KITCHEN_A,
      payload: { priceId: newer.id, ingredientId: veal, kitchenId: KITCHEN_A },
    });
    expect(await history(as.adminA, veal)).toEqual([older]);
    expect(await current(as.adminA, { ingredientIds: [veal] })).toEqual([older]);
    expect(codes(await h.call(UPDATE, { id: newer.id, input: { packPrice: '5' } }, as.adminA))).toEqual(['NOT_FOUND']);
    expect(codes(await h.call(DELETE, { id: newer.id }, as.adminA))).toEqual(['NOT_FOUND']);
  });

  test("an ingredient's deletion takes every kitchen's prices of it, without events", async () => {
    const herbs = await ownIngredient(as.superAdmin, 'Platform herb mix');
    const a = await record(as.adminA, { ingredientId: herbs, pricedOn: '2025-03-03' });
    await record(as.adminB, { ingredientId: herbs, pricedOn: '2025-03-04' });
    const other = await record(as.adminA, { ingredientId: butter, pricedOn: '2025-03-05' });
    await h.ok(DELETE_INGREDIENT, { id: herbs }, as.superAdmin);
    expect(await h.models.prices.countDocuments({ ingredientId: new Types.ObjectId(herbs) })).toBe(0);
    expect(await h.models.prices.countDocuments({ _id: new Types.ObjectId(other.id) })).toBe(1);
    expect(codes(await h.call(HISTORY, { ingredientId: herbs }, as.adminA))).toEqual(['NOT_FOUND']);
    expect((await current(as.adminA)).map((p) => p.id)).not.toContain(a.id);
  });
});

test('a database announced before prices announces every price, as IngredientPriceRecorded', async () => {
  const price = await record(as.adminA, { ingredientId: onion, packPrice: '0.85', pricedOn: '2025-05-05', supplier: 'Market' });
  const announcements = h.models.categories.db.collection<{ _id: string }>('announcements');
  await announcements.deleteMany({});
  await announcements.insertOne({ _id: 'vocabulary-v2' });
  await h.models.prices.collection.updateMany({}, { $unset: { _outbox: '' } });

  expect(await announceExisting(h.models)).toBeGreaterThan(0);
  expect(await outbox(price.id)).toEqual([
    expect.objectContaining({
      type: 'IngredientPriceRecorded',
      aggregateId: onion,
      kitchenId: KITCHEN_A,
      payload: expect.objectContaining({ priceId: price.id, packPrice: '0.85', supplier: 'Market', pricedOn: '2025-05-05' }),
    }),
  ]);
  // Deleted ones are not announced again.
  const deleted = await h.models.prices.collection.countDocuments({ _deleted: true, '_outbox.0': { $exists: true } });
  expect(deleted).toBe(0);
  expect(await announceExisting(h.models)).toBe(0);
});
