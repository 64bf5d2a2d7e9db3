import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MongoClient, ObjectId } from 'mongodb';
import { launchChromium, screenshot } from '../support/browser';
import { signIn as signInAs, startProduct, type Product } from '../support/product';

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

// Each journey gets its own browser context: its own cookies and storage, as a separate person.
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function signIn(email: string, password?: string): Promise<void> {
  return signInAs(page, stack.shellUrl, email, password);
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

test('a language prefix is taken off the address and remembered: /nl/login opens /login in Dutch with NEXT_LOCALE=nl', async () => {
  await page.goto(`${stack.shellUrl}/nl/login`);
  await page.waitForURL(`${stack.shellUrl}/login`);
  await page.getByLabel('E-mailadres').waitFor();
  await page.getByRole('button', { name: 'Inloggen' }).waitFor();
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).waitFor();
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('nl');
  await screenshot(page, 'sign-in-dutch');
});

test('a signed-in person who opens the sign-in page again is sent home', async () => {
  await signIn('superadmin@brigade.local');
  await page.waitForURL('**/auth/superadmin/dashboard');
  await page.goto(`${stack.shellUrl}/login`);
  await page.waitForURL('**/auth/superadmin/dashboard');
  await page.getByText('Signed in as superadmin@brigade.local').waitFor();
});

// Last: it leaves the demo kitchen owing.
test('a kitchen whose payment is overdue: its admin can only reach /complete-payment, and paying there opens the kitchen again', async () => {
  const client = await MongoClient.connect(stack.mongoUri);
  try {
    const overdue = await client
      .db('brigade_billing')
      .collection('subscriptions')
      .updateOne(
        { kitchenId: new ObjectId('64b000000000000000000001') },
        { $set: { status: 'PAST_DUE', dueDate: new Date(Date.now() - 86_400_000) } },
      );
    expect(overdue.modifiedCount).toBe(1);
  } finally {
    await client.close();
  }
  await signIn('admin@demo.brigade.local');
  await page.waitForURL('**/complete-payment');
  await page.goto(`${stack.shellUrl}/auth/admin/cook`);
  await page.waitForURL('**/complete-payment');
  await page.getByRole('radio', { name: /^Starter \(monthly\)/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Pay €35.09 to continue with Starter').waitFor();
  await screenshot(page, 'overdue-complete-payment');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay €35.09' }).click();
  await page.getByRole('alert').getByText('Your card was declined').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €35.09' }).click();
  await page.waitForURL(`${stack.shellUrl}/`);
  // Paid: the kitchen's pages open again.
  await page.goto(`${stack.shellUrl}/auth/admin/cook`);
  await page.waitForTimeout(500);
  expect(page.url()).toBe(`${stack.shellUrl}/auth/admin/cook`);
});
