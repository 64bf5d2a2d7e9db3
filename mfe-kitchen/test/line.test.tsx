import { FILTER_CATEGORIES } from '@brigade/console-kit';
import { ACTIVE_ALLERGENS, RECIPE_MENUS } from '@brigade/recipe-editor';
import type { TypedDocumentNode } from '@apollo/client';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { AppIntl } from '@brigade/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { catalogues } from '../src/lang';
import { YieldText } from '../src/line/ScaleControl';
import { LINE_CARDS, LINE_RECIPE, LINE_VISIBLE_TOTAL, RECIPE_NOTICES, type LineCard, type LineRecipe } from '../src/line/queries';
import type { LineRecipeQueryVariables } from '../src/__generated__/graphql';
import { kitchenPlanMock } from './support/plan';
import { COOK, KITCHEN_ADMIN, renderConsole, settle } from './support/render';

/** Every address the app's router passes through, redirects included (the last one alone hides a redirect's first hop). */
const mockVisited: string[] = [];
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return {
    ...actual,
    createMemoryRouter: (...args: Parameters<typeof actual.createMemoryRouter>) => {
      const router = actual.createMemoryRouter(...args);
      router.subscribe((state) => mockVisited.push(state.location.pathname));
      return router;
    },
  };
});
beforeEach(() => mockVisited.splice(0));

type Recipe = Answer<LineRecipe>;
type CardFilters = NonNullable<(typeof LINE_CARDS extends TypedDocumentNode<unknown, infer V> ? V : never)['filters']>;

const allergen = (id: string, name: string) => ({ __typename: 'Allergen', id, name });
const mains = { __typename: 'Category', id: 'cat1', name: 'Mains' };

const card = (id: string, title: string, type: LineCard['type'], allergens = [allergen('a1', 'Gluten')]): Answer<LineCard> => ({
  __typename: 'RecipeMenu',
  id,
  title,
  coverPic: null,
  type,
  category: mains,
  effectiveAllergens: allergens,
});
const STEW = card('r1', 'Beef stew', 'RECIPE');
const SOUP = card('r2', 'Pea soup', 'RECIPE', []);
const TART = card('d1', 'Plum tart', 'MENU', [allergen('a2', 'Milk')]);
const SALAD = card('d2', 'Beet salad', 'MENU', []);

/** The home's list call for one kind (and search), answered with `records`. */
const cards = (filters: CardFilters, records: Answer<LineCard>[]) =>
  mockAnswer(
    LINE_CARDS,
    { pageNo: 1, sizePerPage: 24, filters: { status: 'ACTIVE', ...filters }, sort: 'ORDER' },
    { getRecipeMenu: { __typename: 'RecipeMenuPage', total: records.length, records } },
    { maxUsageCount: 3 },
  );
/** Nothing changed since the cook's reads (line-reads.test.tsx has the notices). */
const noNotices = mockAnswer(RECIPE_NOTICES, undefined, { getMyRecipeNotices: [] }, { maxUsageCount: 5 });
/** How many recipes and dishes the server lets this cook see; Starter allows 30 per cook. */
const visible = (total: number) =>
  mockAnswer(LINE_VISIBLE_TOTAL, undefined, { getRecipeMenu: { __typename: 'RecipeMenuPage', total } }, { maxUsageCount: 5 });

const step = (id: string, title: string, media: { image?: string; video?: string } = {}): Recipe['steps'][number] => ({
  __typename: 'RecipeStep',
  id,
  title,
  description: `${title}, carefully.`,
  image: media.image ?? null,
  video: media.video ?? null,
});
const unit = (name: string) => ({ __typename: 'Unit', id: `u-${name}`, name, code: name });
/** An ingredient line; `scaled`: the amount and unit the service scaled it to. */
const line = (
  id: string,
  name: string,
  quantity: number,
  unitName: string,
  scaled: [number, string] | null = null,
): Recipe['ingredients'][number] => ({
  __typename: 'RecipeIngredient',
  id,
  position: Number(id.slice(1)),
  ingredientsId: `ing-${id}`,
  ingredient: { __typename: 'Ingredient', id: `ing-${id}`, name },
  subRecipeId: null,
  subRecipeTitle: null,
  subRecipe: null,
  subRecipeYield: null,
  unit: unit(unitName),
  quantity,
  scaled: scaled ? { __typename: 'ScaledAmount', quantity: scaled[0], unit: unit(scaled[1]) } : null,
  unitOfMeasure: unitName,
});
/** A sub-recipe line: `shared` false when the cook may not open it; `needs` how much of its yield it takes. */
const subLine = (
  id: string,
  title: string,
  quantity: number,
  unitName: string,
  shared: boolean,
  needs: number,
  scaled: [number, string] | null = null,
): Recipe['ingredients'][number] => ({
  ...line(id, title, quantity, unitName, scaled),
  ingredientsId: null,
  ingredient: null,
  subRecipeId: `sub-${id}`,
  subRecipeTitle: title,
  subRecipe: shared ? { __typename: 'RecipeMenu', id: `sub-${id}` } : null,
  subRecipeYield: needs,
});
type AllergenStatus = Recipe['allergenProfile'][number];
const status = (id: string, name: string, state: AllergenStatus['status'], via: string[] = []): AllergenStatus => ({
  __typename: 'AllergenStatus',
  allergen: allergen(id, name),
  status: state,
  via,
});
const recipe: Recipe = {
  __typename: 'RecipeMenu',
  id: 'r1',
  title: 'Beef stew',
  description: 'Slow and deep.',
  coverPic: null,
  video: '/media/plating-r1',
  type: 'RECIPE',
  category: mains,
  utensils: ['Dutch oven'],
  yieldValue: 4,
  yieldUnitOfMeasure: 'portions',
  yieldUnit: null,
  scaledYieldValue: null,
  notes: 'Better the next day.',
  steps: [
    step('s1', 'Brown the beef', { image: '/media/s1' }),
    step('s2', 'Soften the onions', { video: '/media/s2' }),
    step('s3', 'Simmer'),
  ],
  allergenProfile: [
    status('a1', 'Gluten', 'CONTAINS', ['Brown stock']),
    status('a3', 'Celery', 'CONTAINS', ['Brown stock']),
    status('a4', 'Soy', 'MAY_CONTAIN', ['Brown stock']),
    status('a5', 'Fish', 'UNKNOWN', ['Onion', 'Secret jus']),
    status('a6', 'Lupin', 'UNKNOWN', ['Secret jus']),
    status('a7', 'Mustard', 'UNKNOWN', ['Onion', 'Secret jus']),
    status('a2', 'Milk', 'FREE'),
  ],
  ingredients: [
    line('l1', 'Beef', 250, 'g'),
    line('l2', 'Onion', 3, 'pcs'),
    line('l3', 'Red wine', 750, 'ml'),
    subLine('l4', 'Brown stock', 0.4, 'l', true, 0.4),
    subLine('l5', 'Secret jus', 50, 'ml', false, 0.05),
  ],
  // A cook up to date with it (line-reads.test.tsx has the changes and 'Read').
  releasedVersionNumber: 1,
  myRead: { __typename: 'RecipeRead', readVersion: 1, readAt: null, openedVersion: 1, openedAt: null },
  changesSinceMyRead: null,
  releaseNotesSinceMyRead: [],
};
const scaled: Recipe = {
  ...recipe,
  scaledYieldValue: 10,
  ingredients: [
    line('l1', 'Beef', 250, 'g', [625, 'g']),
    line('l2', 'Onion', 3, 'pcs', [7.5, 'pcs']),
    // 750 ml × 10/4 = 1,875 ml: the service moves it to litres, to the millilitre.
    line('l3', 'Red wine', 750, 'ml', [1.875, 'l']),
    subLine('l4', 'Brown stock', 0.4, 'l', true, 1, [1, 'l']),
    subLine('l5', 'Secret jus', 50, 'ml', false, 0.13, [130, 'ml']),
  ],
};

const recipeCall = (variables: LineRecipeQueryVariables, getRecipeMenuById: Recipe | null, times = 1) =>
  mockAnswer(LINE_RECIPE, variables, { getRecipeMenuById }, { maxUsageCount: times });
/** What the home asks for when a test ends up there. */
const home = () => [kitchenPlanMock(), noNotices, visible(2), cards({ type: 'RECIPE' }, [STEW, SOUP])];
const search = (text: string) => {
  const box = screen.getByLabelText('Search by name or ingredient');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

test("the home shows the server's recipes, then its dishes; a search asks the server with it; a card opens the recipe", async () => {
  const { where } = renderConsole('/', {
    user: COOK,
    mocks: [
      kitchenPlanMock(),
      noNotices,
      visible(4),
      cards({ type: 'RECIPE' }, [STEW, SOUP]),
      cards({ type: 'MENU' }, [TART, SALAD]),
      cards({ type: 'MENU', search: 'plum' }, [TART]),
      cards({ type: 'MENU', search: 'nothing' }, []),
      recipeCall({ id: 'd1' }, { ...recipe, id: 'd1', title: 'Plum tart', type: 'MENU' }),
    ],
  });
  const stew = (await screen.findByText('Beef stew')).closest('.ant-card') as HTMLElement;
  expect(within(stew).getByText('Mains')).toBeTruthy();
  expect(within(stew).getByText('Gluten')).toBeTruthy();
  expect(screen.getByText('Pea soup')).toBeTruthy();
  expect(screen.queryByText('Plum tart')).toBeNull();

  fireEvent.click(screen.getByRole('radio', { name: 'Dishes' }));
  expect(await screen.findByText('Plum tart')).toBeTruthy();
  expect(screen.getByText('Beet salad')).toBeTruthy();
  expect(screen.queryByText('Beef stew')).toBeNull();
  expect(where()).toBe('/?type=MENU');

  search('plum');
  await waitFor(() => {
    expect(screen.getByText('Plum tart')).toBeTruthy();
    expect(screen.queryByText('Beet salad')).toBeNull();
  });
  search('nothing');
  expect(await screen.findByText('No Record Found')).toBeTruthy();
  // Four of thirty: the plan's allowance is not what the cook is missing.
  expect(screen.queryByText(/lets each cook see/)).toBeNull();

  search('plum');
  fireEvent.click(await screen.findByText('Plum tart'));
  await waitFor(() => expect(where()).toBe('/recipe/d1'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Plum tart' })).toBeTruthy();
});

test("when what the cook sees reaches the plan's per-cook allowance, the home says so", async () => {
  renderConsole('/', { user: COOK, mocks: [kitchenPlanMock(), noNotices, visible(30), cards({ type: 'RECIPE' }, [STEW])] });
  expect(await screen.findByText(/Your kitchen's plan lets each cook see up to 30 recipes and dishes/)).toBeTruthy();
});

test('a recipe shows its allergens first and its method one step at a time: Next, Previous, the arrows and the step list', async () => {
  renderConsole('/recipe/r1', { user: COOK, mocks: [recipeCall({ id: 'r1' }, recipe)] });
  const allergens = await screen.findByRole('region', { name: 'Allergens' });
  // Three groups, each saying its word; what nobody checked names the lines, once for the allergens they share.
  expect(within(allergens).getByRole('group', { name: 'Contains' }).textContent).toBe('Contains: Gluten, Celery');
  expect(within(allergens).getByRole('group', { name: 'May contain' }).textContent).toBe('May contain: Soy');
  expect(within(allergens).getByRole('group', { name: 'Not checked' }).textContent).toBe(
    'Not checked: Fish, Mustard (in Onion, Secret jus), Lupin (in Secret jus)',
  );
  expect(allergens.textContent).not.toContain('Milk');
  expect(screen.getByRole('heading', { level: 1, name: 'Beef stew' })).toBeTruthy();
  // The admin's preview banner is not the cook's.
  expect(screen.queryByText('Viewing as a cook')).toBeNull();
  expect(screen.getByText('250 g')).toBeTruthy();
  expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Brown the beef' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Picture of step 1' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Soften the onions' })).toBeNull();
  expect(screen.getByLabelText('Plating video', { selector: 'video' }).getAttribute('src')).toBe('/media/plating-r1');

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Soften the onions' })).toBeTruthy();
  expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  expect(screen.getByLabelText('Video of step 2').getAttribute('src')).toBe('/media/s2');
  expect(screen.queryByRole('heading', { name: 'Brown the beef' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByRole('heading', { name: 'Brown the beef' })).toBeTruthy();

  act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
  expect(await screen.findByRole('heading', { name: 'Soften the onions' })).toBeTruthy();

  fireEvent.click(within(screen.getByRole('navigation', { name: 'All steps' })).getByRole('button', { name: '3. Simmer' }));
  expect(await screen.findByRole('heading', { name: 'Simmer' })).toBeTruthy();
  expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
});

test('a new yield asks the server to scale and shows its amounts and units; Original amounts brings back the written ones', async () => {
  const { where } = renderConsole('/recipe/r1', {
    user: COOK,
    mocks: [recipeCall({ id: 'r1' }, recipe, 2), recipeCall({ id: 'r1', scaleToYield: 10 }, scaled)],
  });
  expect(await screen.findByText('Makes 4 portions')).toBeTruthy();
  expect(screen.getByText('750 ml')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Yield to make'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Scale' }));

  expect(await screen.findByText('625 g')).toBeTruthy();
  expect(screen.getByText('7.5 pcs')).toBeTruthy();
  expect(screen.getByText('1.875 l')).toBeTruthy();
  expect(screen.getByText('Scaled to 10 portions (the recipe makes 4 portions)')).toBeTruthy();
  expect(screen.queryByText('250 g')).toBeNull();
  expect(where()).toBe('/recipe/r1?yield=10');
  // The sub-recipe opens at what the scaled line needs: a litre of stock.
  expect(screen.getByRole('link', { name: 'Brown stock' }).getAttribute('href')).toMatch(/^\/recipe\/sub-l4\?yield=1&/);

  fireEvent.click(screen.getByRole('button', { name: 'Original amounts' }));
  expect(await screen.findByText('250 g')).toBeTruthy();
  expect(screen.getByText('3 pcs')).toBeTruthy();
  expect(where()).toBe('/recipe/r1');
});

test('a sub-recipe line opens that recipe scaled to what the line needs; one not shared with the cook is named without a link', async () => {
  const stock = {
    ...recipe,
    id: 'sub-l4',
    title: 'Brown stock',
    yieldValue: 2,
    yieldUnitOfMeasure: 'l',
    yieldUnit: unit('l'),
    ingredients: [],
  };
  const { where } = renderConsole('/recipe/r1', {
    user: COOK,
    mocks: [recipeCall({ id: 'r1' }, recipe), recipeCall({ id: 'sub-l4', scaleToYield: 0.4 }, { ...stock, scaledYieldValue: 0.4 })],
  });
  const link = await screen.findByRole('link', { name: 'Brown stock' });
  expect(link.getAttribute('href')).toMatch(/^\/recipe\/sub-l4\?yield=0\.4&/);
  expect(screen.getByText('0.4 l')).toBeTruthy();
  // Not shared: the title, no link, and why.
  expect(screen.getByText('Secret jus')).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Secret jus/ })).toBeNull();
  expect(screen.getByText('(not shared with you)')).toBeTruthy();

  fireEvent.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Brown stock' })).toBeTruthy();
  expect(new URLSearchParams(where()?.split('?')[1]).get('yield')).toBe('0.4');
  expect(screen.getByText('Scaled to 0.4 l (the recipe makes 2 l)')).toBeTruthy();
});

/** Brown stock, opened from the stew's line at what it needs. */
const STOCK: Recipe = {
  ...recipe,
  id: 'sub-l4',
  title: 'Brown stock',
  yieldValue: 2,
  yieldUnitOfMeasure: 'l',
  yieldUnit: unit('l'),
  scaledYieldValue: 0.4,
  steps: [step('t1', 'Roast the bones'), step('t2', 'Cover with water')],
  ingredients: [],
};

test("a sub-recipe opened on step 2 of a scaled dish leads 'Back to' the dish by name, at that step and yield, after a reload too", async () => {
  const { where, unmount } = renderConsole('/recipe/r1?yield=10', {
    user: COOK,
    mocks: [
      recipeCall({ id: 'r1', scaleToYield: 10 }, scaled, 2),
      recipeCall({ id: 'sub-l4', scaleToYield: 1 }, { ...STOCK, scaledYieldValue: 1 }),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Soften the onions' })).toBeTruthy();
  // The step is in the address, so a reload (or a return) finds it.
  expect(where()).toBe('/recipe/r1?yield=10&step=2');
  fireEvent.click(screen.getByRole('link', { name: 'Brown stock' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Brown stock' })).toBeTruthy();
  // The sub-recipe starts at its own first step, and offers the dish back, not the list.
  expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Back to the list' })).toBeNull();
  const address = where() ?? '';
  fireEvent.click(screen.getByRole('button', { name: 'Back to Beef stew' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Beef stew' })).toBeTruthy();
  expect(where()).toBe('/recipe/r1?yield=10&step=2');
  expect(within(screen.getByTestId('line-step')).getByRole('heading', { name: 'Soften the onions' })).toBeTruthy();
  expect(screen.getByText('625 g')).toBeTruthy();
  unmount();

  // A reload of the sub-recipe's page keeps where it came from.
  renderConsole(address, {
    user: COOK,
    mocks: [
      recipeCall({ id: 'sub-l4', scaleToYield: 1 }, { ...STOCK, scaledYieldValue: 1 }),
      recipeCall({ id: 'r1', scaleToYield: 10 }, scaled),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Back to Beef stew' }));
  expect(await screen.findByRole('heading', { name: 'Soften the onions' })).toBeTruthy();
});

test("a from= that is not one of this app's recipe pages is no place to go back to", async () => {
  renderConsole(`/recipe/sub-l4?from=${encodeURIComponent('https://elsewhere.example/x')}&fromTitle=Trap`, {
    user: COOK,
    mocks: [recipeCall({ id: 'sub-l4' }, { ...STOCK, scaledYieldValue: null })],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Brown stock' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Trap/ })).toBeNull();
});

test('every ingredient line and the current step carry the hooks the browser journey measures; sub-recipe links are a finger high', async () => {
  renderConsole('/recipe/r1', { user: COOK, mocks: [recipeCall({ id: 'r1' }, recipe)] });
  expect(await screen.findAllByTestId('line-ingredient')).toHaveLength(5);
  expect(within(screen.getByTestId('line-step')).getByRole('heading', { name: 'Brown the beef' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Brown stock' }).style.minHeight).toBe('44px');
});

test("yields in portions read in the language's plural forms: 1 portion, 25 portions", async () => {
  const portion = { __typename: 'Unit', id: 'u-portion', name: 'portion', code: 'portion' };
  const one = { ...recipe, yieldValue: 1, yieldUnitOfMeasure: 'portion', yieldUnit: portion };
  renderConsole('/recipe/r1', {
    user: COOK,
    mocks: [recipeCall({ id: 'r1' }, one), recipeCall({ id: 'r1', scaleToYield: 25 }, { ...scaled, ...one, scaledYieldValue: 25 })],
  });
  expect(await screen.findByText('Makes 1 portion')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Yield to make'), { target: { value: '25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Scale' }));
  expect(await screen.findByText('Scaled to 25 portions (the recipe makes 1 portion)')).toBeTruthy();
});

test('a yield of 0, below 0 or none is refused with a message, not clamped, and nothing is asked of the server', async () => {
  renderConsole('/recipe/r1', { user: COOK, mocks: [recipeCall({ id: 'r1' }, recipe)] });
  const box = await screen.findByLabelText('Yield to make');
  for (const value of ['0', '-2', '']) {
    fireEvent.change(box, { target: { value } });
    expect(await screen.findByText('Enter an amount above 0 to scale to.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scale' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
  await settle();
  // Still the recipe as written (a second call would have had no answer).
  expect(screen.getByText('250 g')).toBeTruthy();
  expect(screen.getByText('Makes 4 portions')).toBeTruthy();
});

test('a yield of 0 in the address shows the recipe as written with the message; a yield the server refuses shows its words', async () => {
  const refused = 'Schalen kan alleen naar een opbrengst boven 0';
  const first = renderConsole('/recipe/r1?yield=0', { user: COOK, mocks: [recipeCall({ id: 'r1' }, recipe)] });
  expect(await screen.findByText('Enter an amount above 0 to scale to.')).toBeTruthy();
  expect(screen.getByText('250 g')).toBeTruthy();
  first.unmount();

  renderConsole('/recipe/r1?yield=5', {
    user: COOK,
    mocks: [
      {
        request: { query: LINE_RECIPE, variables: { id: 'r1', scaleToYield: 5 } },
        result: { errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', field: 'scaleToYield' } }] },
      },
      recipeCall({ id: 'r1' }, recipe),
    ],
  });
  expect(await screen.findByText(refused)).toBeTruthy();
  expect(await screen.findByText('250 g')).toBeTruthy();
  expect(screen.getByText('Makes 4 portions')).toBeTruthy();
});

test('a recipe the server refuses (FORBIDDEN) says Access Forbidden and leads back to the list, the cook still signed in', async () => {
  const { where, session } = renderConsole('/recipe/r9', {
    user: COOK,
    mocks: [
      {
        request: { query: LINE_RECIPE, variables: { id: 'r9' } },
        result: { errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] },
      },
      ...home(),
    ],
  });
  expect(await screen.findByText('Access Forbidden')).toBeTruthy();
  expect(screen.getByText('This recipe is not shared with you.')).toBeTruthy();
  expect(session.signOut).not.toHaveBeenCalled();
  expect(mockVisited).not.toContain('/login');
  fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(where()).toBe('/'));
  expect(await screen.findByText('Pea soup')).toBeTruthy();
});

test('a recipe that is not there says so', async () => {
  renderConsole('/recipe/gone', { user: COOK, mocks: [recipeCall({ id: 'gone' }, null)] });
  expect(await screen.findByText('This recipe does not exist (any more).')).toBeTruthy();
});

test("a cook opening the kitchen admin's console is sent to Access Forbidden", async () => {
  renderConsole('/auth/admin/cook', { user: COOK, mocks: home() });
  await settle();
  expect(mockVisited).toContain('/access-forbidden');
});

test('a cook never reaches prices, the price list import, menu costing or needs attention: those are admin routes only', async () => {
  for (const path of [
    '/auth/admin/ingredients/i1/prices',
    '/auth/admin/ingredients/import-prices',
    '/auth/admin/menu-costing',
    '/auth/admin/needs-attention',
  ]) {
    mockVisited.splice(0);
    const { unmount } = renderConsole(path, { user: COOK, mocks: home() });
    await settle();
    expect(mockVisited).toContain('/access-forbidden');
    expect(screen.queryByText(/Price history|Import a price list|Menu costing|Needs attention/)).toBeNull();
    unmount();
  }
});

/** The console's list of one kind, where an admin's Back to the list leads. */
const consoleList = (type: 'RECIPE' | 'MENU', title: string) => [
  mockAnswer(FILTER_CATEGORIES, undefined, { getActiveCategory: [mains] }),
  mockAnswer(ACTIVE_ALLERGENS, undefined, { getActiveAllergens: [] }),
  mockAnswer(
    RECIPE_MENUS,
    { pageNo: 1, sizePerPage: 10, filters: { type }, sort: 'ORDER' },
    {
      getRecipeMenu: {
        __typename: 'RecipeMenuPage',
        total: 1,
        records: [
          {
            ...card('x1', title, type),
            status: 'ACTIVE',
            kitchenId: 'k1',
            isPrivate: false,
            order: 1,
            updatedAt: null,
            draftWaiting: false,
          },
        ],
      },
    },
  ),
];

test("a kitchen admin on /recipe/:id gets the cook's page (allergens, scaling, steps), says so and leads back to editing, not to the dashboard", async () => {
  const { where, session } = renderConsole('/recipe/r1', {
    user: KITCHEN_ADMIN,
    mocks: [
      kitchenPlanMock(),
      recipeCall({ id: 'r1' }, recipe),
      recipeCall({ id: 'r1', scaleToYield: 10 }, scaled),
      ...consoleList('RECIPE', 'Sole meunière'),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Beef stew' })).toBeTruthy();
  expect(mockVisited).not.toContain('/');
  expect(screen.queryByRole('heading', { name: 'Demo Kitchen' })).toBeNull();
  expect(screen.getByText('Viewing as a cook')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe('/auth/admin/recipe/r1/edit');
  const allergens = screen.getByRole('region', { name: 'Allergens' });
  expect(within(allergens).getByRole('group', { name: 'Contains' }).textContent).toBe('Contains: Gluten, Celery');
  expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Yield to make'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Scale' }));
  expect(await screen.findByText('625 g')).toBeTruthy();
  expect(where()).toBe('/recipe/r1?yield=10');
  // The admin's root is the dashboard, not a cook's list: back goes to the console's recipes.
  fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/recipe'));
  expect(await screen.findByText('Sole meunière')).toBeTruthy();
  expect(session.signOut).not.toHaveBeenCalled();
});

test("a dish previewed by the admin leads back to the dish's edit page and the menu", async () => {
  const { where } = renderConsole('/recipe/d1', {
    user: KITCHEN_ADMIN,
    mocks: [
      kitchenPlanMock(),
      recipeCall({ id: 'd1' }, { ...recipe, id: 'd1', title: 'Plum tart', type: 'MENU' }),
      ...consoleList('MENU', 'Beet salad'),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Plum tart' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe('/auth/admin/dishes/d1/edit');
  fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/dishes'));
  expect(await screen.findByText('Beet salad')).toBeTruthy();
});

test("a recipe the server refuses the admin (another kitchen's) says Access Forbidden and leads back to the console's recipes", async () => {
  const { where, session } = renderConsole('/recipe/r9', {
    user: KITCHEN_ADMIN,
    mocks: [
      kitchenPlanMock(),
      {
        request: { query: LINE_RECIPE, variables: { id: 'r9' } },
        result: { errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] },
      },
      ...consoleList('RECIPE', 'Sole meunière'),
    ],
  });
  expect(await screen.findByText('Access Forbidden')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
  await waitFor(() => expect(where()).toBe('/auth/admin/recipe'));
  expect(await screen.findByText('Sole meunière')).toBeTruthy();
  expect(session.signOut).not.toHaveBeenCalled();
});

test.each([
  ['de', 'Ergibt 1 Portion', 'Umgerechnet auf 25 Portionen (das Rezept ergibt 1 Portion)'],
  ['nl', 'Opbrengst: 1 portie', 'Omgerekend naar 25 porties (het recept levert 1 portie op)'],
])('in %s too, a yield without a unit counts portions in the plural forms of the language', (locale, makes, scaledTo) => {
  const shown = (scaledYieldValue: number | null) =>
    render(
      <AppIntl catalogues={catalogues} locale={locale}>
        <YieldText recipe={{ yieldValue: 1, yieldUnitOfMeasure: null, yieldUnit: null, scaledYieldValue }} />
      </AppIntl>,
    );
  const first = shown(null);
  expect(screen.getByText(makes)).toBeTruthy();
  first.unmount();
  shown(25);
  expect(screen.getByText(scaledTo)).toBeTruthy();
});
