import { Types } from 'mongoose';
import { STANDARD_UNITS } from '../src/seed';
import { as, codes, firstError, startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_units');
});

afterAll(async () => {
  await h.stop();
});

const UNITS = `query ($pageNo: Int, $sizePerPage: Int, $filters: CatalogFilters) {
  getUnits(pageNo: $pageNo, sizePerPage: $sizePerPage, filters: $filters) { total records { id name status } } }`;
const CREATE = `mutation ($input: UnitInput!) { CreateUnits(input: $input) { id name status updatedBy } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUnitInput!) { UpdateUnits(id: $id, input: $input) { name status } }`;
const DELETE = `mutation ($id: ID!) { DeleteUnits(id: $id) { code message } }`;

type Units = { getUnits: { total: number; records: { id: string; name: string; status: string }[] } };

test('getUnits pages through the seeded units by name and reports the total', async () => {
  const first = await h.ok<Units>(UNITS, { pageNo: 1, sizePerPage: 4 }, as.cookA);
  const third = await h.ok<Units>(UNITS, { pageNo: 3, sizePerPage: 4 }, as.cookA);
  const sorted = STANDARD_UNITS.map((u) => u.code).sort();
  expect(first.getUnits.total).toBe(STANDARD_UNITS.length);
  expect(first.getUnits.records.map((u) => u.name)).toEqual(sorted.slice(0, 4));
  expect(third.getUnits.records.map((u) => u.name)).toEqual(sorted.slice(8, 12));
  const search = await h.ok<Units>(UNITS, { filters: { search: 'SP' } }, as.cookA);
  expect(search.getUnits.records.map((u) => u.name)).toEqual(['tbsp', 'tsp']);
});

test('getUnits asks anonymous callers to sign in and refuses a page size over 100', async () => {
  expect(codes(await h.call(UNITS))).toEqual(['UNAUTHENTICATED']);
  expect(codes(await h.call(UNITS, { sizePerPage: 500 }, as.cookA))).toEqual(['BAD_USER_INPUT']);
});

test('only a super admin writes units', async () => {
  for (const caller of [as.adminA, as.cookA])
    expect(codes(await h.call(CREATE, { input: { name: 'drop' } }, caller))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(CREATE, { input: { name: 'drop' } }))).toEqual(['UNAUTHENTICATED']);
  const g = (await h.models.units.findOne({ name: 'g' }).lean())?._id.toHexString();
  expect(codes(await h.call(DELETE, { id: g }, as.adminA))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(UPDATE, { id: g, input: { name: 'gram' } }, as.adminB))).toEqual(['FORBIDDEN']);
});

test('a super admin creates, renames, pauses and deletes a unit; names are unique in any case', async () => {
  const created = await h.ok<{ CreateUnits: { id: string; name: string; status: string; updatedBy: string } }>(
    CREATE,
    { input: { name: ' drop ' } },
    as.superAdmin,
  );
  expect(created.CreateUnits).toMatchObject({ name: 'drop', status: 'ACTIVE', updatedBy: (as.superAdmin as { userId: string }).userId });
  expect(firstError(await h.call(CREATE, { input: { name: 'KG' } }, as.superAdmin))).toMatchObject({
    message: 'A unit with this name already exists',
    extensions: { code: 'BAD_USER_INPUT', field: 'name' },
  });
  const id = created.CreateUnits.id;
  expect(firstError(await h.call(UPDATE, { id, input: { name: 'ML' } }, as.superAdmin))?.extensions?.field).toBe('name');
  expect(
    (
      await h.ok<{ UpdateUnits: { name: string; status: string } }>(
        UPDATE,
        { id, input: { name: 'dash', status: 'PAUSED' } },
        as.superAdmin,
      )
    ).UpdateUnits,
  ).toEqual({ name: 'dash', status: 'PAUSED' });
  expect(firstError(await h.call(UPDATE, { id, input: { status: 'GONE' } }, as.superAdmin))?.extensions?.code).toBe('BAD_USER_INPUT');
  const reply = await h.ok<{ DeleteUnits: { code: number; message: string } }>(DELETE, { id }, as.superAdmin, { locale: 'nl' });
  expect(reply.DeleteUnits).toEqual({ code: 200, message: 'De eenheid is verwijderd' });
  expect(firstError(await h.call(DELETE, { id }, as.superAdmin))).toMatchObject({
    message: 'Unit not found',
    extensions: { code: 'NOT_FOUND' },
  });
  expect(codes(await h.call(DELETE, { id: new Types.ObjectId().toHexString() }, as.superAdmin))).toEqual(['NOT_FOUND']);
});
