import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { mailedLink, signIn, startProduct, type Product } from '../support/product';

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
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** Mailed links point at the configured APP_URL; the journey follows them on the shell it runs. */
const onShell = (link: string) => {
  const url = new URL(link);
  return `${stack.shellUrl}${url.pathname}${url.search}`;
};

test('a chef registers from the landing page, verifies the mailed link, signs in and lands in their new kitchen', async () => {
  const email = `chef.${Date.now()}@bistro.example`;
  await page.goto(`${stack.shellUrl}/`);
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await page.waitForURL('**/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Keller');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kitchen name').fill('Bistro Keller');
  await page.getByLabel('Password', { exact: true }).fill('Kitchen2026');
  await page.getByLabel('Confirm password').fill('Kitchen2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('User registered successfully, please check email').waitFor();
  await screenshot(page, 'register-done');

  await page.goto(onShell(await mailedLink(stack.mailUrl!, email, 'verifyToken')));
  await page.getByText('Your email is verified; you can sign in now').waitFor();
  await screenshot(page, 'verify-email-done');

  await signIn(page, stack.shellUrl, email, 'Kitchen2026');
  await page.waitForURL(`${stack.shellUrl}/`);
  await page.getByRole('heading', { name: 'Bistro Keller' }).waitFor();
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Upgrade Plan' }).waitFor();
});

test('registering twice with one address is refused with the server’s reason, and nothing is lost from the form', async () => {
  await page.goto(`${stack.shellUrl}/register`);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Email').fill('admin@demo.brigade.local');
  await page.getByLabel('Last name').fill('Demo');
  await page
    .getByText(/already/i)
    .first()
    .waitFor();
  expect(await page.getByLabel('First name').inputValue()).toBe('Sam');
  await screenshot(page, 'register-taken');
});

test('forgot password: the mailed link opens the reset form, the new password signs in and the old one no longer does', async () => {
  await page.goto(`${stack.shellUrl}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('link', { name: 'Do you know your password?' }).waitFor();
  await page.getByLabel('Email').fill('cook@demo.brigade.local');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('alert').first().waitFor();
  await screenshot(page, 'forgot-password-sent');

  await page.goto(onShell(await mailedLink(stack.mailUrl!, 'cook@demo.brigade.local', 'resetToken')));
  await page.getByText('Reset your password').first().waitFor();
  await page.getByLabel('New password').fill('Whisk2026x');
  await page.getByLabel('Confirm password').fill('Whisk2026y');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('The passwords do not match').waitFor();
  await page.getByLabel('Confirm password').fill('Whisk2026x');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Your password is set; you can sign in now').waitFor();

  await signIn(page, stack.shellUrl, 'cook@demo.brigade.local');
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  await signIn(page, stack.shellUrl, 'cook@demo.brigade.local', 'Whisk2026x');
  await page.waitForURL(`${stack.shellUrl}/`);
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Recipes' }).waitFor();
});
