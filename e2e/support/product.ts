import { startStack, type Stack } from '@brigade/dev-stack';
import type { Page } from 'playwright-core';

/** The whole product on free ports, seeded, front ends included (what `npm start` runs). */
export type Product = Stack & { shellUrl: string };

export async function startProduct(env: NodeJS.ProcessEnv = {}, shellPort = 0): Promise<Product> {
  const stack = await startStack({
    seed: true,
    frontends: true,
    output: 'silent',
    env,
    ports: {
      mongo: 0,
      gateway: 0,
      services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 },
      frontends: { shell: shellPort, 'mfe-auth': 0, 'mfe-superadmin': 0, 'mfe-kitchen': 0 },
    },
  });
  if (!stack.shellUrl) throw new Error('the stack started without its front ends');
  return { ...stack, shellUrl: stack.shellUrl };
}

export const SEED_PASSWORD = 'Brigade!2026';

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, shellUrl: string, email: string, password = SEED_PASSWORD): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A token straight from the gateway, for the journeys about handing one over. */
export async function tokenFor(gatewayUrl: string, email: string, password = SEED_PASSWORD): Promise<string> {
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: AuthenticateInput!) { Authenticate(input: $input) { token } }',
      variables: { input: { email, password } },
    }),
  });
  const body = (await res.json()) as { data?: { Authenticate: { token: string } } };
  if (!body.data) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.data.Authenticate.token;
}

/** The link of the newest mail to `to` carrying `param` (verification, reset), from the local outbox. */
export async function mailedLink(mailUrl: string, to: string, param: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as { id: string }[];
    for (const { id } of list) {
      const mail = (await (await fetch(`${mailUrl}/api/messages/${id}`)).json()) as { text: string };
      const link = new RegExp(`https?://\\S+[?&]${param}=[\\w.-]+`).exec(mail.text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail with ${param} for ${to}`);
}

/** Reads until the check holds (or `timeoutMs` pass), for what the page does on its own time. */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
