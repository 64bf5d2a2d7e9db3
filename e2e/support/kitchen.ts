import { mailbox, until } from '@brigade/test-kit';
import type { Browser, Page } from 'playwright-core';
import { AdminCreateCook, CreateRecipeMenu, RecipeMenus } from './__generated__/documents';
import { KITCHEN_USAGE } from './documents';
import { newPerson } from './evidence';
import { gqlData } from './graphql';
import { signInOnPage, type Product } from './product';

/** Mailed links point at the configured APP_URL; a journey follows them on the shell it runs. */
export function onShell(shellUrl: string, link: string): string {
  const url = new URL(link);
  return `${shellUrl}${url.pathname}${url.search}`;
}

/** The consent banner answered already: it sits over the bottom of the page, where forms keep Save. */
export async function skipCookieBanner(page: Page, shellUrl: string): Promise<void> {
  await page.context().addCookies([{ name: 'brigade_client_cookies', value: 'declined', url: shellUrl }]);
}

/** Signs in through the form and waits for the person's menu: their app is there. */
export async function signInTo(page: Page, shellUrl: string, email: string, password?: string): Promise<void> {
  await skipCookieBanner(page, shellUrl);
  await signInOnPage(page, shellUrl, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  // An admin's side menu, or (a cook's one entry, or a narrow screen) the header's button to the menu layer.
  await page
    .getByRole('menu', { name: 'Main menu' })
    .or(page.getByRole('button', { name: 'Open menu' }))
    .first()
    .waitFor();
}

/** Another person at the same time, with their own browser (cookies, storage); close with `page.context().close()`. */
export async function anotherPerson(browser: Browser, shellUrl: string): Promise<Page> {
  const context = await newPerson(browser);
  const page = await context.newPage();
  await skipCookieBanner(page, shellUrl);
  return page;
}

type NewPerson = { fName: string; lName: string; email: string; password: string };

/**
 * A cook made by their kitchen admin with a password (CreateKitchenCook): identity asks them to
 * verify their e-mail first, so the cook follows the mailed link in their browser (`page`).
 */
export async function cookWithPassword(stack: Product, page: Page, adminToken: string, cook: NewPerson): Promise<void> {
  await gqlData(stack.gatewayUrl, AdminCreateCook, adminToken, { input: cook });
  await page.goto(onShell(stack.shellUrl, await mailbox(stack.mailUrl!).urlFor(cook.email, 'verifyToken')));
  await page.getByText('Your email is verified; you can sign in now').waitFor();
}

/** The caller's kitchen: its recipe count (the kitchen service's, from recipe's events) and its plan's cap. */
export async function kitchenUsage(gatewayUrl: string, token: string) {
  const { me } = await gqlData(gatewayUrl, KITCHEN_USAGE, token);
  const plan = me?.kitchen?.activeSubscriptionPlan;
  if (!me?.kitchenId || !me.kitchen || !plan) throw new Error(`no kitchen with a plan for this caller: ${JSON.stringify(me)}`);
  return { kitchenId: me.kitchenId, kitchen: { recipeCount: me.kitchen.recipeCount, activeSubscriptionPlan: plan } };
}

/** Creates recipes through the API until the kitchen holds as many as its plan allows, and waits until the kitchen counts them. */
export async function fillRecipesToCap(gatewayUrl: string, token: string): Promise<number> {
  const { kitchen } = await kitchenUsage(gatewayUrl, token);
  const cap = kitchen.activeSubscriptionPlan.recipeCount;
  // The recipe service counts at once; the kitchen's own counter catches up from its events.
  const { total } = (await gqlData(gatewayUrl, RecipeMenus, token, { pageNo: 1, sizePerPage: 1, filters: { type: 'RECIPE' } }))
    .getRecipeMenu;
  for (let n = total; n < cap; n++) {
    await gqlData(gatewayUrl, CreateRecipeMenu, token, { input: { title: `Prep list ${String(n + 1).padStart(3, '0')}` } });
  }
  await until(
    () => kitchenUsage(gatewayUrl, token),
    (me) => me.kitchen.recipeCount === cap,
    { timeoutMs: 15_000, what: `the kitchen counting ${cap} recipes` },
  );
  return cap;
}

/** The id of the kitchen's recipe with this exact title. */
export async function recipeId(gatewayUrl: string, token: string, title: string): Promise<string> {
  const { getRecipeMenu } = await gqlData(gatewayUrl, RecipeMenus, token, { filters: { search: title } });
  const found = getRecipeMenu.records.find((r) => r.title === title);
  if (!found) throw new Error(`no recipe titled ${title}`);
  return found.id;
}
