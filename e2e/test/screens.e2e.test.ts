import { signIn } from '@brigade/test-kit';
import type { Page } from 'playwright-core';
import {
  CreateRecipeMenu,
  LineRecipe,
  MarkRecipeRead,
  RecipeEditorIngredients,
  RecipeEditorUnits,
} from '../support/__generated__/documents';
import { animationsSettled, seriousViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { boxOf, hiddenHeaders, insideViewport, outsideViewport, smallestTapTarget, smallTapTargets } from '../support/geometry';
import { gqlData } from '../support/graphql';
import { journeys } from '../support/journey';
import { anotherPerson, recipeId, signInTo } from '../support/kitchen';

/**
 * Issue #45: the screens a chef, a cook and the platform owner spend their day in, measured on the demo
 * kitchen's bistro (a real 8-line dish, a 20-line recipe made here) at the sizes they are used at. Each
 * test prints its figures (`#45 …`) for the note; the assertions are the thresholds.
 */
const j = journeys({ demo: true });
const BASE = '/auth/admin';
const ADMIN = 'admin@demo.brigade.local';
const COOK = 'cook@demo.brigade.local';
const DISH = 'Confit de canard, pommes sarladaises';
const LAPTOP = { width: 1366, height: 768 };
const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };

const figure = (text: string) => process.stdout.write(`#45 ${text}\n`);
/** The header's theme switch (the first on the page: kitchen settings has a 'Dark mode' of its own below). */
const darkMode = (page: Page) => page.getByRole('switch', { name: 'Dark mode' }).first().click();

/** The editor's ingredient lines from the header row to the last line, and where Save is. */
async function editorFigures(page: Page) {
  const head = await boxOf(page.getByTestId('ingredient-head'), 'the ingredient header row');
  const last = await boxOf(page.getByTestId('ingredient-line').last(), 'the last ingredient line');
  const lines = await page.getByTestId('ingredient-line').count();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  return { lines, linesHeight: Math.round(last.y + last.height - head.y), pageHeight };
}

/** Save is on screen, wherever the page is scrolled to (the sticky action bar). */
async function saveInReach(page: Page, name = 'Save') {
  const save = page.getByTestId('form-actions').getByRole('button', { name, exact: true });
  for (const to of [0, 0.5, 1]) {
    await page.evaluate((share) => window.scrollTo(0, share * document.documentElement.scrollHeight), to);
    await animationsSettled(page);
    expect({ at: to, inView: insideViewport(await boxOf(save, 'Save'), page.viewportSize()!) }).toEqual({ at: to, inView: true });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('the editor: an 8-line dish and a 20-line recipe fit at 1366×768 with Save always in reach; tablets keep Save too', async () => {
  const token = await signIn(j.stack.gatewayUrl, ADMIN);
  const { getActiveIngredients: items } = await gqlData(j.stack.gatewayUrl, RecipeEditorIngredients, token);
  const grams = (await gqlData(j.stack.gatewayUrl, RecipeEditorUnits, token)).getUnits.records.find((u) => u.name === 'g')!.id;
  const { CreateRecipeMenu: big } = await gqlData(j.stack.gatewayUrl, CreateRecipeMenu, token, {
    input: {
      title: 'Cassoulet de Castelnaudary',
      ingredients: items.slice(0, 20).map((item, n) => ({ ingredientsId: item.id, unitId: grams, quantity: 10 * (n + 1) })),
      steps: [{ title: 'Soak the beans' }, { title: 'Brown the meats' }, { title: 'Bake, breaking the crust seven times' }],
    },
  });
  const dish = await recipeId(j.stack.gatewayUrl, token, DISH);

  await j.page.setViewportSize(LAPTOP);
  await signInTo(j.page, j.stack.shellUrl, ADMIN);
  // Warm (the console's code loaded once), as a chef moves between the page and its editor; a figure, not a test.
  const opened = async (path: string, shown: () => Promise<void>) => {
    const start = Date.now();
    await j.page.goto(`${j.stack.shellUrl}${path}`);
    await shown();
    return Date.now() - start;
  };
  await opened(`${BASE}/dishes/${dish}`, () => j.page.getByTestId('recipe-summary').waitFor());
  const view = await opened(`${BASE}/dishes/${dish}`, () =>
    j.page
      .getByTestId('recipe-summary')
      .getByText(/Food cost/)
      .waitFor(),
  );
  const edit = await opened(`${BASE}/dishes/${dish}/edit`, () => j.page.getByTestId('ingredient-line').nth(7).waitFor());
  figure(`opening the dish's page ${view} ms, its editor ${edit} ms (to its 8th line; this machine, embedded stack)`);
  const eight = await editorFigures(j.page);
  figure(`editor, 8-line dish at 1366×768: lines ${eight.linesHeight} px (header to last line), page ${eight.pageHeight} px`);
  expect(eight.lines).toBe(8);
  // One row a line: 8 lines and their header fit in well under a screen (they took 1,449 px).
  expect(eight.linesHeight).toBeLessThanOrEqual(LAPTOP.height - 200);
  await saveInReach(j.page);
  // Axe reads the page as a chef does: the cost preview worked out (its button is faded while it works).
  await j.page.getByRole('region', { name: 'Cost and nutrition' }).getByText('Total cost').waitFor();
  await screenshot(j.page, 'screens-editor-8-lines-1366-dark');
  expect(await seriousViolations(j.page)).toEqual([]);
  await darkMode(j.page);
  await screenshot(j.page, 'screens-editor-8-lines-1366-light');
  expect(await seriousViolations(j.page)).toEqual([]);
  for (const size of [LANDSCAPE, PORTRAIT]) {
    await j.page.setViewportSize(size);
    await saveInReach(j.page);
    await screenshot(j.page, `screens-editor-8-lines-${size.width}x${size.height}-light`);
  }

  await j.page.setViewportSize(LAPTOP);
  await j.page.goto(`${j.stack.shellUrl}${BASE}/recipe/${big.id}/edit`);
  await j.page.getByTestId('ingredient-line').nth(19).waitFor();
  const twenty = await editorFigures(j.page);
  figure(`editor, 20-line recipe at 1366×768: lines ${twenty.linesHeight} px, page ${twenty.pageHeight} px`);
  expect(twenty.lines).toBe(20);
  // The measure: 20 lines fit in two screens.
  expect(twenty.linesHeight).toBeLessThanOrEqual(2 * LAPTOP.height);
  await saveInReach(j.page);
  await screenshot(j.page, 'screens-editor-20-lines-1366-light');
});

test('the recipe page: title with Edit, History and View as cook, then cost, food cost and allergens on the first screen; in Dutch too', async () => {
  const token = await signIn(j.stack.gatewayUrl, ADMIN);
  const dish = await recipeId(j.stack.gatewayUrl, token, DISH);
  await j.page.setViewportSize(LAPTOP);
  await signInTo(j.page, j.stack.shellUrl, ADMIN);
  await j.page.goto(`${j.stack.shellUrl}${BASE}/dishes/${dish}`);
  const header = j.page.getByTestId('recipe-header');
  await header.getByRole('heading', { name: DISH }).waitFor();
  const summary = j.page.getByTestId('recipe-summary');
  await summary.getByText(/Food cost/).waitFor();
  for (const control of [
    header.getByRole('button', { name: 'Edit' }),
    header.getByRole('link', { name: 'History' }),
    header.getByRole('link', { name: 'View as cook' }),
  ]) {
    expect(insideViewport(await boxOf(control, 'a header action'), LAPTOP)).toBe(true);
  }
  const summaryBox = await boxOf(summary, 'the summary');
  figure(`recipe page at 1366×768: summary ends at y=${Math.round(summaryBox.y + summaryBox.height)}`);
  expect(insideViewport(summaryBox, LAPTOP)).toBe(true);
  // Ingredients and method side by side: the method starts beside the ingredients, not under them.
  const main = j.page.getByTestId('recipe-main');
  const ingredients = await boxOf(main.getByRole('heading', { name: 'Ingredients' }), 'the ingredients heading');
  const method = await boxOf(main.getByRole('heading', { name: 'Steps' }), 'the steps heading');
  expect({ sideBySide: Math.abs(ingredients.y - method.y) < 8 && method.x > ingredients.x }).toEqual({ sideBySide: true });
  await screenshot(j.page, 'screens-recipe-page-1366-dark');
  expect(await seriousViolations(j.page)).toEqual([]);
  await darkMode(j.page);
  await j.page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
  await header.getByRole('button', { name: 'Bewerken' }).waitFor();
  await animationsSettled(j.page);
  await screenshot(j.page, 'screens-recipe-page-1366-nl-light');
  expect(await seriousViolations(j.page)).toEqual([]);
  await j.page.setViewportSize(PORTRAIT);
  await screenshot(j.page, 'screens-recipe-page-768x1024-nl-light');
  expect(await seriousViolations(j.page)).toEqual([]);
  // The language is kept with the account: back to English for the journeys after this one.
  await j.page.getByRole('combobox', { name: 'Taal' }).selectOption({ label: 'English' });
  await header.getByRole('button', { name: 'Edit' }).waitFor();
});

test('the cook’s tablet with a change notice: every quantity and the step in view, both ways up; nothing to tap under 44 px', async () => {
  const adminToken = await signIn(j.stack.gatewayUrl, ADMIN);
  const cookToken = await signIn(j.stack.gatewayUrl, COOK);
  const dish = await recipeId(j.stack.gatewayUrl, adminToken, DISH);
  const { getRecipeMenuById: read } = await gqlData(j.stack.gatewayUrl, LineRecipe, cookToken, { id: dish });
  await gqlData(j.stack.gatewayUrl, MarkRecipeRead, cookToken, { recipeId: dish, version: read!.releasedVersionNumber! });
  // The chef changes a quantity in the editor: the cook's next visit shows the change.
  await signInTo(j.page, j.stack.shellUrl, ADMIN);
  await j.page.goto(`${j.stack.shellUrl}${BASE}/dishes/${dish}/edit`);
  const first = j.page.getByRole('group', { name: 'Ingredient 1', exact: true }).getByLabel('Quantity');
  await first.fill(String(Number(await first.inputValue()) + 1));
  await j.page.getByTestId('form-actions').getByRole('button', { name: 'Save', exact: true }).click();
  await j.page.waitForURL(new RegExp(`${BASE}/dishes/${dish}$`));

  const cook = await anotherPerson(j.browser, j.stack.shellUrl);
  await cook.setViewportSize(LANDSCAPE);
  await signInTo(cook, j.stack.shellUrl, COOK);
  expect(await smallTapTargets(cook)).toEqual([]);
  await screenshot(cook, 'screens-line-home-1024x768-dark');
  await cook.goto(`${j.stack.shellUrl}/recipe/${dish}`);
  await cook.getByTestId('change-notice').waitFor();
  await cook.getByTestId('line-ingredient').nth(7).waitFor();
  for (const size of [LANDSCAPE, PORTRAIT]) {
    await cook.setViewportSize(size);
    await animationsSettled(cook);
    const notice = await boxOf(cook.getByTestId('change-notice'), 'the change notice');
    const lastLine = await boxOf(cook.getByTestId('line-ingredient').last(), 'the last ingredient');
    figure(
      `line view ${size.width}×${size.height} with a change notice: notice ${Math.round(notice.height)} px, last ingredient ends at y=${Math.round(lastLine.y + lastLine.height)}, smallest tap target ${await smallestTapTarget(cook)} px`,
    );
    expect(await outsideViewport(cook, cook.getByTestId('line-ingredient'))).toEqual([]);
    expect(await outsideViewport(cook, cook.getByTestId('line-step'))).toEqual([]);
    expect(await smallTapTargets(cook)).toEqual([]);
    await screenshot(cook, `screens-line-notice-${size.width}x${size.height}-dark`);
    expect(await seriousViolations(cook)).toEqual([]);
  }
  await darkMode(cook);
  await cook.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
  await cook.getByRole('button', { name: 'Gelezen', exact: true }).waitFor();
  expect(await outsideViewport(cook, cook.getByTestId('line-ingredient'))).toEqual([]);
  expect(await smallTapTargets(cook)).toEqual([]);
  await screenshot(cook, 'screens-line-notice-768x1024-nl-light');
  expect(await seriousViolations(cook)).toEqual([]);
  await cook.getByRole('combobox', { name: 'Taal' }).selectOption({ label: 'English' });
  await cook.getByRole('button', { name: 'Read', exact: true }).waitFor();
  await cook.context().close();
});

test('at 1366 px the wide lists show their identifying, money and status columns together', async () => {
  const lists = [
    {
      who: 'superadmin@brigade.local',
      path: '/auth/superadmin/payments',
      headers: ['Kitchen', 'Payment cycle date', 'Due on', 'Total', 'Paid', 'Actions'],
    },
    {
      who: 'superadmin@brigade.local',
      path: '/auth/superadmin/kitchen',
      headers: ['Name', 'Plan', 'Cooks / Recipes / Dishes', 'Due date', 'Status', 'Actions'],
    },
    {
      who: 'superadmin@brigade.local',
      path: '/auth/superadmin/subscriptionplan',
      headers: ['Name', 'Billing period', 'Price', 'Limits', 'Free demo days', 'Status', 'Actions'],
    },
    { who: ADMIN, path: `${BASE}/payments`, headers: ['Invoice', 'Period from', 'Due on', 'Total', 'Status', 'Actions'] },
    { who: ADMIN, path: `${BASE}/ingredients`, headers: ['Name', 'Current price', 'Supplier', 'Used in recipes', 'Status', 'Actions'] },
  ];
  for (const who of [...new Set(lists.map((list) => list.who))]) {
    const page = await anotherPerson(j.browser, j.stack.shellUrl);
    await page.setViewportSize(LAPTOP);
    await signInTo(page, j.stack.shellUrl, who);
    for (const list of lists.filter((l) => l.who === who)) {
      await page.goto(`${j.stack.shellUrl}${list.path}`);
      await page.locator('.ant-table-thead th').filter({ hasText: list.headers[0] }).first().waitFor();
      await page.getByText(/^Total records/).waitFor();
      await animationsSettled(page);
      expect({ list: list.path, hidden: await hiddenHeaders(page, list.headers) }).toEqual({ list: list.path, hidden: [] });
      await screenshot(page, `screens-columns${list.path.replaceAll('/', '-')}-1366-dark`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.context().close();
  }
});

test('the other screens #45 changed pass axe at a laptop and a tablet, dark and light, in English and Dutch', async () => {
  const token = await signIn(j.stack.gatewayUrl, ADMIN);
  const dish = await recipeId(j.stack.gatewayUrl, token, DISH);
  const screens = [
    { who: ADMIN, path: '/', name: 'dashboard', ready: 'Recent changes', nl: 'Recente wijzigingen' },
    { who: ADMIN, path: `${BASE}/dishes/${dish}/history`, name: 'history', ready: 'Live (cooks see this)', nl: 'Live (koks zien deze)' },
    { who: ADMIN, path: `${BASE}/needs-attention`, name: 'needs-attention', ready: 'Needs attention', nl: 'Aandacht nodig' },
    { who: ADMIN, path: `${BASE}/kitchen`, name: 'kitchen-settings', ready: 'Review changes before cooks see them', nl: null },
    { who: ADMIN, path: `${BASE}/no-such-screen`, name: 'not-found', ready: 'Page not found', nl: 'Pagina niet gevonden' },
    { who: 'superadmin@brigade.local', path: '/auth/superadmin/units', name: 'units', ready: 'Converts only to itself', nl: null },
    { who: 'superadmin@brigade.local', path: '/auth/superadmin/allergens', name: 'allergens', ready: 'Used in recipes', nl: null },
  ];
  for (const who of [...new Set(screens.map((s) => s.who))]) {
    const page = await anotherPerson(j.browser, j.stack.shellUrl);
    await page.setViewportSize(LAPTOP);
    await signInTo(page, j.stack.shellUrl, who);
    for (const screen of screens.filter((s) => s.who === who)) {
      await page.setViewportSize(LAPTOP);
      await page.goto(`${j.stack.shellUrl}${screen.path}`);
      await page.getByText(screen.ready).first().waitFor();
      await animationsSettled(page);
      await screenshot(page, `screens-${screen.name}-1366-dark`);
      expect({ screen: screen.name, violations: await seriousViolations(page) }).toEqual({ screen: screen.name, violations: [] });
      await page.setViewportSize(PORTRAIT);
      await darkMode(page);
      await animationsSettled(page);
      await screenshot(page, `screens-${screen.name}-768x1024-light`);
      expect({ screen: screen.name, violations: await seriousViolations(page) }).toEqual({ screen: screen.name, violations: [] });
      await darkMode(page);
    }
    await page.context().close();
  }
  // In Dutch, light, on a landscape tablet: the texts that changed read in the person's language.
  const page = await anotherPerson(j.browser, j.stack.shellUrl);
  await page.setViewportSize(LANDSCAPE);
  await signInTo(page, j.stack.shellUrl, ADMIN);
  await darkMode(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Nederlands' });
  await page.getByRole('combobox', { name: 'Taal' }).waitFor();
  // The choice is kept with the account (issue #45): once it is saved, each page opened reads Dutch.
  await page.waitForLoadState('networkidle');
  for (const screen of screens.filter((s) => s.who === ADMIN && s.nl)) {
    await page.goto(`${j.stack.shellUrl}${screen.path}`);
    await page.getByText(screen.nl!).first().waitFor();
    await animationsSettled(page);
    await screenshot(page, `screens-${screen.name}-1024x768-nl-light`);
    expect({ screen: screen.name, violations: await seriousViolations(page) }).toEqual({ screen: screen.name, violations: [] });
  }
  await page.getByRole('combobox', { name: 'Taal' }).selectOption({ label: 'English' });
  await page.getByRole('combobox', { name: 'Language' }).waitFor();
  await page.context().close();
});
