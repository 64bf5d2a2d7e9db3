import { catalogueProblems } from '@brigade/service-kit';
import { CATALOGUE } from '../src/i18n/messages';

test("every interface language has every key of catalog's en.json, with the same placeholders", () => {
  expect(catalogueProblems({ catalog: CATALOGUE })).toEqual([]);
});

test('a language missing a key fails the check', () => {
  const { unitNotFound: _missing, ...danish } = CATALOGUE.da;
  expect(catalogueProblems({ catalog: { ...CATALOGUE, da: danish } })).toEqual(['catalog/da: missing "unitNotFound"']);
});
