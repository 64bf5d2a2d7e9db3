import type { VersionContent, VersionLine } from '../src/versions/version-content';
import { diffVersions } from '../src/versions/version-diff';
import { wordParts } from '../src/versions/word-diff';

/** Issue #25, compare: the rules of a diff between two versions, on contents built by hand. */
const line = (ingredientsId: string, quantity: number, position = 1): VersionLine => ({
  position,
  ingredientsId,
  subRecipeId: null,
  subRecipeTitle: null,
  unitId: 'g',
  quantity,
  unitOfMeasure: 'g',
});

function content(
  lines: [string, VersionLine][],
  steps: [string, string, string | null][] = [],
  extra: Partial<VersionContent> = {},
): VersionContent {
  return {
    title: 'Béarnaise',
    description: null,
    coverPic: null,
    video: null,
    type: 'RECIPE',
    status: 'ACTIVE',
    categoryId: null,
    subCategoryId: null,
    isPrivate: false,
    cookIds: [],
    utensils: [],
    yieldValue: null,
    yieldUnitId: null,
    yieldUnitOfMeasure: null,
    notes: null,
    sellingPrice: null,
    vatRate: null,
    allergenIds: [],
    effectiveAllergenIds: [],
    mayContainAllergenIds: [],
    lineOrder: lines.map(([key]) => key),
    lines: Object.fromEntries(lines),
    stepOrder: steps.map(([key]) => key),
    steps: Object.fromEntries(steps.map(([key, title, description]) => [key, { title, description, image: null, video: null }])),
    ...extra,
  };
}

test('a line inserted at the top moves nothing else; a removed line shows where it was', () => {
  const from = content([
    ['a', line('butter', 250)],
    ['b', line('tarragon', 10)],
    ['c', line('shallot', 50)],
  ]);
  const to = content([
    ['n', line('egg', 60)],
    ['a', line('butter', 250)],
    ['c', line('shallot', 50)],
  ]);
  const diff = diffVersions(from, to);
  expect(diff.lines.map((l) => [l.kind, l.lineId])).toEqual([
    ['ADDED', 'n'],
    ['REMOVED', 'b'],
  ]);
});

test('a line dragged elsewhere is MOVED; moved and changed is CHANGED naming both', () => {
  const from = content([
    ['a', line('butter', 250)],
    ['b', line('tarragon', 10)],
    ['c', line('shallot', 50)],
  ]);
  const to = content([
    ['c', line('shallot', 50)],
    ['a', line('butter', 200)],
    ['b', line('tarragon', 10)],
  ]);
  const moved = diffVersions(from, to).lines.map((l) => [l.kind, l.lineId, l.changed]);
  // The smallest set of moves: the shallot went to the top; butter's quantity changed in place.
  expect(moved).toEqual([
    ['MOVED', 'c', ['position']],
    ['CHANGED', 'a', ['quantity']],
  ]);
  const swapped = diffVersions(content([['a', line('butter', 250)]]), content([['a', { ...line('lard', 250), unitId: 'kg' }]]));
  expect(swapped.lines[0]?.changed).toEqual(['ingredient', 'unit']);
});

test('steps: a word changed, a step added, a step removed, each numbered where a cook finds it', () => {
  const from = content(
    [],
    [
      ['s1', 'Reduce', 'Reduce the vinegar by half'],
      ['s2', 'Strain', null],
      ['s3', 'Mount', 'Whisk in the butter'],
    ],
  );
  const to = content(
    [],
    [
      ['s1', 'Reduce', 'Reduce the vinegar by two thirds'],
      ['s3', 'Mount', 'Whisk in the butter'],
      ['s4', 'Season', 'Add chopped tarragon'],
    ],
  );
  const diff = diffVersions(from, to);
  expect(diff.steps.map((s) => [s.kind, s.stepId, s.number])).toEqual([
    ['CHANGED', 's1', 1],
    ['REMOVED', 's2', 2],
    ['ADDED', 's4', 3],
  ]);
  expect(diff.steps[0]?.description.filter((p) => p.change !== 'SAME')).toEqual([
    { text: 'half', change: 'REMOVED' },
    { text: 'two thirds', change: 'ADDED' },
  ]);
  expect(diff.steps[2]?.description).toEqual([{ text: 'Add chopped tarragon', change: 'ADDED' }]);
  expect(wordParts('Same text', 'Same text')).toEqual([{ text: 'Same text', change: 'SAME' }]);
});

test('allergens gained and lost from the roll-up, other fields before → after, and no difference at all', () => {
  const from = content([], [], { effectiveAllergenIds: ['milk'], mayContainAllergenIds: ['nuts'], yieldValue: 4, cookIds: ['c1'] });
  const to = content([], [], { effectiveAllergenIds: ['egg'], mayContainAllergenIds: ['nuts'], yieldValue: 6, cookIds: ['c1', 'c2'] });
  const diff = diffVersions(from, to);
  expect([diff.allergensGained, diff.allergensLost, diff.mayContainGained, diff.mayContainLost]).toEqual([['egg'], ['milk'], [], []]);
  expect(diff.fields).toEqual([
    { field: 'yieldValue', before: '4', after: '6' },
    { field: 'cookIds', before: 'c1', after: 'c1, c2' },
  ]);
  expect(diffVersions(from, from)).toEqual({
    allergensGained: [],
    allergensLost: [],
    mayContainGained: [],
    mayContainLost: [],
    lines: [],
    steps: [],
    fields: [],
  });
});
