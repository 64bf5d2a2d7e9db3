import { Types } from 'mongoose';
import { seedCatalog } from '../src/seed';
import { as, codes, firstError, startHarness, type Harness } from './support';

/** Units that know what they measure: code, dimension, exact factor, translated name (README 'Units'). */
let h: Harness;
const DB = 'catalog_unit_dimensions';

beforeAll(async () => {
  h = await startHarness(DB);
});

afterAll(async () => {
  await h.stop();
});

const FIELDS = 'id name code dimension toBase status translations { en nl es de fr }';
const UNITS = `query ($filters: CatalogFilters) { getUnits(filters: $filters, sizePerPage: 100) { total records { ${FIELDS} } } }`;
const CREATE = `mutation ($input: UnitInput!) { CreateUnits(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUnitInput!) { UpdateUnits(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { DeleteUnits(id: $id) { code } }`;
const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Unit { id name code dimension toBase } } }`;

type Unit = {
  id: string;
  name: string;
  code: string | null;
  dimension: string;
  toBase: number | null;
  translations: Record<string, string>;
};
type Units = { getUnits: { total: number; records: Unit[] } };

const unitsIn = async (locale: 'en' | 'nl' | 'es' | 'de' | 'fr', search?: string) =>
  (await h.ok<Units>(UNITS, { filters: search ? { search } : {} }, as.cookA, { locale })).getUnits.records;
const byCode = (units: Unit[], code: string) => units.find((u) => u.code === code);
const unitId = async (code: string) => (await h.models.units.findOne({ code }).lean())?._id.toHexString() ?? '';
const outbox = async (id: string) =>
  (((await h.models.units.collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as { _outbox?: { type: string; payload: unknown }[] })
    ._outbox ?? [];

describe('the standard units', () => {
  test('are seeded with their code, dimension and exact factor', async () => {
    const units = await unitsIn('en');
    const table = Object.fromEntries(units.map((u) => [u.code, [u.dimension, u.toBase]]));
    expect(table).toEqual({
      g: ['MASS', 1],
      kg: ['MASS', 1000],
      mg: ['MASS', 0.001],
      oz: ['MASS', 28.349523125],
      lb: ['MASS', 453.59237],
      ml: ['VOLUME', 1],
      cl: ['VOLUME', 10],
      dl: ['VOLUME', 100],
      l: ['VOLUME', 1000],
      tsp: ['VOLUME', 5],
      tbsp: ['VOLUME', 15],
      cup: ['VOLUME', 250],
      'fl oz': ['VOLUME', 29.5735295625],
      piece: ['COUNT', 1],
      pcs: ['COUNT', 1],
      bunch: ['COUNT', null],
      pinch: ['COUNT', null],
      portion: ['COUNT', null],
      clove: ['COUNT', null],
      slice: ['COUNT', null],
    });
    // The base name is the code.
    expect(units.every((u) => u.name === u.code)).toBe(true);
  });

  test('are named in the reader’s language; symbols read the same in every one', async () => {
    const expected: Record<string, Record<string, string>> = {
      nl: {
        piece: 'stuk',
        bunch: 'bos',
        pinch: 'snufje',
        portion: 'portie',
        clove: 'teen',
        slice: 'plak',
        tsp: 'tl',
        tbsp: 'el',
        cup: 'kop',
      },
      de: {
        piece: 'Stück',
        bunch: 'Bund',
        pinch: 'Prise',
        portion: 'Portion',
        clove: 'Zehe',
        slice: 'Scheibe',
        tsp: 'TL',
        tbsp: 'EL',
        cup: 'Tasse',
      },
      fr: {
        piece: 'pièce',
        bunch: 'botte',
        pinch: 'pincée',
        portion: 'portion',
        clove: 'gousse',
        slice: 'tranche',
        tsp: 'c. à c.',
        tbsp: 'c. à s.',
        cup: 'tasse',
      },
      es: {
        piece: 'pieza',
        bunch: 'manojo',
        pinch: 'pizca',
        portion: 'ración',
        clove: 'diente',
        slice: 'rebanada',
        tsp: 'cdta',
        tbsp: 'cda',
        cup: 'taza',
      },
    };
    for (const [locale, names] of Object.entries(expected)) {
      const units = await unitsIn(locale as 'nl');
      for (const [code, name] of Object.entries(names)) expect([locale, code, byCode(units, code)?.name]).toEqual([locale, code, name]);
      for (const symbol of ['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'cl', 'dl', 'l', 'fl oz']) expect(byCode(units, symbol)?.name).toBe(symbol);
    }
    expect(byCode(await unitsIn('en'), 'piece')?.translations).toEqual({ en: 'piece', nl: 'stuk', es: 'pieza', de: 'Stück', fr: 'pièce' });
  });

  test('other subgraphs resolve a unit with its dimension and factor, named in the reader’s language', async () => {
    const reply = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: [{ __typename: 'Unit', id: await unitId('tbsp') }] }, as.adminB, {
      locale: 'de',
    });
    expect(reply._entities).toEqual([{ id: await unitId('tbsp'), name: 'EL', code: 'tbsp', dimension: 'VOLUME', toBase: 15 }]);
  });

  test('the text filter finds codes and translations too', async () => {
    expect((await unitsIn('en', 'stuk')).map((u) => u.code)).toEqual(['piece']);
    expect((await unitsIn('en', 'FL O')).map((u) => u.code)).toEqual(['fl oz']);
  });
});

describe('writing units', () => {
  test('only a super admin creates, changes or deletes one', async () => {
    const g = await unitId('g');
    for (const caller of [as.adminA, as.adminB, as.cookA]) {
      expect(codes(await h.call(CREATE, { input: { name: 'dash', dimension: 'VOLUME', toBase: 0.6 } }, caller))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(UPDATE, { id: g, input: { toBase: 2 } }, caller))).toEqual(['FORBIDDEN']);
      expect(codes(await h.call(DELETE, { id: g }, caller))).toEqual(['FORBIDDEN']);
    }
    expect(codes(await h.call(CREATE, { input: { name: 'dash' } }))).toEqual(['UNAUTHENTICATED']);
    expect((await h.models.units.findOne({ code: 'g' }).lean())?.toBase).toBe(1);
    expect(await h.models.units.countDocuments({ name: 'dash' })).toBe(0);
  });

  test('a new unit counts pieces unless told otherwise, and records UnitChanged with its whole state (no UnitCreated)', async () => {
    const sprig = (await h.ok<{ CreateUnits: Unit }>(CREATE, { input: { name: 'sprig', translations: { nl: 'takje' } } }, as.superAdmin))
      .CreateUnits;
    expect(sprig).toMatchObject({ code: null, dimension: 'COUNT', toBase: null, translations: { en: null, nl: 'takje' } });
    const cup = (
      await h.ok<{ CreateUnits: Unit }>(
        CREATE,
        { input: { name: 'US cup', code: ' US  Cup ', dimension: 'VOLUME', toBase: 236.5882365 } },
        as.superAdmin,
        { locale: 'nl' },
      )
    ).CreateUnits;
    expect(cup).toMatchObject({ name: 'US cup', code: 'us cup', dimension: 'VOLUME', toBase: 236.5882365 });
    expect(await outbox(cup.id)).toEqual([
      expect.objectContaining({
        type: 'UnitChanged',
        payload: { unitId: cup.id, code: 'us cup', name: 'US cup', dimension: 'VOLUME', toBase: 236.5882365 },
      }),
    ]);
  });

  test('factors and codes are checked, with messages in the reader’s language', async () => {
    const attempt = (input: Record<string, unknown>, locale: 'en' | 'nl' | 'es' | 'de' | 'fr' = 'en') =>
      h.call(CREATE, { input: { name: 'jug', ...input } }, as.superAdmin, { locale }).then(firstError);
    expect(await attempt({ dimension: 'VOLUME', toBase: 0 })).toMatchObject({
      message: 'Please enter a number above 0 and at most 1,000,000',
      extensions: { code: 'BAD_USER_INPUT', field: 'toBase' },
    });
    expect((await attempt({ dimension: 'MASS', toBase: -5 }, 'nl'))?.message).toBe('Vul een getal groter dan 0 en hoogstens 1.000.000 in');
    expect((await attempt({ dimension: 'MASS', toBase: 1_000_001 }))?.extensions?.field).toBe('toBase');
    expect(await attempt({ dimension: 'VOLUME' }, 'de')).toMatchObject({
      message: 'Eine Einheit für Masse oder Volumen braucht ihre Größe in g oder ml',
      extensions: { field: 'toBase' },
    });
    expect((await attempt({ dimension: 'MASS', toBase: null }))?.extensions?.field).toBe('toBase');
    expect(await attempt({ code: '1 jug' }, 'fr')).toMatchObject({
      message: 'Utilisez de 1 à 20 lettres, chiffres, espaces ou points, en commençant par une lettre',
      extensions: { field: 'code' },
    });
    expect(await attempt({ code: 'G', dimension: 'MASS', toBase: 1 }, 'es')).toMatchObject({
      message: 'Ya existe una unidad con este código',
      extensions: { field: 'code' },
    });
    expect((await attempt({ dimension: 'LENGTH' }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await h.models.units.countDocuments({ name: 'jug' })).toBe(0);
  });

  test('a change is checked against the whole new state and records UnitChanged with it', async () => {
    const created = (await h.ok<{ CreateUnits: Unit }>(CREATE, { input: { name: 'handful' } }, as.superAdmin)).CreateUnits;
    const id = created.id;
    // A count without a factor cannot become a volume without one; a mass cannot lose its factor.
    expect(firstError(await h.call(UPDATE, { id, input: { dimension: 'VOLUME' } }, as.superAdmin))?.extensions?.field).toBe('toBase');
    expect(firstError(await h.call(UPDATE, { id: await unitId('kg'), input: { toBase: null } }, as.superAdmin))?.extensions?.field).toBe(
      'toBase',
    );
    const updated = await h.ok<{ UpdateUnits: Unit }>(
      UPDATE,
      { id, input: { code: 'Handful', dimension: 'VOLUME', toBase: 40, translations: { de: 'Handvoll', nl: 'handvol' } } },
      as.superAdmin,
      { locale: 'de' },
    );
    expect(updated.UpdateUnits).toMatchObject({ name: 'Handvoll', code: 'handful', dimension: 'VOLUME', toBase: 40 });
    // Some translations sent: the others stay; '' clears the code; COUNT may drop its factor.
    const again = await h.ok<{ UpdateUnits: Unit }>(
      UPDATE,
      { id, input: { code: '', dimension: 'COUNT', toBase: null, translations: { nl: null } } },
      as.superAdmin,
    );
    expect(again.UpdateUnits).toMatchObject({ code: null, dimension: 'COUNT', toBase: null, translations: { de: 'Handvoll', nl: null } });
    expect((await outbox(id)).map((e) => e.payload)).toEqual([
      { unitId: id, code: null, name: 'handful', dimension: 'COUNT', toBase: null },
      { unitId: id, code: 'handful', name: 'handful', dimension: 'VOLUME', toBase: 40 },
      { unitId: id, code: null, name: 'handful', dimension: 'COUNT', toBase: null },
    ]);
    expect(firstError(await h.call(UPDATE, { id, input: { code: 'tsp' } }, as.superAdmin))?.extensions?.field).toBe('code');
  });
});

describe('the seed', () => {
  test('upgrades units an older seed left without code, filling only what is missing, and announces them', async () => {
    const cup = await unitId('cup');
    const tbsp = await unitId('tbsp');
    const before = await h.models.units.countDocuments();
    // As an older catalog left them: name only; the tablespoon with an admin's own factor and Dutch name.
    await h.models.units.collection.updateOne(
      { _id: new Types.ObjectId(cup) },
      { $unset: { code: '', dimension: '', toBase: '', translations: '', _outbox: '' } },
    );
    await h.models.units.collection.updateOne(
      { _id: new Types.ObjectId(tbsp) },
      { $unset: { code: '', _outbox: '' }, $set: { toBase: 14.8, 'translations.nl': 'eetlepel' } },
    );
    // Nothing is inserted: no second unit of either name.
    expect(await seedCatalog(h.mongo.uri, DB)).toBe(0);
    expect(await h.models.units.countDocuments()).toBe(before);

    const units = await unitsIn('nl');
    expect(units.find((u) => u.id === cup)).toMatchObject({ code: 'cup', dimension: 'VOLUME', toBase: 250, name: 'kop' });
    expect(units.find((u) => u.id === tbsp)).toMatchObject({
      code: 'tbsp',
      dimension: 'VOLUME',
      toBase: 14.8,
      name: 'eetlepel',
      translations: { en: 'tbsp', nl: 'eetlepel', es: 'cda', de: 'EL', fr: 'c. à s.' },
    });
    expect((await outbox(cup)).map((e) => e.payload)).toEqual([
      { unitId: cup, code: 'cup', name: 'cup', dimension: 'VOLUME', toBase: 250 },
    ]);
    expect((await outbox(tbsp)).map((e) => e.payload)).toEqual([
      { unitId: tbsp, code: 'tbsp', name: 'tbsp', dimension: 'VOLUME', toBase: 14.8 },
    ]);
    // Done: the next run changes nothing.
    await seedCatalog(h.mongo.uri, DB);
    expect(await outbox(cup)).toHaveLength(1);
  });
});
