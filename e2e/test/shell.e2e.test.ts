import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { eventually, startProduct, tokenFor, type Product } from '../support/product';

let stack: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startProduct();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor);

test('a visitor at / sees what Brigade does, with ways to register and sign in, and the auth remote warms up as its links come into view', async () => {
  const remoteAssets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(new URL(stack.shellUrl).hostname) && /mf-manifest|remoteEntry/.test(r.url())) remoteAssets.push(r.url());
  });
  await page.goto(`${stack.shellUrl}/`);
  await page.getByRole('heading', { name: "Your kitchen's recipes, menu and allergens, in one place" }).waitFor();
  await page.getByRole('link', { name: 'Start your free trial' }).waitFor();
  await screenshot(page, 'landing');
  // Nobody clicked yet: the register/sign-in links alone brought the auth remote's entry in.
  expect(await eventually(() => remoteAssets.some((u) => u.includes('remoteEntry')), Boolean)).toBe(true);
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await page.waitForURL('**/register');
});

test('the cookie banner: nothing is stored before a choice; Accept is kept across visits, Decline is kept as declined', async () => {
  await page.goto(`${stack.shellUrl}/`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  await screenshot(page, 'cookie-banner');
  expect(await cookie('brigade_client_cookies')).toBeUndefined();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await banner.waitFor({ state: 'detached' });
  expect(await cookie('brigade_client_cookies')).toBe('accepted');
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await banner.count()).toBe(0);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${stack.shellUrl}/`);
  await second.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  expect((await other.cookies()).find((c) => c.name === 'brigade_client_cookies')?.value).toBe('declined');
  await other.close();
});

test('/nl opens the Dutch site and the language switch changes it back, remembered in NEXT_LOCALE', async () => {
  await page.goto(`${stack.shellUrl}/nl`);
  await page.waitForURL(`${stack.shellUrl}/`);
  await page.getByRole('heading', { name: 'De recepten, menukaart en allergenen van je keuken op één plek' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  await screenshot(page, 'landing-dutch');
  await page.getByRole('combobox', { name: 'Taal' }).click();
  await page.getByTitle('Español').click();
  await page.getByRole('heading', { name: 'Las recetas, la carta y los alérgenos de tu cocina, en un solo lugar' }).waitFor();
  expect(await cookie('NEXT_LOCALE')).toBe('es');
});

test('dark by default; the light switch changes the page and is remembered', async () => {
  await page.goto(`${stack.shellUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const dark = await background();
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  const light = await eventually(background, (now) => now !== dark);
  expect(light).not.toBe(dark);
  await screenshot(page, 'landing-light');
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await background()).toBe(light);
  expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('false');
});

test('a link carrying a token signs a visitor in: the token becomes the session and leaves the address', async () => {
  const token = await tokenFor(stack.gatewayUrl, 'superadmin@brigade.local');
  await page.goto(`${stack.shellUrl}/auth/superadmin/dashboard?token=${token}&tab=1`);
  await page.waitForURL(`${stack.shellUrl}/auth/superadmin/dashboard?tab=1`);
  await page.getByText('Signed in as superadmin@brigade.local').waitFor();
  expect(await cookie('NEXT_TOKEN')).toBe(token);
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Payments' }).waitFor();
});

test('a session the server refuses is ended: the cookie goes and the person lands on /login with the marker', async () => {
  await context.addCookies([{ name: 'NEXT_TOKEN', value: 'not-a-real-token', url: stack.shellUrl }]);
  await page.goto(`${stack.shellUrl}/auth/admin/cook`);
  await page.waitForURL(/\/login(\?unauthenticated=true)?$/);
  await page.getByLabel('Email').waitFor();
  expect(await cookie('NEXT_TOKEN')).toBeUndefined();
});

test('on a narrow screen the menu is a layer that closes when a route change starts', async () => {
  await page.setViewportSize({ width: 420, height: 860 });
  const token = await tokenFor(stack.gatewayUrl, 'admin@demo.brigade.local');
  await page.goto(`${stack.shellUrl}/?token=${token}`);
  await page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const layer = page.getByRole('dialog');
  await layer.getByRole('link', { name: 'Cooks' }).waitFor();
  await page.waitForTimeout(400); // the layer's slide-in, for the screenshot
  await screenshot(page, 'menu-layer');
  await layer.getByRole('link', { name: 'Cooks' }).click();
  await page.waitForURL('**/auth/admin/cook');
  await layer.waitFor({ state: 'hidden' });
});

test('a browser without what Brigade needs is sent to /browser-support and told why', async () => {
  await context.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.goto(`${stack.shellUrl}/login`);
  await page.waitForURL('**/browser-support');
  await page.getByRole('heading', { name: 'Please update your browser' }).waitFor();
  await screenshot(page, 'browser-support');
});
