import { SEED_PASSWORD, signIn, until } from '@brigade/test-kit';
import { animationsSettled } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { newPerson, takeViolations } from '../support/evidence';
import { journeys } from '../support/journey';

const j = journeys();

const cookie = async (name: string) => (await j.context.cookies()).find((c) => c.name === name)?.value;
const background = () => j.page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor);

test('a visitor at / sees what Brigade does, with ways to register and sign in, and the auth remote warms up as its links come into view', async () => {
  const remoteAssets: string[] = [];
  j.page.on('request', (r) => {
    if (r.url().includes(new URL(j.stack.shellUrl).hostname) && /mf-manifest|remoteEntry/.test(r.url())) remoteAssets.push(r.url());
  });
  await j.page.goto(`${j.stack.shellUrl}/`);
  await j.page.getByRole('heading', { name: "Your kitchen's recipes, menu and allergens, in one place" }).waitFor();
  await j.page.getByRole('link', { name: 'Start your free trial' }).waitFor();
  await screenshot(j.page, 'landing');
  // Nobody clicked yet: the register/sign-in links alone brought the auth remote's entry in.
  expect(await until(() => remoteAssets.some((u) => u.includes('remoteEntry')), Boolean)).toBe(true);
  await j.page.getByRole('link', { name: 'Start your free trial' }).click();
  await j.page.waitForURL('**/register');
});

test('the cookie banner: nothing is stored before a choice; Accept is kept across visits, Decline is kept as declined', async () => {
  await j.page.goto(`${j.stack.shellUrl}/`);
  const banner = j.page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  await screenshot(j.page, 'cookie-banner');
  expect(await cookie('brigade_client_cookies')).toBeUndefined();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await banner.waitFor({ state: 'detached' });
  expect(await cookie('brigade_client_cookies')).toBe('accepted');
  await j.page.reload();
  await j.page.getByRole('heading', { level: 1 }).waitFor();
  expect(await banner.count()).toBe(0);

  const other = await newPerson(j.browser, {});
  const second = await other.newPage();
  await second.goto(`${j.stack.shellUrl}/`);
  await second.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  expect((await other.cookies()).find((c) => c.name === 'brigade_client_cookies')?.value).toBe('declined');
  await other.close();
});

test('/nl opens the Dutch site and the language switch changes it back, remembered in NEXT_LOCALE', async () => {
  await j.page.goto(`${j.stack.shellUrl}/nl`);
  await j.page.waitForURL(`${j.stack.shellUrl}/`);
  await j.page.getByRole('heading', { name: 'De recepten, menukaart en allergenen van je keuken op één plek' }).waitFor();
  expect(await j.page.evaluate(() => document.documentElement.lang)).toBe('nl');
  await screenshot(j.page, 'landing-dutch');
  await j.page.getByRole('combobox', { name: 'Taal' }).selectOption({ label: 'Español' });
  await j.page.getByRole('heading', { name: 'Las recetas, la carta y los alérgenos de tu cocina, en un solo lugar' }).waitFor();
  expect(await cookie('NEXT_LOCALE')).toBe('es');
});

test('dark by default; the light switch changes the page and is remembered', async () => {
  await j.page.goto(`${j.stack.shellUrl}/`);
  await j.page.getByRole('heading', { level: 1 }).waitFor();
  const dark = await background();
  await j.page.getByRole('switch', { name: 'Dark mode' }).click();
  const light = await until(background, (now) => now !== dark);
  expect(light).not.toBe(dark);
  await animationsSettled(j.page);
  await screenshot(j.page, 'landing-light');
  await j.page.reload();
  await j.page.getByRole('heading', { level: 1 }).waitFor();
  expect(await background()).toBe(light);
  expect(await j.page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('false');
});

test('a link carrying a token signs a visitor in: the token becomes the session and leaves the address', async () => {
  const token = await signIn(j.stack.gatewayUrl, 'superadmin@brigade.local');
  await j.page.goto(`${j.stack.shellUrl}/auth/superadmin/dashboard?token=${token}&tab=1`);
  await j.page.waitForURL(`${j.stack.shellUrl}/auth/superadmin/dashboard?tab=1`);
  await j.page.getByRole('group', { name: 'Kitchens' }).waitFor();
  expect(await cookie('NEXT_TOKEN')).toBe(token);
  await j.page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Payments' }).waitFor();
});

test('a session the server refuses is ended: the cookie goes and the person lands on /login with the marker', async () => {
  await j.context.addCookies([{ name: 'NEXT_TOKEN', value: 'not-a-real-token', url: j.stack.shellUrl }]);
  await j.page.goto(`${j.stack.shellUrl}/auth/admin/cook`);
  await j.page.waitForURL(`${j.stack.shellUrl}/login?unauthenticated=true&next=/auth/admin/cook`);
  await j.page.getByText('Your session ended; please sign in again').waitFor();
  await j.page.getByLabel('Email').waitFor();
  expect(await cookie('NEXT_TOKEN')).toBeUndefined();
});

test('a link opened while signed out comes back after signing in; a next= to another site leads home', async () => {
  await j.page.goto(`${j.stack.shellUrl}/auth/admin/cook`);
  await j.page.waitForURL(`${j.stack.shellUrl}/login?next=/auth/admin/cook`);
  await j.page.getByLabel('Email').fill('admin@demo.brigade.local');
  await j.page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await j.page.getByRole('button', { name: 'Sign in' }).click();
  await j.page.waitForURL(`${j.stack.shellUrl}/auth/admin/cook`);

  const other = await (await newPerson(j.browser)).newPage();
  await other.goto(`${j.stack.shellUrl}/login?next=//example.com/phish`);
  await other.getByLabel('Email').fill('admin@demo.brigade.local');
  await other.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await other.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  expect(other.url()).toBe(`${j.stack.shellUrl}/`);
  await other.context().close();
});

test("/graphql in a browser is the app, not Apollo's page: a signed-in person goes home, a visitor to the landing page", async () => {
  await j.page.goto(`${j.stack.shellUrl}/graphql`);
  await j.page.getByRole('heading', { name: "Your kitchen's recipes, menu and allergens, in one place" }).waitFor();
  expect(j.page.url()).toBe(`${j.stack.shellUrl}/`);

  const token = await signIn(j.stack.gatewayUrl, 'admin@demo.brigade.local');
  await j.page.goto(`${j.stack.shellUrl}/?token=${token}`);
  await j.page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  await j.page.goto(`${j.stack.shellUrl}/graphql`);
  await j.page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  expect(j.page.url()).toBe(`${j.stack.shellUrl}/`);
  expect(await j.page.content()).not.toMatch(/apollo/i);
});

test('on a narrow screen the menu is a layer from the right that closes when a route change starts', async () => {
  await j.page.setViewportSize({ width: 420, height: 860 });
  const token = await signIn(j.stack.gatewayUrl, 'admin@demo.brigade.local');
  await j.page.goto(`${j.stack.shellUrl}/?token=${token}`);
  await j.page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
  await j.page.getByRole('button', { name: 'Open menu' }).click();
  const layer = j.page.getByRole('dialog');
  await layer.getByRole('link', { name: 'Cooks' }).waitFor();
  await j.page.waitForTimeout(400); // the layer's slide-in, for the screenshot
  // SPEC.md §2: the menu panel opens on the right, and the kitchen admin's list ends with Logout.
  const panel = await j.page.locator('.ant-drawer-content-wrapper').boundingBox();
  expect(Math.round(panel!.x + panel!.width)).toBe(420);
  await layer.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await screenshot(j.page, 'menu-layer');
  await layer.getByRole('link', { name: 'Cooks' }).click();
  await j.page.waitForURL('**/auth/admin/cook');
  await layer.waitFor({ state: 'hidden' });
});

test('a browser without what Brigade needs is sent to /browser-support and told why', async () => {
  await j.context.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await j.page.goto(`${j.stack.shellUrl}/login`);
  await j.page.waitForURL('**/browser-support');
  await j.page.getByRole('heading', { name: 'Please update your browser' }).waitFor();
  await screenshot(j.page, 'browser-support');
});

test('pages run under the Content-Security-Policy, send no referrer, refuse framing, and an injected script does not run', async () => {
  const referrers: string[] = [];
  j.page.on('request', (r) => {
    const referer = r.headers()['referer'];
    if (referer) referrers.push(`${r.url()} from ${referer}`);
  });
  const reset = await j.page.goto(`${j.stack.shellUrl}/forgot-password?resetToken=a-reset-token`);
  const headers = reset?.headers() ?? {};
  const directives = (headers['content-security-policy'] ?? '').split('; ');
  const scripts = directives.find((d) => d.startsWith('script-src ')) ?? '';
  expect(scripts).toMatch(/^script-src 'self' /);
  expect(scripts).not.toContain('unsafe');
  expect(directives).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
  // The remote's page renders: its entry and chunks came from another origin, under the policy.
  await j.page.getByRole('button', { name: 'Save password' }).waitFor();
  await j.page.goto(`${j.stack.shellUrl}/verify-email?verifyToken=a-verify-token`);
  await j.page.waitForLoadState('networkidle');
  await screenshot(j.page, 'csp-verify-email');
  // Neither token leaves in a Referer: not to the remotes, the gateway or anyone else.
  expect(referrers).toEqual([]);

  // What a stored cross-site script would try: an inline script, and an inline event handler.
  await j.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/no-such-picture.png" onerror="window.__pwned = 2">';
    document.body.append(holder);
  });
  const refused: string[] = [];
  const inline = () => refused.filter((v) => /^script-src(-elem|-attr)? refused inline /.test(v));
  await until(
    () => refused.push(...takeViolations()),
    () => inline().length >= 2,
  );
  expect(await j.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(inline()).toHaveLength(2);
  expect(refused).toEqual(inline());
});
