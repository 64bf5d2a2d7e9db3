import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { line as versionLine, noDifferences } from '@brigade/test-kit/fixtures/recipe-versions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRAFTS_WAITING } from '../src/dashboard/DraftsWaiting';
import { RECENT_CHANGES } from '../src/dashboard/queries';
import { LINE_CARDS, LINE_DRAFT, LINE_RECIPE, LINE_VISIBLE_TOTAL, RECIPE_NOTICES } from '../src/line/queries';
import type { LineRecipeQuery, MyRecipeNoticesQuery } from '../src/__generated__/graphql';
import { kitchenPlanMock } from './support/plan';
import { COOK, renderConsole } from './support/render';

/*
 * Issue #45: the chef's release note reaches the cooks above the automatic changes; an admin previews a
 * waiting draft in the cook's own view; the dashboard lists the drafts waiting for release.
 */

type Recipe = Answer<NonNullable<LineRecipeQuery['getRecipeMenuById']>>;
type Notice = Answer<MyRecipeNoticesQuery['getMyRecipeNotices'][number]>;

const grams = { __typename: 'Unit', id: 'u-g', name: 'g', code: 'g' };
const codDiff = {
  ...noDifferences(3, 5),
  lines: [
    {
      __typename: 'RecipeLineChange',
      kind: 'CHANGED',
      lineId: 'l1',
      before: versionLine('i1', 'Cod', 160),
      after: versionLine('i1', 'Cod', 180),
      changed: ['quantity'],
    },
  ],
} satisfies NonNullable<Recipe['changesSinceMyRead']>;
const notes = [
  {
    __typename: 'RecipeReleaseNote',
    version: 5,
    note: 'Cod now 180 g; mustard in the crust: tell the floor',
    at: '2026-11-20T10:00:00.000Z',
  },
  { __typename: 'RecipeReleaseNote', version: 4, note: 'Less salt in the crust', at: '2026-11-19T10:00:00.000Z' },
];
const cod = (more: Partial<Recipe> = {}): Recipe => ({
  __typename: 'RecipeMenu',
  id: 'r1',
  title: 'Cod with mustard crust',
  description: null,
  coverPic: null,
  video: null,
  type: 'MENU',
  category: null,
  utensils: [],
  yieldValue: 1,
  yieldUnitOfMeasure: 'portion',
  yieldUnit: null,
  scaledYieldValue: null,
  notes: null,
  steps: [{ __typename: 'RecipeStep', id: 's1', title: 'Bake', description: 'Bake the cod for 8 minutes', image: null, video: null }],
  allergenProfile: [],
  ingredients: [
    {
      __typename: 'RecipeIngredient',
      id: 'l1',
      position: 1,
      ingredientsId: 'i1',
      ingredient: { __typename: 'Ingredient', id: 'i1', name: 'Cod' },
      subRecipeId: null,
      subRecipeTitle: null,
      subRecipe: null,
      subRecipeYield: null,
      unit: grams,
      quantity: 180,
      scaled: null,
      unitOfMeasure: 'g',
    },
  ],
  releasedVersionNumber: 5,
  myRead: { __typename: 'RecipeRead', readVersion: 3, readAt: null, openedVersion: 3, openedAt: null },
  changesSinceMyRead: codDiff,
  releaseNotesSinceMyRead: notes,
  ...more,
});

test("the cook's change notice leads with the chef's notes, newest first, above the counted changes", async () => {
  renderConsole('/recipe/r1', { user: COOK, mocks: [mockAnswer(LINE_RECIPE, { id: 'r1' }, { getRecipeMenuById: cod() })] });
  const notice = await screen.findByTestId('change-notice');
  const said = within(notice)
    .getAllByTestId('chef-note')
    .map((n) => n.textContent);
  expect(said).toEqual(['From the chef: Cod now 180 g; mustard in the crust: tell the floor', 'From the chef: Less salt in the crust']);
  const text = notice.textContent!;
  expect(text.indexOf('From the chef')).toBeLessThan(text.indexOf('Changed since you last read it (version 3 → 5)'));
});

test("the home's notice line quotes the chef's newest note before the changes", async () => {
  const notice: Notice = {
    __typename: 'RecipeMenu',
    id: 'r1',
    title: 'Cod with mustard crust',
    type: 'MENU',
    releasedVersionNumber: 5,
    changesSinceMyRead: codDiff,
    releaseNotesSinceMyRead: notes,
  };
  const cards = { pageNo: 1, sizePerPage: 24, filters: { type: 'RECIPE', status: 'ACTIVE' }, sort: 'ORDER' } as const;
  renderConsole('/', {
    user: COOK,
    mocks: [
      kitchenPlanMock(),
      mockAnswer(RECIPE_NOTICES, undefined, { getMyRecipeNotices: [notice] }),
      mockAnswer(LINE_VISIBLE_TOTAL, undefined, { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 1 } }),
      mockAnswer(LINE_CARDS, cards, { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 0, records: [] } }),
    ],
  });
  const panel = await screen.findByRole('region', { name: 'Changed recipes' });
  expect(within(panel).getByRole('link').textContent).toBe(
    'Cod with mustard crust changed: “Cod now 180 g; mustard in the crust: tell the floor” Cod 160 g → 180 g',
  );
});

test("an admin's draft preview is the cook's line view of the draft, as written, with the way back to the recipe", async () => {
  const draft = cod({ myRead: null, changesSinceMyRead: null, releaseNotesSinceMyRead: [], releasedVersionNumber: 5 });
  const { where } = renderConsole('/recipe/r1?draft=7', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(
        LINE_DRAFT,
        { id: 'r1' },
        {
          getRecipeMenuById: {
            __typename: 'RecipeMenu',
            id: 'r1',
            type: 'MENU',
            releasedVersionNumber: 5,
            draft: { __typename: 'RecipeDraft', version: 7, recipe: { ...draft, notes: 'Mustard in the crust' } },
          },
        },
      ),
    ],
  });
  expect((await screen.findByTestId('draft-preview')).textContent).toContain(
    'Draft (version 7) as cooks will see it once released: cooks still see version 5',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Cod with mustard crust' })).toBeTruthy();
  expect(screen.getByText('Mustard in the crust')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Bake' })).toBeTruthy();
  // Not the admin's layout, and not scaled (the service scales the released version only).
  expect(screen.queryByText('Viewing as a cook')).toBeNull();
  expect(screen.queryByLabelText('Yield to make')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Back to the recipe' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/dishes/r1'));
});

test('a draft released or gone meanwhile says no draft waits; a cook given the address gets the released recipe', async () => {
  const { unmount } = renderConsole('/recipe/r1?draft=7', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(
        LINE_DRAFT,
        { id: 'r1' },
        { getRecipeMenuById: { __typename: 'RecipeMenu', id: 'r1', type: 'MENU', releasedVersionNumber: 7, draft: null } },
      ),
    ],
  });
  expect(await screen.findByText('No draft is waiting for this recipe any more.')).toBeTruthy();
  unmount();

  renderConsole('/recipe/r1?draft=7', { user: COOK, mocks: [mockAnswer(LINE_RECIPE, { id: 'r1' }, { getRecipeMenuById: cod() })] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cod with mustard crust' })).toBeTruthy();
  expect(screen.queryByTestId('draft-preview')).toBeNull();
});

test('the dashboard lists the drafts waiting for release, each leading to its page, and says how many more', async () => {
  const draft = (id: string, title: string, type: 'RECIPE' | 'MENU', sentBack = false) => ({
    __typename: 'RecipeDraft',
    version: 4,
    savedAt: '2026-11-20T09:15:00.000Z',
    sentBack: sentBack ? { __typename: 'RecipeDraftReturn', at: '2026-11-21T09:15:00.000Z' } : null,
    recipe: { __typename: 'RecipeMenu', id, title, type },
  });
  const { where } = renderConsole('/', {
    mocks: [
      kitchenPlanMock(),
      mockAnswer(RECENT_CHANGES, undefined, { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 0, records: [] } }),
      mockAnswer(
        DRAFTS_WAITING,
        { limit: 5 },
        {
          getDraftsWaiting: {
            __typename: 'DraftsWaiting',
            total: 7,
            records: [draft('d1', 'Cod with mustard crust', 'MENU'), draft('r2', 'Beurre blanc', 'RECIPE', true)],
          },
        },
      ),
    ],
  });
  const card = await screen.findByTestId('drafts-waiting');
  expect(within(card).getByText('Waiting for release (7)')).toBeTruthy();
  expect(within(card).getByText('5 more drafts are marked in the recipe and dish lists')).toBeTruthy();
  const sauce = within(card).getByRole('link', { name: 'Beurre blanc' }).closest('li')!;
  expect(within(sauce).getByText('Sent back')).toBeTruthy();
  expect(within(sauce).getByText(/^Version 4, saved Nov 20, 2026/)).toBeTruthy();
  fireEvent.click(within(card).getByRole('link', { name: 'Cod with mustard crust' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/dishes/d1'));
});
