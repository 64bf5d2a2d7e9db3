import type { Page } from 'playwright-core';

/**
 * Picks `option` in the antd Select labelled `label`, as a person would: open it, type to narrow a
 * long (virtual) list, click the option.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}

/** Calls the gateway's GraphQL endpoint with a token, for the data a journey needs but is not about. */
export async function graphql<T>(gatewayUrl: string, token: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The smallest valid PNG (1×1), for an upload the server sniffs as an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
