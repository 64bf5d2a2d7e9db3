import { catalogueProblems } from '@brigade/service-kit';
import { CATALOGUE } from '../src/i18n/messages';

test("every interface language has every key of identity's en.json, with the same placeholders", () => {
  expect(catalogueProblems({ identity: CATALOGUE })).toEqual([]);
});

test('a language missing a key fails the check', () => {
  const { invalidCredentials: _missing, ...danish } = CATALOGUE.da;
  expect(catalogueProblems({ identity: { ...CATALOGUE, da: danish } })).toEqual(['identity/da: missing "invalidCredentials"']);
});
