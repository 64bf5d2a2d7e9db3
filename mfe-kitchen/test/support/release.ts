import {
  RECIPE_COST_CHANGE,
  RECIPE_COSTING,
  RECIPE_MENU,
  RECIPE_MENU_WITH_DRAFT,
  RECIPE_READS,
  RECIPE_RELEASE,
} from '@brigade/recipe-editor';
import { BLANK_RECIPE_DETAILS } from '../../../packages/recipe-editor/test/support/blank-recipe';
import { costing } from '../../../packages/recipe-editor/test/support/costing';

/** Review before release and reads (issue #25), as the services answer them; shared by both consoles' tests. */
const person = (id: string, fName: string, lName: string) => ({
  __typename: 'User',
  id,
  fName,
  lName,
  displayName: null,
  email: `${id}@k1.example`,
});
export const jean = person('ka2', 'Jean', 'Martin');
const [ana, bo, cleo] = [person('c1', 'Ana', 'Lopez'), person('c2', 'Bo', 'Berg'), person('c3', 'Cleo', 'Roy')];

export const bearnaise = (title = 'Béarnaise', notes: string | null = null) => ({
  __typename: 'RecipeMenu',
  id: 'r1',
  title,
  coverPic: null,
  type: 'RECIPE',
  status: 'ACTIVE',
  kitchenId: 'k1',
  isPrivate: false,
  order: 1,
  category: null,
  categoryId: null,
  updatedAt: null,
  ...BLANK_RECIPE_DETAILS,
  notes,
});

type Draft = { sentBack?: { comment: string } } | null;
/** Version 7 waits as a draft saved by Jean; cooks see 5. */
export const releaseMock = (draft: Draft = {}) => ({
  request: { query: RECIPE_RELEASE, variables: { id: 'r1' } },
  result: {
    data: {
      getRecipeMenuById: {
        __typename: 'RecipeMenu',
        id: 'r1',
        versionNumber: draft ? 7 : 5,
        releasedVersionNumber: draft ? 5 : 7,
        draft: draft && {
          __typename: 'RecipeDraft',
          version: 7,
          savedBy: jean,
          savedAt: '2026-11-20T10:00:00.000Z',
          note: 'More tarragon',
          sentBack: draft.sentBack
            ? { __typename: 'RecipeDraftReturn', comment: draft.sentBack.comment, at: '2026-11-21T10:00:00.000Z', by: jean }
            : null,
        },
      },
    },
  },
});

/** The draft's content: a new note for the cooks. */
export const withDraftMock = {
  request: { query: RECIPE_MENU_WITH_DRAFT, variables: { id: 'r1' } },
  result: {
    data: {
      getRecipeMenuById: {
        ...bearnaise(),
        versionNumber: 7,
        releasedVersionNumber: 5,
        draft: { __typename: 'RecipeDraft', version: 7, recipe: bearnaise('Béarnaise', 'Fold the tarragon in last') },
      },
    },
  },
};

const row = (user: object, readVersion: number | null, openedVersion: number | null, upToDate: boolean) => ({
  __typename: 'RecipeReadRow',
  userId: (user as { id: string }).id,
  user,
  readVersion,
  readAt: readVersion ? '2026-11-20T12:00:00.000Z' : null,
  openedVersion,
  openedAt: openedVersion ? '2026-11-20T11:00:00.000Z' : null,
  upToDate,
});
/** Of 3 cooks who may see it, Ana has not read version 5 (she read 4, last opened 3), Bo and Cleo have; none when `cooks` is 0. */
export const readsMock = (cooks: 0 | 3 = 3, readCount = 2) => ({
  request: { query: RECIPE_READS, variables: { recipeId: 'r1' } },
  result: {
    data: {
      getRecipeReads: {
        __typename: 'RecipeReads',
        version: 5,
        readCount: cooks ? readCount : 0,
        cookCount: cooks,
        cooks: cooks ? [row(ana, 4, 3, readCount === 3), row(bo, 5, 5, true), row(cleo, 5, 5, true)] : [],
      },
    },
  },
});

/** What the view page reads: the released recipe, its costs (admins), its release state and reads. */
export const viewMocks = (draft: Draft = {}, cooks: 0 | 3 = 3) => [
  { request: { query: RECIPE_MENU, variables: { id: 'r1' } }, result: { data: { getRecipeMenuById: bearnaise() } } },
  // The recipe itself, not null: a null here would stand for getRecipeMenuById(r1) in the cache once a mutation re-reads it.
  {
    request: { query: RECIPE_COSTING, variables: { id: 'r1', at: null } },
    result: { data: { getRecipeMenuById: costing() } },
    maxUsageCount: 3,
  },
  {
    request: { query: RECIPE_COST_CHANGE, variables: () => true },
    result: { data: { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', costChange: null } } },
    maxUsageCount: 3,
  },
  releaseMock(draft),
  readsMock(cooks),
];
