import type { RecipeEvents } from '@brigade/events';
import { nudgeNotice, releasedNotice } from '../src/push/recipe-notice';

const release = (changes: RecipeEvents['RecipeVersionReleased']['changes'], note: string | null = null) => ({
  recipeId: '64b7f0c2a1b2c3d4e5f60718',
  kitchenId: '64b7f0c2a1b2c3d4e5f60000',
  type: 'RECIPE' as const,
  title: 'Béarnaise',
  version: 4,
  previousVersion: 3,
  note,
  releasedBy: null,
  notifyUserIds: [],
  changes,
});

test('a release notice names allergens first, then lines, steps and details, with their plurals', () => {
  expect(releasedNotice('en', release({ allergens: 1, lines: 2, steps: 1, fields: 0 }))).toEqual({
    title: 'Béarnaise changed',
    body: 'Allergens changed · 2 lines · 1 step — tap to read',
    url: '/recipe/64b7f0c2a1b2c3d4e5f60718',
  });
  expect(releasedNotice('en', release({ allergens: 0, lines: 1, steps: 3, fields: 2 })).body).toBe(
    '1 line · 3 steps · 2 details — tap to read',
  );
  expect(releasedNotice('nl', release({ allergens: 2, lines: 1, steps: 2, fields: 0 })).body).toBe(
    'Allergenen gewijzigd · 1 regel · 2 stappen — tik om te lezen',
  );
  expect(releasedNotice('de', release({ allergens: 0, lines: 0, steps: 2, fields: 1 }))).toMatchObject({
    title: 'Béarnaise geändert',
    body: '2 Schritte · 1 Angabe — zum Lesen tippen',
  });
  expect(releasedNotice('fr', release({ allergens: 1, lines: 0, steps: 1, fields: 0 })).body).toBe(
    'Allergènes modifiés · 1 étape — touchez pour lire',
  );
  expect(releasedNotice('es', release({ allergens: 0, lines: 5, steps: 0, fields: 0 })).body).toBe('5 líneas — toca para leer');
});

test("the chef's note comes first, on one line of its own, cut to a lock screen's length, above the counted changes", () => {
  expect(releasedNotice('en', release({ allergens: 0, lines: 1, steps: 0, fields: 0 }, '  More tarragon,\n less salt  ')).body).toBe(
    'More tarragon, less salt\n1 line — tap to read',
  );
  const long = releasedNotice('en', release({ allergens: 0, lines: 1, steps: 0, fields: 0 }, 'word '.repeat(100))).body.split('\n')[0];
  expect(Array.from(long ?? '')).toHaveLength(140);
  expect(long?.endsWith('…')).toBe(true);
  expect(releasedNotice('en', release({ allergens: 0, lines: 1, steps: 0, fields: 0 }, '   ')).body).toBe('1 line — tap to read');
});

test('a nudge asks the cook to read the waiting version, in their language', () => {
  const nudge = {
    recipeId: '64b7f0c2a1b2c3d4e5f60718',
    kitchenId: '64b7f0c2a1b2c3d4e5f60000',
    type: 'MENU' as const,
    title: 'Tasting menu',
    version: 1024,
    userIds: [],
  };
  expect(nudgeNotice('en', nudge)).toEqual({
    title: 'Please read: Tasting menu',
    body: "Version 1024 is waiting for your 'Read'.",
    url: '/recipe/64b7f0c2a1b2c3d4e5f60718',
  });
  expect(nudgeNotice('nl', nudge)).toMatchObject({ title: 'Graag lezen: Tasting menu', body: "Versie 1024 wacht op je 'Gelezen'." });
  expect(nudgeNotice('fr', nudge).body).toBe('La version 1024 attend votre « Lu ».');
});
