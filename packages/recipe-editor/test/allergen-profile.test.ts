import { allergenProfile, groupProfile, type ProfileLine } from '../src/allergens/allergen-profile';

const gluten = { id: 'a1', name: 'Gluten' };
const milk = { id: 'a2', name: 'Milk' };
const fish = { id: 'a3', name: 'Fish' };
const ALL = [gluten, milk, fish];

const ingredient = (name: string, contains: string[], mayContain: string[], freeFrom: string[]): ProfileLine => ({
  kind: 'ingredient',
  name,
  statements: { allergenIds: contains, mayContainAllergenIds: mayContain, freeFromAllergenIds: freeFrom },
});
const statusBy = (profile: ReturnType<typeof allergenProfile>) =>
  Object.fromEntries(profile.map((e) => [e.allergen.name, [e.status, e.via]]));

test('contains wins over may contain, may contain over not checked, and not checked over free; via names the lines', () => {
  const lines = [
    ingredient('Flour', ['a1'], [], ['a2', 'a3']),
    ingredient('Chocolate', [], ['a2'], ['a1']),
    ingredient('Shallot', [], [], ['a1', 'a2']),
  ];
  expect(statusBy(allergenProfile(ALL, [], lines))).toEqual({
    Gluten: ['CONTAINS', ['Flour']],
    Milk: ['MAY_CONTAIN', ['Chocolate']],
    Fish: ['UNKNOWN', ['Chocolate', 'Shallot']],
  });
});

test('an allergen every line is free from is FREE; the recipe’s own allergens are contained whatever the lines say', () => {
  const lines = [ingredient('Water', [], [], ['a1', 'a2', 'a3']), ingredient('Salt', [], [], ['a1', 'a2', 'a3'])];
  expect(statusBy(allergenProfile(ALL, ['a3'], lines))).toEqual({
    Gluten: ['FREE', []],
    Milk: ['FREE', []],
    Fish: ['CONTAINS', []],
  });
});

test('the recipe names itself for its own allergens, as the service does', () => {
  const lines = [ingredient('Flour', ['a1'], [], ['a2', 'a3'])];
  expect(allergenProfile(ALL, ['a1', 'a2'], lines, 'Shortbread').map((e) => e.via)).toEqual([['Shortbread', 'Flour'], ['Shortbread'], []]);
});

test('a recipe without lines has nothing checked (its own allergens aside)', () => {
  expect(statusBy(allergenProfile(ALL, ['a1'], []))).toEqual({
    Gluten: ['CONTAINS', []],
    Milk: ['UNKNOWN', []],
    Fish: ['UNKNOWN', []],
  });
});

test('a sub-recipe line brings its own profile; an allergen its profile lacks (one the caller may not open) is not checked', () => {
  const sauce: ProfileLine = {
    kind: 'recipe',
    name: 'Red wine sauce',
    profile: [
      { allergen: gluten, status: 'MAY_CONTAIN', via: ['Brown stock'] },
      { allergen: milk, status: 'FREE', via: [] },
    ],
  };
  const lines = [ingredient('Butter', ['a2'], [], ['a1', 'a3']), sauce];
  const profile = allergenProfile(ALL, [], lines);
  expect(statusBy(profile)).toEqual({
    Gluten: ['MAY_CONTAIN', ['Red wine sauce']],
    Milk: ['CONTAINS', ['Butter']],
    Fish: ['UNKNOWN', ['Red wine sauce']],
  });
  const groups = groupProfile(profile);
  expect([groups.CONTAINS, groups.MAY_CONTAIN, groups.UNKNOWN, groups.FREE].map((g) => g.map((e) => e.allergen.name))).toEqual([
    ['Milk'],
    ['Gluten'],
    ['Fish'],
    [],
  ]);
});

test('the same ingredient twice is named once', () => {
  const lines = [ingredient('Flour', ['a1'], [], []), ingredient('Flour', ['a1'], [], [])];
  expect(allergenProfile([gluten], [], lines)[0]?.via).toEqual(['Flour']);
});
