import { catalogueProblems } from '@brigade/service-kit';
import { CATALOGUE } from '../src/i18n/messages';

test("every interface language has every key of billing's en.json, with the same placeholders", () => {
  expect(catalogueProblems({ billing: CATALOGUE })).toEqual([]);
});

test('a language missing a key fails the check', () => {
  const { planNotFound: _missing, ...danish } = CATALOGUE.da;
  expect(catalogueProblems({ billing: { ...CATALOGUE, da: danish } })).toEqual(['billing/da: missing "planNotFound"']);
});
