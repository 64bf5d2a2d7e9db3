import { COMPARE_RECIPE_VERSIONS, RECIPE_VERSIONS, type RecipeVersionDiff } from '../../src/graphql/versions';

const chef = { __typename: 'User', id: 'ka1', fName: 'Marie', lName: 'Dubois', displayName: null, email: 'marie@k1.example' };

/** A save as getRecipeVersions lists it: by Marie Dubois, on 1 November 2026 at 9:`number` UTC. */
type Release = { draft?: boolean; releasedAt?: string | null; releasedBy?: typeof chef | null; releaseNote?: string | null };
export const version = (number: number, extra: { note?: string | null; restoredFrom?: number | null } & Release = {}) => ({
  __typename: 'RecipeVersion',
  number,
  savedAt: new Date(Date.UTC(2026, 10, 1, 9, number)).toISOString(),
  savedById: chef.id,
  savedBy: chef,
  note: extra.note ?? null,
  restoredFrom: extra.restoredFrom ?? null,
  draft: extra.draft ?? false,
  releasedAt: extra.releasedAt ?? null,
  releasedBy: extra.releasedBy ?? null,
  releaseNote: extra.releaseNote ?? null,
});

/** Another admin of kitchen k1, who releases drafts in the tests. */
export const sousChef = { __typename: 'User', id: 'ka2', fName: 'Jean', lName: 'Martin', displayName: null, email: 'jean@k1.example' };

/** The numbers `from` down to `to`, newest first. */
export const versionsDown = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => version(from - index));

/** One page of recipe r1's history, whose newest version is `current`. */
export const versionsMock = (page: number, records: object[], current: number, sizePerPage = 20) => ({
  request: { query: RECIPE_VERSIONS, variables: { recipeId: 'r1', pageNo: page, sizePerPage } },
  result: {
    data: {
      getRecipeVersions: { __typename: 'RecipeVersionPage', records, total: current },
      getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', title: 'Béarnaise', versionNumber: current },
    },
  },
});

/** Builders of a comparison's parts, as the API answers them (the consoles' tests use them too). */
export const allergen = (id: string, name: string) => ({ __typename: 'Allergen', id, name });
const grams = { __typename: 'Unit', id: 'u1', name: 'g' };
export const line = (ingredientId: string, name: string, quantity: number) => ({
  __typename: 'RecipeVersionLine',
  ingredient: { __typename: 'Ingredient', id: ingredientId, name },
  unit: grams,
  subRecipeId: null,
  subRecipeTitle: null,
  quantity,
  unitOfMeasure: 'g',
});
export const text = (part: string, change: 'SAME' | 'ADDED' | 'REMOVED') => ({ __typename: 'TextChange', text: part, change });

type Typed = { __typename: string };

export const noDifferences = (from: number, to: number): RecipeVersionDiff & Typed => ({
  __typename: 'RecipeVersionDiff',
  from,
  to,
  allergensGained: [],
  allergensLost: [],
  mayContainGained: [],
  mayContainLost: [],
  lines: [],
  steps: [],
  fields: [],
});

/** Béarnaise from `from` to `to`: celery in, milk out, more tarragon, chervil added, shallot gone, step 2 reworded, a bigger yield. */
export const bearnaiseDiff = (from: number, to: number) => ({
  ...noDifferences(from, to),
  allergensGained: [allergen('a9', 'Celery')],
  allergensLost: [allergen('a2', 'Milk')],
  mayContainGained: [allergen('a7', 'Mustard')],
  lines: [
    {
      __typename: 'RecipeLineChange',
      kind: 'CHANGED',
      lineId: 'l1',
      before: line('i5', 'Tarragon', 10),
      after: line('i5', 'Tarragon', 15),
      changed: ['quantity'],
    },
    { __typename: 'RecipeLineChange', kind: 'ADDED', lineId: 'l4', before: null, after: line('i6', 'Chervil', 5), changed: [] },
    { __typename: 'RecipeLineChange', kind: 'REMOVED', lineId: 'l2', before: line('i7', 'Shallot', 30), after: null, changed: [] },
  ],
  steps: [
    {
      __typename: 'RecipeStepChange',
      kind: 'CHANGED',
      stepId: 'st2',
      number: 2,
      before: { __typename: 'RecipeStep', title: 'Reduce', description: 'Reduce the vinegar by half' },
      after: { __typename: 'RecipeStep', title: 'Reduce', description: 'Reduce the vinegar by two thirds' },
      title: [text('Reduce', 'SAME')],
      description: [text('Reduce the vinegar by ', 'SAME'), text('half', 'REMOVED'), text('two thirds', 'ADDED')],
    },
  ],
  fields: [{ __typename: 'RecipeFieldChange', field: 'yieldValue', before: '4', after: '6' }],
});

export const compareMock = (from: number, to: number, diff: object = bearnaiseDiff(from, to)) => ({
  request: { query: COMPARE_RECIPE_VERSIONS, variables: { recipeId: 'r1', from, to } },
  result: { data: { compareRecipeVersions: diff } },
});
