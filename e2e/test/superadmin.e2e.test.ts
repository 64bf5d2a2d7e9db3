import { mailbox, signIn } from '@brigade/test-kit';
import { AdminActiveKitchens, AdminCategories, AdminCreateAllergen, CreateRecipeMenu } from '../support/__generated__/documents';
import { screenshot } from '../support/browser';
import { choose, TINY_PNG } from '../support/console';
import { gqlData } from '../support/graphql';
import { journeys } from '../support/journey';
import { signInOnPage } from '../support/product';

/**
 * The platform owner's console (issue #9) against the whole running product: each journey signs
 * in as the seeded super admin and works through the screens as a person would.
 */
const j = journeys();
const BASE = '/auth/superadmin';

async function open(path: string): Promise<void> {
  // The consent banner is answered already: it sits over the bottom of the page, where forms keep Save.
  await j.context.addCookies([{ name: 'brigade_client_cookies', value: 'declined', url: j.stack.shellUrl }]);
  await signInOnPage(j.page, j.stack.shellUrl, 'superadmin@brigade.local');
  await j.page.getByRole('group', { name: 'Kitchens' }).waitFor();
  await j.page.goto(`${j.stack.shellUrl}${BASE}/${path}`);
}

const save = () => j.page.getByRole('button', { name: 'Save' }).click();
const row = (text: string) => j.page.getByRole('row').filter({ hasText: text });

test('a plan is created, then a kitchen with its first admin, who is invited by e-mail', async () => {
  await open('subscriptionplan/create');
  await j.page.getByLabel('Name', { exact: true }).fill('Bistro Monthly');
  await j.page.getByLabel(/^Price/).fill('39');
  await j.page.getByLabel('Cooks', { exact: true }).fill('8');
  await j.page.getByLabel('Recipes', { exact: true }).fill('200');
  await j.page.getByLabel('Menu items', { exact: true }).fill('80');
  await j.page.getByLabel('Recipes each cook may view').fill('50');
  await j.page.getByLabel('Storage (GB)').fill('5');
  await save();
  await j.page.waitForURL(`**${BASE}/subscriptionplan`);
  await row('Bistro Monthly').waitFor();
  await screenshot(j.page, 'superadmin-plans');

  await j.page.goto(`${j.stack.shellUrl}${BASE}/kitchen/create`);
  await j.page.getByLabel('Name', { exact: true }).fill('Brasserie Zuid');
  await j.page.getByLabel('First name').fill('Noor');
  await j.page.getByLabel('Last name').fill('Visser');
  await j.page.getByLabel('E-mail').fill('noor@brasserie-zuid.example');
  await save();
  await j.page.waitForURL(`**${BASE}/kitchen`);
  await row('Brasserie Zuid').waitFor();
  expect(await mailbox(j.stack.mailUrl!).urlFor('noor@brasserie-zuid.example', 'createToken')).toMatch(/createToken=/);
  // Once identity has created the admin (an event away), the kitchen names its owner.
  await j.page.reload();
  await row('Brasserie Zuid').getByText('noor@brasserie-zuid.example').waitFor();
  await screenshot(j.page, 'superadmin-kitchens');
});

test('a category gets an image; two categories are reordered; a deleted category’s dishes move to ALL', async () => {
  await open('category/create');
  await j.page.getByLabel('Name', { exact: true }).fill('E2E bar snacks');
  await j.page.locator('input[type=file]').setInputFiles({ name: 'bar-snacks.png', mimeType: 'image/png', buffer: TINY_PNG });
  await j.page.locator('img[src^="/media/"]').waitFor();
  await save();
  await j.page.waitForURL(`**${BASE}/category`);
  await row('E2E bar snacks').locator('img[src^="/media/"]').waitFor();

  await j.page.goto(`${j.stack.shellUrl}${BASE}/category/create`);
  await j.page.getByLabel('Name', { exact: true }).fill('E2E sweets');
  await save();
  await j.page.waitForURL(`**${BASE}/category`);
  await row('E2E sweets').waitFor();

  await j.page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
  await j.page.getByText('Total records: 2').waitFor();
  // Keyboard drag, as dnd-kit offers it: pick up Sweets' grip, move it up one place, drop.
  const names = async () => (await j.page.getByRole('row').allTextContents()).filter((t) => /E2E bar snacks|E2E sweets/.test(t));
  const before = await names();
  const grip = row(before[1]!.includes('E2E sweets') ? 'E2E sweets' : 'E2E bar snacks').getByRole('button', { name: 'Drag to reorder' });
  await grip.focus();
  // dnd-kit starts listening for the arrows a moment after the pick-up, as a person's presses are apart.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await j.page.keyboard.press(key);
    await j.page.waitForTimeout(300);
  }
  await j.page.getByText('Order saved').waitFor();
  await j.page.reload();
  await j.page.getByText('Total records: 2').waitFor();
  expect((await names()).map((t) => (t.includes('E2E sweets') ? 'E2E sweets' : 'E2E bar snacks'))).toEqual(
    before.map((t) => (t.includes('E2E sweets') ? 'E2E sweets' : 'E2E bar snacks')).reverse(),
  );

  // A dish of the Demo Kitchen in Sweets, made through the API: the journey is about the category.
  const token = await signIn(j.stack.gatewayUrl, 'superadmin@brigade.local');
  const { getActiveKitchen } = await gqlData(j.stack.gatewayUrl, AdminActiveKitchens, token);
  const demo = getActiveKitchen.find((k) => k.name === 'Demo Kitchen')!;
  const { getCategory } = await gqlData(j.stack.gatewayUrl, AdminCategories, token, {
    pageNo: 1,
    sizePerPage: 100,
    filters: { search: 'E2E sweets' },
  });
  const desserts = getCategory.records.find((c) => c.name === 'E2E sweets')!;
  await gqlData(j.stack.gatewayUrl, CreateRecipeMenu, token, {
    input: { title: 'Tarte Tatin', kitchenId: demo.id, type: 'MENU', categoryId: desserts.id },
  });

  await row('E2E sweets').getByRole('button', { name: 'Delete E2E sweets' }).click();
  await j.page.getByRole('dialog', { name: 'Delete Category?' }).getByRole('button', { name: 'Delete' }).click();
  await j.page.getByText("Category deleted; its dishes are now in 'ALL'").waitFor();
  await j.page.goto(`${j.stack.shellUrl}${BASE}/dishes`);
  await row('Tarte Tatin').getByText('ALL', { exact: true }).waitFor();
  await screenshot(j.page, 'superadmin-dish-moved-to-all');
});

test('an ingredient is added with its allergen statements', async () => {
  await open('ingredients/create');
  await j.page.getByLabel('Name', { exact: true }).fill('Sesame oil');
  await j.page.getByLabel('Density (g/ml)').fill('0.92');
  // antd's radio buttons hide the input under their label: the person clicks the label.
  await j.page.getByRole('radiogroup', { name: 'Sesame seeds' }).getByText('Contains', { exact: true }).click();
  expect(await j.page.getByRole('radiogroup', { name: 'Sesame seeds' }).getByRole('radio', { name: 'Contains' }).isChecked()).toBe(true);
  await j.page.getByRole('button', { name: 'Mark all unchecked as free from' }).click();
  await save();
  await j.page.waitForURL(`**${BASE}/ingredients`);
  await j.page.getByRole('searchbox', { name: 'Search' }).fill('Sesame oil');
  await row('Sesame oil')
    .getByText(/Sesame seeds|Sesame/)
    .first()
    .waitFor();
  await screenshot(j.page, 'superadmin-ingredients');
});

test('a recipe is created for a kitchen with ingredients and steps', async () => {
  await open('recipe/new');
  await choose(j.page, 'Kitchen', 'Demo Kitchen');
  await j.page.getByLabel('Title', { exact: true }).fill('Sesame noodles');
  await j.page.getByRole('button', { name: 'Add ingredient' }).click();
  await choose(j.page, 'Ingredient or recipe', 'Sesame oil');
  await j.page.getByLabel('Quantity').fill('2');
  await j.page.getByRole('button', { name: 'Add step' }).click();
  await j.page.getByLabel('Step title').fill('Boil the noodles');
  await save();
  // The editor lands on the saved recipe (issue #45); its Back returns to the list.
  await j.page.waitForURL(new RegExp(`${BASE}/recipe/[0-9a-f]{24}$`));
  await j.page.getByRole('heading', { level: 2, name: 'Sesame noodles' }).waitFor();
  await j.page.getByRole('button', { name: 'Back', exact: true }).click();
  await j.page.waitForURL(`**${BASE}/recipe`);
  await row('Sesame noodles').waitFor();
  await screenshot(j.page, 'superadmin-recipes');
});

test('a cook is edited and the list shows the change', async () => {
  await open('cook');
  const first = j.page.getByRole('button', { name: /^Edit / }).first();
  await first.click();
  await j.page.waitForURL(`**${BASE}/cook/*/edit`);
  await j.page.getByLabel('First name').fill('Renamed');
  await save();
  await j.page.waitForURL(`**${BASE}/cook`);
  await j.page.getByRole('row').filter({ hasText: 'Renamed' }).waitFor();
});

test('a list of 45 allergens is searched and paginated', async () => {
  const token = await signIn(j.stack.gatewayUrl, 'superadmin@brigade.local');
  for (let n = 1; n <= 45; n++) {
    await gqlData(j.stack.gatewayUrl, AdminCreateAllergen, token, { input: { name: `Test allergen ${String(n).padStart(2, '0')}` } });
  }
  await open('allergens');
  await j.page.getByText(/Total records: (59|[6-9]\d)/).waitFor();
  await j.page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await j.page.waitForURL(/page=2/);
  await j.page.getByRole('searchbox', { name: 'Search' }).fill('Test allergen 4');
  await j.page.getByText('Total records: 6').waitFor();
  expect(await j.page.getByRole('row').filter({ hasText: 'Test allergen 4' }).count()).toBe(6);
  expect(j.page.url()).toContain('q=Test+allergen+4');
  await screenshot(j.page, 'superadmin-allergens-search');
});

test('leaving a changed form asks Save or Don’t Save', async () => {
  await open('allergens/create');
  await j.page.getByLabel('Name', { exact: true }).fill('Half-typed');
  await j.page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await j.page.getByText('You have unsaved changes. Are you sure you want to leave without saving').waitFor();
  await screenshot(j.page, 'superadmin-unsaved');
  await j.page.getByRole('button', { name: "Don't Save" }).click();
  await j.page.waitForURL(`**${BASE}/dashboard`);
});

test('a push notification is sent to all users and the delivery counts are shown', async () => {
  await open('push-notification');
  await j.page.getByLabel('Title', { exact: true }).fill('Menu update');
  await j.page.getByLabel('Message', { exact: true }).fill('The spring menu is live.');
  await j.page.getByRole('button', { name: 'Send' }).click();
  await j.page.getByText('Notification sent', { exact: true }).waitFor();
  await j.page.getByText('Delivered', { exact: true }).waitFor();
  await j.page.getByText('Not delivered').waitFor();
  await screenshot(j.page, 'superadmin-push');
});
