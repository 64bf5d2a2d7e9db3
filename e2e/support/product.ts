import { startStack, type Stack } from '@brigade/dev-stack';
import { SEED_PASSWORD } from '@brigade/test-kit';
import type { Page } from 'playwright-core';

/** The whole product on free ports, seeded, front ends included (what `npm start` runs). */
export type Product = Stack & { shellUrl: string };

/** `demo`: the demo kitchen's bistro too (dev-infra/demo-kitchen), for journeys that look at a kitchen's real screens. */
export async function startProduct(env: NodeJS.ProcessEnv = {}, shellPort = 0, { demo = false } = {}): Promise<Product> {
  const stack = await startStack({
    seed: true,
    demo,
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
  if (stack.demo && 'error' in stack.demo) throw new Error(`the demo kitchen did not load: ${stack.demo.error}`);
  return { ...stack, shellUrl: stack.shellUrl };
}

/** Signs in through the form, as a person would. */
export async function signInOnPage(page: Page, shellUrl: string, email: string, password = SEED_PASSWORD): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
