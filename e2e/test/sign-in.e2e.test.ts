import { startStack, type Stack } from '@brigade/dev-stack';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    frontends: true,
    output: 'silent',
    ports: {
      mongo: 0,
      gateway: 0,
      services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 },
      frontends: { shell: 0, 'mfe-auth': 0, 'mfe-superadmin': 0, 'mfe-kitchen': 0 },
    },
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

// Each journey gets its own browser context: its own cookies and storage, as a separate person.
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

async function signIn(email: string, password = 'Brigade!2026'): Promise<void> {
  await page.goto(`${stack.shellUrl}/`);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a super admin signs in from the root and lands on the super admin dashboard (another remote)', async () => {
  await signIn('superadmin@brigade.local');
  await page.waitForURL('**/auth/superadmin/dashboard');
  await page.getByText('Signed in as superadmin@brigade.local').waitFor();
  await screenshot(page, 'superadmin-dashboard');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'NEXT_TOKEN')?.value).toMatch(/^ey/);
});

test('a kitchen admin signs in and sees their kitchen, read through the gateway', async () => {
  await signIn('admin@demo.brigade.local');
  await page.waitForURL(`${stack.shellUrl}/`);
  await page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  await screenshot(page, 'kitchen-home');
});

test('a wrong password shows the sign-in error and keeps the person on the page', async () => {
  await signIn('admin@demo.brigade.local', 'not-the-password');
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  expect(page.url()).toBe(`${stack.shellUrl}/login`);
  await screenshot(page, 'sign-in-error');
});

test('a remote that is down shows an error with a retry inside the layout; the rest keeps working', async () => {
  await signIn('superadmin@brigade.local');
  await page.waitForURL('**/auth/superadmin/dashboard');
  await stack.killFrontend('mfe-kitchen');
  await page.goto(`${stack.shellUrl}/auth/admin/cook`);
  await page.getByText('This part of Brigade could not be loaded').waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByRole('link', { name: 'Brigade home' }).waitFor();
  await screenshot(page, 'remote-down');
  await page.goto(`${stack.shellUrl}/auth/superadmin/dashboard`);
  await page.getByText('Signed in as superadmin@brigade.local').waitFor();
});

test('a deep link opens straight into its page (assets load from the root, not the link path)', async () => {
  await signIn('superadmin@brigade.local');
  await page.waitForURL('**/auth/superadmin/dashboard');
  const fresh = await context.newPage();
  await fresh.goto(`${stack.shellUrl}/auth/superadmin/dashboard`);
  await fresh.getByText('Signed in as superadmin@brigade.local').waitFor();
  await fresh.close();
});
