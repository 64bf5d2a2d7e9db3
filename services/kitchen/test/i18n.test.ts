import { catalogueProblems } from '@brigade/service-kit';
import { CATALOGUE } from '../src/i18n/messages';
import { firstError, startHarness, superAdmin, type Harness } from './support';

describe("the kitchen service's catalogue", () => {
  test('every interface language has every key of en.json, with the same placeholders', () => {
    expect(catalogueProblems({ kitchen: CATALOGUE })).toEqual([]);
  });

  test('a language missing a key fails the check', () => {
    const { colorInvalid: _missing, ...danish } = CATALOGUE.da;
    expect(catalogueProblems({ kitchen: { ...CATALOGUE, da: danish } })).toEqual(['kitchen/da: missing "colorInvalid"']);
  });
});

describe('a Danish user', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('kitchen_i18n');
  });
  afterAll(async () => {
    await h?.stop();
  });

  // The gateway signs the client's locale header into the claims (gateway/src/app.ts); the subgraph reads it from there.
  test('gets validation errors in Danish, naming the field', async () => {
    const create = `mutation ($i: CreateKitchenInput!) { CreateKitchen(input: $i) { id } }`;
    const country = await h.call(create, { i: { name: 'Kro', country: 'XX' } }, superAdmin, { locale: 'da-DK' });
    expect(firstError(country)).toMatchObject({
      message: 'Vælg et land fra listen',
      extensions: { code: 'BAD_USER_INPUT', field: 'country' },
    });
    const phone = await h.call(
      create,
      { i: { name: 'Kro', admin: { fName: 'A', lName: 'B', email: 'a@kro.test', phone: '12' } } },
      superAdmin,
      {
        locale: 'da',
      },
    );
    expect(firstError(phone)).toMatchObject({
      message: 'Indtast et gyldigt telefonnummer med landekode',
      extensions: { code: 'BAD_USER_INPUT', field: 'admin.phone' },
    });
  });

  test('gets the server’s own replies in Danish from the locale header', async () => {
    const res = await fetch(new URL('/nowhere', h.service.url), { headers: { locale: 'da' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: [{ message: 'Der er intet på denne adresse', extensions: { code: 'NOT_FOUND' } }] });
  });
});
