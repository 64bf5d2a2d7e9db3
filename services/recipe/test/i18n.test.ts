import { catalogueProblems } from '@brigade/service-kit';
import { CATALOGUE } from '../src/i18n/messages';

test("every interface language has every key of recipe's en.json, with the same placeholders", () => {
  expect(catalogueProblems({ recipe: CATALOGUE })).toEqual([]);
});

test('a language missing a key fails the check', () => {
  const { recipeNotFound: _missing, ...danish } = CATALOGUE.da;
  expect(catalogueProblems({ recipe: { ...CATALOGUE, da: danish } })).toEqual(['recipe/da: missing "recipeNotFound"']);
});
