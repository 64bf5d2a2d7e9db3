import { noDifferences, recipeVersionMocks, sousChef, version, versionsDown } from '@brigade/test-kit/fixtures/recipe-versions';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPARE_RECIPE_VERSIONS, RECIPE_VERSIONS } from '../src/versions/queries';
import { RESTORE_RECIPE_VERSION } from '../src/versions/mutations';
import { RecipeHistory } from '../src/versions/RecipeHistory';
import { pick, renderScreen } from './support/render';

const { compareMock, versionsMock } = recipeVersionMocks({ RECIPE_VERSIONS, COMPARE_RECIPE_VERSIONS });

/** The table's row of one version. */
const row = (number: number) => screen.getByText(`Version ${number}`, { selector: 'strong' }).closest('tr')!;
const rowNumbers = () => [...screen.getByRole('table').querySelectorAll('tbody tr strong')].map((cell) => cell.textContent);

test("the versions come newest first, 20 a page, with when, who, the note, a restore's origin and the live one labelled; page 2 asks the server", async () => {
  const newest = [version(25, { note: 'More tarragon' }), version(24, { restoredFrom: 20 }), ...versionsDown(23, 6)];
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, newest, 25),
    versionsMock(2, versionsDown(5, 1), 25),
    compareMock(24, 25),
  ]);
  expect(await screen.findByRole('heading', { level: 2, name: 'History: Béarnaise' })).toBeTruthy();
  expect(screen.getByRole('table', { name: /newest first \(25 versions\)/ })).toBeTruthy();
  expect(rowNumbers()).toHaveLength(20);
  expect(rowNumbers().slice(0, 3)).toEqual(['Version 25', 'Version 24', 'Version 23']);
  const top = within(row(25));
  // Without review the newest is what cooks cook from.
  expect(top.getByText('Live (cooks see this)')).toBeTruthy();
  expect(top.getByText('More tarragon')).toBeTruthy();
  expect(top.getByText('Marie Dubois')).toBeTruthy();
  // 9:25 UTC is 1 November in every time zone from UTC−9 to UTC+14.
  expect(top.getByText(/Nov 1, 2026/)).toBeTruthy();
  expect(within(row(24)).getByText('Restored from version 20')).toBeTruthy();
  expect(within(row(24)).queryByText('Live (cooks see this)')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(rowNumbers()).toEqual(['Version 5', 'Version 4', 'Version 3', 'Version 2', 'Version 1']));
  // The oldest has nothing before it to compare with.
  expect(within(row(1)).queryByRole('button', { name: /Compare with previous/ })).toBeNull();
});

test("a draft waiting for review is tagged 'Draft'; a released one says who released it, with the release note", async () => {
  const released = { draft: true, releasedAt: '2026-11-02T10:00:00.000Z', releasedBy: sousChef };
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(
      1,
      [
        version(7, { draft: true }),
        version(6, { ...released, releaseNote: 'Tarragon for the new season' }),
        version(5, released),
        version(4),
      ],
      7,
      20,
      6,
    ),
    compareMock(6, 7),
  ]);
  await screen.findByText('Version 7', { selector: 'strong' });
  expect(within(row(7)).getByText('Draft')).toBeTruthy();
  expect(within(row(7)).queryByText(/Released by/)).toBeNull();
  expect(within(row(6)).getByText('Released by Jean Martin: Tarragon for the new season')).toBeTruthy();
  expect(within(row(6)).queryByText('Draft')).toBeNull();
  expect(within(row(5)).getByText('Released by Jean Martin')).toBeTruthy();
  expect(within(row(4)).queryByText(/Released by|Draft/)).toBeNull();
});

test("with review on, the released version reads 'Live (cooks see this)' and the waiting draft 'Draft', never 'Current'", async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, [version(7, { draft: true }), version(6, { draft: true }), version(5), version(4)], 7, 20, 5),
    compareMock(6, 7),
  ]);
  await screen.findByText('Version 7', { selector: 'strong' });
  expect(within(row(7)).getByText('Draft')).toBeTruthy();
  expect(within(row(7)).queryByText(/Live/)).toBeNull();
  expect(within(row(5)).getByText('Live (cooks see this)')).toBeTruthy();
  expect(within(row(5)).queryByText('Draft')).toBeNull();
  expect(screen.queryByText('Current')).toBeNull();
  // The compare lists say the same.
  fireEvent.mouseDown(screen.getByLabelText('Newer version'));
  expect((await screen.findAllByText('Version 5 (live)')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('Version 7 (draft)').length).toBeGreaterThan(0);
});

test('each row sums up what its version changed in one line, beside the chef’s note', async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(
      1,
      [
        version(4, { note: 'Cod now 180 g', changes: { lines: 2, steps: 1 } }),
        version(3, { changes: { allergens: 1, lines: 1, fields: 3 } }),
        version(2, { changes: {} }),
        version(1),
      ],
      4,
    ),
    compareMock(3, 4),
  ]);
  await screen.findByText('Version 4', { selector: 'strong' });
  expect(within(row(4)).getByTestId('version-summary').textContent).toBe('2 ingredients changed, 1 step changed');
  expect(within(row(4)).getByText('Cod now 180 g')).toBeTruthy();
  expect(within(row(3)).getByTestId('version-summary').textContent).toBe('allergens changed, 1 ingredient changed, 3 other details');
  expect(within(row(2)).getByTestId('version-summary').textContent).toBe('no changes');
  expect(within(row(1)).getByTestId('version-summary').textContent).toBe('first version');
});

test('a price change is written in the kitchen’s currency and a VAT rate as a percentage, in the person’s locale', async () => {
  const priced = {
    ...noDifferences(3, 4),
    fields: [
      { __typename: 'RecipeFieldChange', field: 'sellingPrice', before: '26.50', after: '27.50' },
      { __typename: 'RecipeFieldChange', field: 'vatRate', before: '10', after: '5.5' },
    ],
  };
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [versionsMock(1, versionsDown(4, 1), 4), compareMock(3, 4, priced)]);
  const fields = (await screen.findByRole('heading', { name: 'Other changes' })).closest('section')!;
  expect(fields.textContent).toContain('Selling price (incl. VAT): €26.50 → €27.50');
  expect(fields.textContent).toContain('VAT %: 10% → 5.5%');
});

test('a save or release by the platform’s support reads “Brigade support”, never who (#43)', async () => {
  const bySupport = { ...version(3), savedById: null, savedBy: null, savedBySupport: true };
  const releasedBySupport = { ...version(2, { draft: true, releasedAt: '2026-11-02T10:00:00.000Z' }), releasedBySupport: true };
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, [bySupport, releasedBySupport, version(1)], 3),
    compareMock(2, 3),
  ]);
  await screen.findByText('Version 3', { selector: 'strong' });
  expect(within(row(3)).getByText('Brigade support')).toBeTruthy();
  expect(within(row(3)).queryByText('Marie Dubois')).toBeNull();
  expect(within(row(2)).getByText('Released by Brigade support')).toBeTruthy();
});

test('the newest is compared with the one before: allergens first in words, then lines, word changes in steps, other fields', async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [versionsMock(1, versionsDown(7, 1), 7), compareMock(6, 7)]);
  expect(await screen.findByText('Changes from version 6 to version 7')).toBeTruthy();
  const celery = screen.getByText('Now contains: Celery');
  expect(screen.getByText('No longer contains: Milk')).toBeTruthy();
  expect(screen.getByText('Now may contain: Mustard')).toBeTruthy();
  const tarragon = screen.getByText('Tarragon 10 g → 15 g');
  // Allergens come before everything else a chef reads.
  expect(celery.compareDocumentPosition(tarragon) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(celery.closest('.ant-tag')?.className).toMatch(/ant-tag-red/);
  expect(within(screen.getByText('5 g Chervil').closest('li')!).getByText('Added')).toBeTruthy();
  const shallot = screen.getByText('30 g Shallot');
  expect(shallot.tagName).toBe('DEL');
  expect(within(shallot.closest('li')!).getByText('Removed')).toBeTruthy();
  const step = screen.getByText('Step 2').closest('li')!;
  expect([...step.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual(['two thirds']);
  expect([...step.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual(['half']);
  // Not colour alone: a screen reader hears which words came and went.
  expect(step.textContent).toContain('removed: half');
  expect(step.textContent).toContain('added: two thirds');
  const fields = screen.getByRole('heading', { name: 'Other changes' }).closest('section')!;
  expect(fields.textContent).toContain('Yield: 4 → 6');
});

test("'Compare with previous' on a row compares that version; two identical versions say there are no differences", async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, versionsDown(7, 1), 7),
    compareMock(6, 7),
    compareMock(2, 3, noDifferences(2, 3)),
  ]);
  await screen.findByText('Changes from version 6 to version 7');
  fireEvent.click(within(row(3)).getByRole('button', { name: 'Compare with previous (Version 3)' }));
  expect(await screen.findByText('No differences between these two versions.')).toBeTruthy();
  expect(screen.getByText('Changes from version 2 to version 3')).toBeTruthy();
  expect(screen.queryByText('Now contains: Celery')).toBeNull();
});

test('any two versions can be chosen: the older and the newer version pickers ask for that comparison', async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, versionsDown(7, 1), 7),
    compareMock(6, 7),
    compareMock(3, 7, noDifferences(3, 7)),
    compareMock(3, 5),
  ]);
  await screen.findByText('Changes from version 6 to version 7');
  await pick(screen.getByLabelText('Older version'), 'Version 3');
  expect(await screen.findByText('Changes from version 3 to version 7')).toBeTruthy();
  await pick(screen.getByLabelText('Newer version'), 'Version 5');
  expect(await screen.findByText('Changes from version 3 to version 5')).toBeTruthy();
  expect(screen.getByText('Tarragon 10 g → 15 g')).toBeTruthy();
});

test('opened on a given comparison (a cook’s last opened version against the released one), it asks for that one', async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore initialPair={{ from: 3, to: 7 }} />, [
    versionsMock(1, versionsDown(7, 1), 7),
    compareMock(3, 7),
  ]);
  expect(await screen.findByText('Changes from version 3 to version 7')).toBeTruthy();
  expect(screen.getByText('Tarragon 10 g → 15 g')).toBeTruthy();
});

test('restoring a version sends its number and the note, says which version it became, and lists the history again', async () => {
  const note = 'Back to the classic';
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, versionsDown(7, 1), 7),
    compareMock(6, 7),
    mockAnswer(
      RESTORE_RECIPE_VERSION,
      { recipeId: 'r1', number: 5, changeNote: note },
      { RestoreRecipeVersion: { __typename: 'RecipeMenu', id: 'r1', versionNumber: 8 } },
    ),
    versionsMock(1, [version(8, { note, restoredFrom: 5 }), ...versionsDown(7, 1)], 8),
    compareMock(7, 8),
  ]);
  await screen.findByText('Changes from version 6 to version 7');
  // The current version is what a restore would copy: it has no Restore.
  expect(within(row(7)).queryByRole('button', { name: /Restore this version/ })).toBeNull();
  fireEvent.click(within(row(5)).getByRole('button', { name: 'Restore this version (Version 5)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 5?' });
  fireEvent.change(within(dialog).getByLabelText('Change note (optional)'), { target: { value: note } });
  expect(within(dialog).getByText(`${note.length} / 500`)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Version 5 restored as version 8')).toBeTruthy();
  await waitFor(() => expect(within(row(8)).getByText('Live (cooks see this)')).toBeTruthy());
  expect(within(row(8)).getByText('Restored from version 5')).toBeTruthy();
  expect(within(row(8)).getByText(note)).toBeTruthy();
});

test("the service's refusal of the note shows beside the note, and the dialog stays open", async () => {
  const refused = 'A change note is at most 500 characters';
  renderScreen(<RecipeHistory recipeId="r1" canRestore />, [
    versionsMock(1, versionsDown(7, 1), 7),
    compareMock(6, 7),
    {
      request: { query: RESTORE_RECIPE_VERSION, variables: { recipeId: 'r1', number: 2, changeNote: 'x' } },
      result: { errors: [{ message: refused, extensions: { code: 'BAD_USER_INPUT', field: 'changeNote' } }] },
    },
  ]);
  await screen.findByText('Changes from version 6 to version 7');
  fireEvent.click(within(row(2)).getByRole('button', { name: /Restore this version/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
  const field = within(dialog).getByLabelText('Change note (optional)');
  fireEvent.change(field, { target: { value: 'x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  const message = await within(dialog).findByText(refused);
  expect(message.closest('.ant-form-item')?.contains(field)).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Restore version 2?' })).toBeTruthy();
});

test('read-only history (the super admin): versions and comparisons, but no Restore anywhere', async () => {
  renderScreen(<RecipeHistory recipeId="r1" canRestore={false} />, [versionsMock(1, versionsDown(7, 1), 7), compareMock(6, 7)]);
  expect(await screen.findByText('Changes from version 6 to version 7')).toBeTruthy();
  expect(within(row(5)).getByRole('button', { name: /Compare with previous/ })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
});
