import { until } from '@brigade/test-kit';
import { freePort } from '@brigade/dev-stack';
import { startKeycloakStandin, type KeycloakStandin } from '@brigade/keycloak-standin';
import { decodeJwt } from 'jose';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { newPerson } from '../support/evidence';
import { startProduct, type Product } from '../support/product';

/**
 * Sign-in through a Keycloak realm (ARCHITECTURE.md §3), with the product configured the way an
 * operator would: KEYCLOAK_URL, KEYCLOAK_REALM and KEYCLOAK_CLIENT_ID. keycloak-js runs the code
 * flow with PKCE against the stand-in realm; the gateway trusts the realm's keys and identity
 * links the Keycloak account to the seeded kitchen admin by verified e-mail.
 */
let kc: KeycloakStandin;
let product: Product;
let browser: Browser;

beforeAll(async () => {
  // The realm must know the shell's origin before the shell exists: pick its port first.
  const shellUrl = `http://127.0.0.1:${await freePort()}`;
  kc = await startKeycloakStandin({
    realm: 'brigade',
    // Short-lived tokens, so the journey sees keycloak-js renew one while the page stays open.
    accessTokenLifespan: 12,
    clients: [{ clientId: 'brigade-web', public: true, redirectUris: [`${shellUrl}/*`], webOrigins: [shellUrl] }],
    users: [
      {
        username: 'chef',
        password: 'pw-Keycloak1',
        email: 'admin@demo.brigade.local',
        emailVerified: true,
        realmRoles: ['ADMIN'],
      },
    ],
  });
  product = await startProduct(
    { KEYCLOAK_URL: kc.baseUrl, KEYCLOAK_REALM: 'brigade', KEYCLOAK_CLIENT_ID: 'brigade-web' },
    Number(new URL(shellUrl).port),
  );
  if (product.shellUrl !== shellUrl) throw new Error(`the shell came up on ${product.shellUrl}, not ${shellUrl}`);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await kc?.stop();
});

test('a kitchen admin signs in on the Keycloak page, lands in their kitchen, and signs out of the realm too', async () => {
  const context = await newPerson(browser);
  const page = await context.newPage();
  const sessionToken = async () => (await context.cookies()).find((cookie) => cookie.name === 'NEXT_TOKEN')?.value;
  try {
    await page.goto(`${product.shellUrl}/login`);
    await page.waitForURL(`${kc.issuer}/**`);
    await page.locator('#username').fill('chef');
    await page.locator('#password').fill('not-the-password');
    await page.locator('#kc-login').click();
    await page.getByText('Invalid username or password.').waitFor();
    await screenshot(page, 'keycloak-login-error');

    await page.locator('#password').fill('pw-Keycloak1');
    await page.locator('#kc-login').click();
    await page.waitForURL(`${product.shellUrl}/**`);
    await page.getByRole('heading', { name: 'Demo Kitchen' }).waitFor();
    await screenshot(page, 'keycloak-kitchen-home');

    // The session is the realm's own access token, which the gateway accepted.
    const token = await sessionToken();
    expect(decodeJwt(token!)).toMatchObject({ iss: kc.issuer, azp: 'brigade-web', email: 'admin@demo.brigade.local' });

    // It expires while the page is open: keycloak-js renews it with the refresh token, and the shell keeps the new one.
    const renewed = await until(sessionToken, (value) => value !== undefined && value !== token, { timeoutMs: 20_000 });
    expect(decodeJwt(renewed!).exp).toBeGreaterThan(decodeJwt(token!).exp!);

    // A reload asks the realm silently and carries on with a fresh token, on the page the person was on.
    await page.getByRole('link', { name: 'Cooks', exact: true }).click();
    await page.waitForURL('**/auth/admin/cook');
    await page.reload();
    await page.getByRole('heading', { name: 'Cooks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/admin/cook');
    expect(await sessionToken()).not.toBe(renewed);

    await page.getByRole('button', { name: /profile/i }).click();
    // Signing out ends the realm's session through its end-session endpoint (a full-page round trip
    // back to the shell), never racing /login's hand-over to the realm, which would sign straight back in.
    const endSession = page.waitForResponse((response) => response.url().startsWith(`${kc.issuer}/protocol/openid-connect/logout`));
    // The profile menu's Logout (the side menu ends with one too).
    await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Logout' }).click();
    await endSession;
    await page.waitForURL(`${product.shellUrl}/`, { waitUntil: 'load' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_TOKEN')).toBeUndefined();

    // Signed out of the realm as well: /login asks for the password again.
    await page.goto(`${product.shellUrl}/login`);
    await page.waitForURL(`${kc.issuer}/**`);
    await page.locator('#kc-login').waitFor();
  } finally {
    await context.close();
  }
});

test('a visitor who registers is sent to the realm, not to the password form', async () => {
  const context = await newPerson(browser, {});
  const page = await context.newPage();
  try {
    await page.goto(`${product.shellUrl}/register`);
    await page.waitForURL(`${kc.issuer}/**`);
    expect(new URL(page.url()).pathname).toMatch(/\/login-actions\/authenticate\//);
  } finally {
    await context.close();
  }
});
