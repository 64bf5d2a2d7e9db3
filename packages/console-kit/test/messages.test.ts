import { join } from 'node:path';
import { catalogueProblems } from '@brigade/web-build';

test('every language has every message the shared console screens use, with the same placeholders', () => {
  expect(catalogueProblems(join(__dirname, '..'))).toEqual([]);
});
