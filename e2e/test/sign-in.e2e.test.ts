import { signIn } from '@brigade/test-kit';
import { MongoClient, ObjectId } from 'mongodb';
import { seriousViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { describeShipped, scriptsBeforeUsable } from '../support/bundle';
import { journeys } from '../support/journey';
import { signInOnPage as signInAs } from '../support/product';

const j = journeys();

function signInHere(email: string, password?: string): Promise<void> {
  return signInAs(j.page, j.stack.shellUrl, email, password);
}

test('a super admin signs in from the root and lands on the super admin dashboard (another remote)', async () => {
  await signInHere('superadmin@brigade.local');
  await j.page.waitForURL('**/auth/superadmin/dashboard');
  // The seeded platform: the demo kitchen and its cook, counted by the services through the gateway.
  await j.page.getByRole('group', { name: 'Kitchens' }).getByText('1', { exact: true }).waitFor();
  await j.page.getByRole('group', { name: 'Cooks' }).getByText('1', { exact: true }).waitFor();
  await screenshot(j.page, 'superadmin-dashboard');
  const cookies = await j.page.context().cookies();
  expect(cookies.find((c) => c.name === 'NEXT_TOKEN')?.value).toMatch(/^ey/);
});

test('a kitchen admin signs in and sees their kitchen, read through the gateway', async () => {
  await signInHere('admin@demo.brigade.local');
  await j.page.waitForURL(`${j.stack.shellUrl}/`);
  await j.page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  await screenshot(j.page, 'kitchen-home');
});

test('a wrong password shows the sign-in error and keeps the person on the page', async () => {
  await signInHere('admin@demo.brigade.local', 'not-the-password');
  await j.page.getByRole('alert').getByText('Invalid email or password').waitFor();
  expect(j.page.url()).toBe(`${j.stack.shellUrl}/login`);
  await screenshot(j.page, 'sign-in-error');
});

/**
 * A console screen's budget (#26): what a cold kitchen admin's recipe list (a new browser context with the
 * session cookie) fetches before the list's page is on screen (its toolbar and table, while the recipes load),
 * gzipped; 813 kB at the last change with a little room (#26's goal is 450, which antd alone rules out:
 * e2e/README.md 'Bundle budget'). What the page warms up once it is on screen does not count: the remotes behind
 * its links (the cookie banner's privacy policy is mfe-auth's), fetched while the recipes are on their way. The
 * mark was the 'Total records' line until issue #45 stopped a loading list from saying 'Total records: 0'.
 * Before the remote-down journey, which leaves mfe-kitchen stopped.
 */
const CONSOLE_BUDGET_KB = 830;

test(`a cold recipe list ships at most ${CONSOLE_BUDGET_KB} kB of gzipped JavaScript before its page is on screen, then shows its recipes`, async () => {
  const token = await signIn(j.stack.gatewayUrl, 'admin@demo.brigade.local');
  await j.context.addCookies([{ name: 'NEXT_TOKEN', value: token, url: j.stack.shellUrl }]);
  const scripts = await scriptsBeforeUsable(
    j.page,
    `${j.stack.shellUrl}/auth/admin/recipe`,
    { selector: '[data-list-toolbar]' },
    async () => {
      await j.page.getByText(/^Total records/).waitFor({ state: 'visible' });
    },
  );
  const kB = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  process.stdout.write(`/auth/admin/recipe before its page is on screen: ${describeShipped(scripts)}\n`);
  expect({ withinBudget: kB <= CONSOLE_BUDGET_KB, shipped: describeShipped(scripts) }).toMatchObject({ withinBudget: true });
});

test('a remote that is down shows an error with a retry inside the layout; the rest keeps working', async () => {
  await signInHere('superadmin@brigade.local');
  await j.page.waitForURL('**/auth/superadmin/dashboard');
  await j.stack.killFrontend('mfe-kitchen');
  await j.page.goto(`${j.stack.shellUrl}/auth/admin/cook`);
  await j.page.getByText('This part of Brigade could not be loaded').waitFor();
  await j.page.getByRole('button', { name: 'Retry' }).waitFor();
  await j.page.getByRole('link', { name: 'Brigade home' }).waitFor();
  await screenshot(j.page, 'remote-down');
  await j.page.goto(`${j.stack.shellUrl}/auth/superadmin/dashboard`);
  await j.page.getByRole('group', { name: 'Kitchens' }).waitFor();
});

test('a deep link opens straight into its page (assets load from the root, not the link path)', async () => {
  await signInHere('superadmin@brigade.local');
  await j.page.waitForURL('**/auth/superadmin/dashboard');
  const fresh = await j.context.newPage();
  await fresh.goto(`${j.stack.shellUrl}/auth/superadmin/dashboard`);
  await fresh.getByRole('group', { name: 'Kitchens' }).waitFor();
  await fresh.close();
});

test('a language prefix is taken off the address and remembered: /nl/login opens /login in Dutch with NEXT_LOCALE=nl, and passes axe on a tablet, light and dark', async () => {
  await j.page.goto(`${j.stack.shellUrl}/nl/login`);
  await j.page.waitForURL(`${j.stack.shellUrl}/login`);
  await j.page.getByLabel('E-mailadres').waitFor();
  await j.page.getByRole('button', { name: 'Inloggen' }).waitFor();
  await j.page.getByRole('link', { name: 'Wachtwoord vergeten?' }).waitFor();
  expect((await j.context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('nl');
  await screenshot(j.page, 'sign-in-dutch');
  // The plain sign-in page (#26) on a kitchen tablet, both ways up, light and dark, still in Dutch.
  await j.page.setViewportSize({ width: 768, height: 1024 });
  await j.page.getByRole('switch', { name: 'Donkere modus' }).click();
  expect(await seriousViolations(j.page)).toEqual([]);
  await screenshot(j.page, 'sign-in-tablet-portrait-nl-light');
  await j.page.setViewportSize({ width: 1024, height: 768 });
  await j.page.getByRole('switch', { name: 'Donkere modus' }).click();
  expect(await seriousViolations(j.page)).toEqual([]);
  await screenshot(j.page, 'sign-in-tablet-landscape-nl-dark');
});

test('a signed-in person who opens the sign-in page again is sent home', async () => {
  await signInHere('superadmin@brigade.local');
  await j.page.waitForURL('**/auth/superadmin/dashboard');
  await j.page.goto(`${j.stack.shellUrl}/login`);
  await j.page.waitForURL('**/auth/superadmin/dashboard');
  await j.page.getByRole('group', { name: 'Kitchens' }).waitFor();
});

// Last: it leaves the demo kitchen owing.
test('a kitchen whose payment is overdue: its admin can only reach /complete-payment, and paying there opens the kitchen again', async () => {
  const client = await MongoClient.connect(j.stack.mongoUri);
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
  await signInHere('admin@demo.brigade.local');
  await j.page.waitForURL('**/complete-payment');
  await j.page.goto(`${j.stack.shellUrl}/auth/admin/cook`);
  await j.page.waitForURL('**/complete-payment');
  await j.page.getByRole('radio', { name: /^Starter \(monthly\)/ }).check();
  await j.page.getByRole('button', { name: 'Continue' }).click();
  await j.page.getByText('Pay €35.09 to continue with Starter').waitFor();
  await screenshot(j.page, 'overdue-complete-payment');
  await j.page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await j.page.getByRole('button', { name: 'Pay €35.09' }).click();
  await j.page.getByRole('alert').getByText('Your card was declined').waitFor();
  await j.page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await j.page.getByRole('button', { name: 'Pay €35.09' }).click();
  await j.page.waitForURL(`${j.stack.shellUrl}/`);
  // Paid: the kitchen's pages open again.
  await j.page.goto(`${j.stack.shellUrl}/auth/admin/cook`);
  await j.page.waitForTimeout(500);
  expect(j.page.url()).toBe(`${j.stack.shellUrl}/auth/admin/cook`);
});

/**
 * The /login budget (#26): what a cold /login fetches before its form is usable, gzipped: #26's goal.
 * The page needs neither antd nor Apollo before its form is sent (230 kB; 966 before #26). The unit
 * checks `shell/test/first-load.test.ts` and `mfe-auth/test/login-plain.test.ts` say which import
 * broke it; this one says how much it costs (e2e/README.md 'Bundle budget').
 */
const LOGIN_BUDGET_KB = 250;

test(`a cold /login ships at most ${LOGIN_BUDGET_KB} kB of gzipped JavaScript before its form is usable`, async () => {
  const scripts = await scriptsBeforeUsable(j.page, `${j.stack.shellUrl}/login`, { selector: 'input[type="email"]' }, async () => {
    const email = j.page.getByLabel('Email');
    await email.waitFor({ state: 'visible' });
    expect(await email.isEnabled()).toBe(true);
  });
  const kB = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  process.stdout.write(`/login before its form is usable: ${describeShipped(scripts)}\n`);
  expect(scripts.length).toBeGreaterThan(0);
  // On failure the object shows which files the page fetched and how large each was.
  expect({ withinBudget: kB <= LOGIN_BUDGET_KB, shipped: describeShipped(scripts) }).toMatchObject({ withinBudget: true });
});
