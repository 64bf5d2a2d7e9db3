import * as editor from '@brigade/recipe-editor';
import { releaseMocks } from '@brigade/test-kit/fixtures/release';
import { screen, within } from '@testing-library/react';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const { viewMocks } = releaseMocks(editor);

test("'Last opened' says when, in the person's locale, and the version they had on screen under it", async () => {
  renderConsole('/auth/admin/recipe/r1', { mocks: [kitchenPlanMock(), ...viewMocks(null)] });
  const reads = await screen.findByRole('region', { name: 'Read by cooks' });
  const ana = (await within(reads).findByText('Ana Lopez')).closest('tr')!;
  // The fixture's Ana opened version 3 at 2026-11-20T11:00Z.
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T11:00:00.000Z'));
  const opened = within(ana).getByText(when);
  expect(opened.tagName).toBe('TIME');
  expect(opened.getAttribute('datetime')).toBe('2026-11-20T11:00:00.000Z');
  expect(within(ana).getByText('Version 3')).toBeTruthy();
});
