import { mailbox } from '@brigade/test-kit';
import { screenshot } from '../support/browser';
import { journeys } from '../support/journey';
import { signInOnPage } from '../support/product';

const j = journeys();

/** Mailed links point at the configured APP_URL; the journey follows them on the shell it runs. */
const onShell = (link: string) => {
  const url = new URL(link);
  return `${j.stack.shellUrl}${url.pathname}${url.search}`;
};

test('a chef registers from the landing page, verifies the mailed link, signs in and lands in their new kitchen', async () => {
  const email = `chef.${Date.now()}@bistro.example`;
  await j.page.goto(`${j.stack.shellUrl}/`);
  await j.page.getByRole('link', { name: 'Start your free trial' }).click();
  await j.page.waitForURL('**/register');
  await j.page.getByLabel('First name').fill('Ada');
  await j.page.getByLabel('Last name').fill('Keller');
  await j.page.getByLabel('Email').fill(email);
  await j.page.getByLabel('Kitchen name').fill('Bistro Keller');
  await j.page.getByLabel('Password', { exact: true }).fill('Kitchen2026');
  await j.page.getByLabel('Confirm password').fill('Kitchen2026');
  await j.page.getByRole('button', { name: 'Register' }).click();
  await j.page.getByText('User registered successfully, please check email').waitFor();
  await screenshot(j.page, 'register-done');

  await j.page.goto(onShell(await mailbox(j.stack.mailUrl!).urlFor(email, 'verifyToken')));
  await j.page.getByText('Your email is verified; you can sign in now').waitFor();
  await screenshot(j.page, 'verify-email-done');

  await signInOnPage(j.page, j.stack.shellUrl, email, 'Kitchen2026');
  await j.page.waitForURL(`${j.stack.shellUrl}/`);
  await j.page.getByRole('heading', { name: 'Bistro Keller' }).waitFor();
  await j.page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Upgrade Plan' }).waitFor();
});

test('registering twice with one address is refused with the server’s reason, and nothing is lost from the form', async () => {
  await j.page.goto(`${j.stack.shellUrl}/register`);
  await j.page.getByLabel('First name').fill('Sam');
  await j.page.getByLabel('Email').fill('admin@demo.brigade.local');
  await j.page.getByLabel('Last name').fill('Demo');
  await j.page
    .getByText(/already/i)
    .first()
    .waitFor();
  expect(await j.page.getByLabel('First name').inputValue()).toBe('Sam');
  await screenshot(j.page, 'register-taken');
});

test('forgot password: the mailed link opens the reset form, the new password signs in and the old one no longer does', async () => {
  await j.page.goto(`${j.stack.shellUrl}/login`);
  await j.page.getByRole('link', { name: 'Forgot password?' }).click();
  await j.page.waitForURL('**/forgot-password');
  await j.page.getByRole('link', { name: 'Do you know your password?' }).waitFor();
  await j.page.getByLabel('Email').fill('cook@demo.brigade.local');
  await j.page.getByRole('button', { name: 'Send reset link' }).click();
  await j.page.getByRole('alert').first().waitFor();
  await screenshot(j.page, 'forgot-password-sent');

  await j.page.goto(onShell(await mailbox(j.stack.mailUrl!).urlFor('cook@demo.brigade.local', 'resetToken')));
  await j.page.getByText('Reset your password').first().waitFor();
  await j.page.getByLabel('New password').fill('Whisk2026x');
  await j.page.getByLabel('Confirm password').fill('Whisk2026y');
  await j.page.getByRole('button', { name: 'Save password' }).click();
  await j.page.getByText('The passwords do not match').waitFor();
  await j.page.getByLabel('Confirm password').fill('Whisk2026x');
  await j.page.getByRole('button', { name: 'Save password' }).click();
  await j.page.getByText('Your password is set; you can sign in now').waitFor();

  await signInOnPage(j.page, j.stack.shellUrl, 'cook@demo.brigade.local');
  await j.page.getByRole('alert').getByText('Invalid email or password').waitFor();
  await signInOnPage(j.page, j.stack.shellUrl, 'cook@demo.brigade.local', 'Whisk2026x');
  await j.page.waitForURL(`${j.stack.shellUrl}/`);
  await j.page.getByRole('searchbox', { name: 'Search by name or ingredient' }).waitFor();
});
