import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { allergen, line as versionLine, noDifferences, text } from '@brigade/test-kit/fixtures/recipe-versions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LINE_CARDS, LINE_RECIPE, LINE_VISIBLE_TOTAL, MARK_RECIPE_READ, RECIPE_NOTICES } from '../src/line/queries';
import type { LineRecipeQuery, MyRecipeNoticesQuery } from '../src/__generated__/graphql';
import { kitchenPlanMock } from './support/plan';
import { COOK, KITCHEN_ADMIN, renderConsole, settle } from './support/render';

/*
 * What changed, for the cook (issue #25): the home's notices, the changes marked on the recipe until
 * the cook taps 'Read', 'Mark as read' for a recipe never read, and none of it for an admin viewing as a cook.
 */

type Recipe = Answer<NonNullable<LineRecipeQuery['getRecipeMenuById']>>;
type Notice = Answer<MyRecipeNoticesQuery['getMyRecipeNotices'][number]>;

const grams = { __typename: 'Unit', id: 'u-g', name: 'g', code: 'g' };

/** Béarnaise from version 3 to 5: eggs in, more tarragon, egg yolk added, chervil gone, step 1 reworded, a new step 4, new notes. */
const bearnaiseDiff = {
  ...noDifferences(3, 5),
  allergensGained: [allergen('a3', 'Eggs')],
  lines: [
    {
      __typename: 'RecipeLineChange',
      kind: 'CHANGED',
      lineId: 'l1',
      before: versionLine('i1', 'Tarragon', 10),
      after: versionLine('i1', 'Tarragon', 15),
      changed: ['quantity'],
    },
    { __typename: 'RecipeLineChange', kind: 'ADDED', lineId: 'l2', before: null, after: versionLine('i2', 'Egg yolk', 60), changed: [] },
    { __typename: 'RecipeLineChange', kind: 'REMOVED', lineId: 'l9', before: versionLine('i9', 'Chervil', 5), after: null, changed: [] },
  ],
  steps: [
    {
      __typename: 'RecipeStepChange',
      kind: 'CHANGED',
      stepId: 's1',
      number: 1,
      before: { __typename: 'RecipeStep', title: 'Reduce', description: 'Reduce the vinegar by half' },
      after: { __typename: 'RecipeStep', title: 'Reduce', description: 'Reduce the vinegar by two thirds' },
      title: [text('Reduce', 'SAME')],
      description: [text('Reduce the vinegar by ', 'SAME'), text('half', 'REMOVED'), text('two thirds', 'ADDED')],
    },
    {
      __typename: 'RecipeStepChange',
      kind: 'ADDED',
      stepId: 's4',
      number: 4,
      before: null,
      after: { __typename: 'RecipeStep', title: 'Rest', description: 'Keep warm, not hot' },
      title: [text('Rest', 'ADDED')],
      description: [text('Keep warm, not hot', 'ADDED')],
    },
  ],
  fields: [{ __typename: 'RecipeFieldChange', field: 'notes', before: null, after: 'Serve within the hour' }],
} satisfies NonNullable<Recipe['changesSinceMyRead']>;

const step = (id: string, title: string, description: string): Recipe['steps'][number] => ({
  __typename: 'RecipeStep',
  id,
  title,
  description,
  image: null,
  video: null,
});
const line = (id: string, name: string, quantity: number): Recipe['ingredients'][number] => ({
  __typename: 'RecipeIngredient',
  id,
  position: Number(id.slice(1)),
  ingredientsId: `i${id.slice(1)}`,
  ingredient: { __typename: 'Ingredient', id: `i${id.slice(1)}`, name },
  subRecipeId: null,
  subRecipeTitle: null,
  subRecipe: null,
  subRecipeYield: null,
  unit: grams,
  quantity,
  scaled: null,
  unitOfMeasure: 'g',
});
const read = (readVersion: number | null, openedVersion: number | null = readVersion): NonNullable<Recipe['myRead']> => ({
  __typename: 'RecipeRead',
  readVersion,
  readAt: readVersion ? '2026-11-20T10:00:00.000Z' : null,
  openedVersion,
  openedAt: openedVersion ? '2026-11-20T10:00:00.000Z' : null,
});

/** Version 5 of the Béarnaise, as the line asks for it; the read state and changes as the server gives them to the caller. */
const bearnaise = (reads: Pick<Recipe, 'releasedVersionNumber' | 'myRead' | 'changesSinceMyRead'>): Recipe => ({
  __typename: 'RecipeMenu',
  id: 'b1',
  title: 'Béarnaise',
  description: null,
  coverPic: null,
  video: null,
  type: 'RECIPE',
  category: null,
  utensils: [],
  yieldValue: 4,
  yieldUnitOfMeasure: 'portions',
  yieldUnit: null,
  scaledYieldValue: null,
  notes: 'Serve within the hour',
  steps: [
    step('s1', 'Reduce', 'Reduce the vinegar by two thirds'),
    step('s2', 'Whisk', 'Whisk the yolks over the reduction'),
    step('s3', 'Mount', 'Mount with butter'),
    step('s4', 'Rest', 'Keep warm, not hot'),
  ],
  allergenProfile: [
    { __typename: 'AllergenStatus', allergen: allergen('a3', 'Eggs'), status: 'CONTAINS', via: ['Egg yolk'] },
    { __typename: 'AllergenStatus', allergen: allergen('a2', 'Milk'), status: 'CONTAINS', via: ['Butter'] },
  ],
  ingredients: [line('l1', 'Tarragon', 15), line('l2', 'Egg yolk', 60), line('l3', 'Butter', 250)],
  releaseNotesSinceMyRead: [],
  ...reads,
});
const CHANGED = bearnaise({ releasedVersionNumber: 5, myRead: read(3, 5), changesSinceMyRead: bearnaiseDiff });

const recipeCall = (recipe: Recipe) => mockAnswer(LINE_RECIPE, { id: 'b1' }, { getRecipeMenuById: recipe });
const notices = (records: Notice[], delay = 0) => mockAnswer(RECIPE_NOTICES, undefined, { getMyRecipeNotices: records }, { delay });
const markRead = (version: number, result: jest.Mock) => ({
  request: { query: MARK_RECIPE_READ, variables: { recipeId: 'b1', version } },
  result,
});
const readAnswer = (version: number) =>
  jest.fn(() => ({ data: { MarkRecipeRead: { ...read(version), readAt: '2026-11-26T15:00:00.000Z' } } }));
/** The rest of the cook's home. */
const home = (times = 1) => [
  kitchenPlanMock(),
  mockAnswer(LINE_VISIBLE_TOTAL, undefined, { getRecipeMenu: { __typename: 'RecipeMenuPage', total: 1 } }, { maxUsageCount: times }),
  mockAnswer(
    LINE_CARDS,
    { pageNo: 1, sizePerPage: 24, filters: { type: 'RECIPE', status: 'ACTIVE' }, sort: 'ORDER' },
    {
      getRecipeMenu: {
        __typename: 'RecipeMenuPage',
        total: 1,
        records: [
          {
            __typename: 'RecipeMenu',
            id: 'b1',
            title: 'Béarnaise',
            coverPic: null,
            type: 'RECIPE',
            category: null,
            effectiveAllergens: [],
          },
        ],
      },
    },
    { maxUsageCount: times },
  ),
];
const NOTICE = {
  __typename: 'RecipeMenu',
  id: 'b1',
  title: 'Béarnaise',
  type: 'RECIPE',
  releasedVersionNumber: 5,
  changesSinceMyRead: bearnaiseDiff,
  releaseNotesSinceMyRead: [],
} satisfies Notice;

test('the home lists each changed recipe in one line, allergen change first and in its colours, and leads to the recipe', async () => {
  const { where } = renderConsole('/', { user: COOK, mocks: [notices([NOTICE]), ...home(), recipeCall(CHANGED)] });
  const panel = await screen.findByRole('region', { name: 'Changed recipes' });
  const link = within(panel).getByRole('link');
  // The first three changes, allergens first, then how many more the recipe shows.
  expect(link.textContent).toBe('Béarnaise changed: Now contains: Eggs; Tarragon 10 g → 15 g; added 60 g Egg yolk +4 more');
  expect(within(link).getByText('Now contains: Eggs').style.background).toBe('rgb(168, 7, 26)');
  expect(within(link).getByText('Tarragon 10 g → 15 g').style.background).toBe('');
  fireEvent.click(link);
  await waitFor(() => expect(where()).toBe('/recipe/b1'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Béarnaise' })).toBeTruthy();
});

test('no changed recipe: no notices box at all', async () => {
  renderConsole('/', { user: COOK, mocks: [notices([]), ...home()] });
  expect(await screen.findByText('Béarnaise')).toBeTruthy();
  await settle();
  expect(screen.queryByRole('region', { name: 'Changed recipes' })).toBeNull();
  expect(screen.queryByText('Changed recipes')).toBeNull();
});

test("a changed recipe shows what changed in place until 'Read', which sends the version shown, then says Read ✓ and leaves the notices", async () => {
  const answer = readAnswer(5);
  // The server's own list after the read comes late: the home must not show the read recipe meanwhile.
  const { where } = renderConsole('/', {
    user: COOK,
    mocks: [notices([NOTICE]), ...home(2), recipeCall(CHANGED), markRead(5, answer), notices([], 3000)],
  });
  fireEvent.click(await screen.findByRole('link', { name: /Béarnaise changed/ }));
  const banner = await screen.findByRole('region', { name: /^Changed since you last read it \(version 3 → 5\): \d+ changes$/ });
  expect(banner).toBe(screen.getByTestId('change-notice'));
  // One line: the count, the allergen change always shown (in the contains colours, and in words), the rest behind Show.
  const eggs = within(banner).getByText('Now contains: Eggs');
  expect(eggs.style.background).toBe('rgb(168, 7, 26)');
  expect(within(banner).queryByRole('list', { name: 'What changed' })).toBeNull();
  expect(within(banner).getByText('new step 4')).not.toBeVisible();
  const show = within(banner).getByRole('button', { name: 'Show' });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(show);
  expect(within(banner).getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
  expect(banner.textContent!.indexOf('Now contains: Eggs')).toBeLessThan(banner.textContent!.indexOf('Tarragon'));
  expect(within(within(banner).getByRole('list', { name: 'What changed' })).getByText('new step 4')).toBeVisible();

  const ingredients = screen.getByRole('region', { name: 'Ingredients' });
  const tarragon = within(ingredients).getByText('Tarragon').closest('li')!;
  expect(within(tarragon).getByText('Changed')).toBeTruthy();
  expect(within(tarragon).getByText('Tarragon 10 g → 15 g')).toBeTruthy();
  expect(within(within(ingredients).getByText('Egg yolk').closest('li')!).getByText('New')).toBeTruthy();
  expect(within(within(ingredients).getByText('Butter').closest('li')!).queryByText(/Changed|New/)).toBeNull();
  const removed = within(ingredients).getByRole('region', { name: 'No longer in the recipe' });
  expect(removed.querySelector('del')!.textContent).toBe('5 g Chervil');

  // Step 1 reworded: the words marked, and said; step 4 is new.
  const method = screen.getByRole('region', { name: 'Method' });
  expect(method.querySelector('del')!.textContent).toBe('half');
  expect(method.querySelector('ins')!.textContent).toBe('two thirds');
  expect(within(method).getByText('added:', { exact: false })).toBeTruthy();
  expect(within(screen.getByRole('navigation', { name: 'All steps' })).getByRole('button', { name: /New.*4\. Rest/ })).toBeTruthy();

  fireEvent.click(within(banner).getByRole('button', { name: 'Read' }));
  expect(await screen.findByText('Read ✓')).toBeTruthy();
  expect(answer).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('region', { name: /Changed since you last read it/ })).toBeNull();
  expect(screen.queryByText('Tarragon 10 g → 15 g')).toBeNull();
  expect(screen.queryByRole('region', { name: 'No longer in the recipe' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Method' }).querySelector('ins, del')).toBeNull();
  expect(screen.queryByText('New')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(where()).toBe('/'));
  expect(await screen.findByText('Béarnaise')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Changed recipes' })).toBeNull();
});

test("a refused 'Read' shows the server's words and keeps the changes marked", async () => {
  renderConsole('/recipe/b1', {
    user: COOK,
    mocks: [
      recipeCall(CHANGED),
      {
        request: { query: MARK_RECIPE_READ, variables: { recipeId: 'b1', version: 5 } },
        result: { errors: [{ message: 'Versie 5 bestaat niet', extensions: { code: 'BAD_USER_INPUT', field: 'version' } }] },
      },
    ],
  });
  const banner = await screen.findByRole('region', { name: /Changed since you last read it/ });
  fireEvent.click(within(banner).getByRole('button', { name: 'Read' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Versie 5 bestaat niet');
  expect(screen.queryByText('Read ✓')).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Ingredients' })).getByText('Tarragon 10 g → 15 g')).toBeTruthy();
});

test("a recipe the cook has never marked read offers a quiet 'Mark as read', which sends the version shown", async () => {
  const answer = readAnswer(2);
  renderConsole('/recipe/b1', {
    user: COOK,
    mocks: [recipeCall(bearnaise({ releasedVersionNumber: 2, myRead: read(null, 2), changesSinceMyRead: null })), markRead(2, answer)],
  });
  const button = await screen.findByRole('button', { name: 'Mark as read' });
  // Beside the title, not a row of its own (issue #45).
  const titleRow = screen.getByTestId('line-title-row');
  expect(titleRow.contains(button)).toBe(true);
  expect(within(titleRow).getByRole('heading', { level: 1, name: 'Béarnaise' })).toBeTruthy();
  // Nothing to highlight on a first read.
  expect(screen.queryByRole('region', { name: /Changed since you last read it/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Read' })).toBeNull();
  fireEvent.click(button);
  expect(await screen.findByText('Read ✓')).toBeTruthy();
  expect(answer).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
});

test('a cook up to date with the recipe gets no read button', async () => {
  renderConsole('/recipe/b1', {
    user: COOK,
    mocks: [recipeCall(bearnaise({ releasedVersionNumber: 5, myRead: read(5), changesSinceMyRead: null }))],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Béarnaise' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Read|Mark as read/ })).toBeNull();
});

test("an admin's 'View as cook' has no reads: no changes marked and no read button", async () => {
  renderConsole('/recipe/b1', {
    user: KITCHEN_ADMIN,
    mocks: [kitchenPlanMock(), recipeCall(bearnaise({ releasedVersionNumber: 5, myRead: null, changesSinceMyRead: null }))],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Béarnaise' })).toBeTruthy();
  expect(screen.getByText('Viewing as a cook')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Read|Mark as read/ })).toBeNull();
  expect(screen.queryByText('Read ✓')).toBeNull();
});
