import { SOURCES, staleDocuments } from '../harness/documents';
import { LINE_RECIPE } from '../scenarios/recipe-tree.shared';

/**
 * The scenarios copy the consoles' GraphQL documents (k6 cannot import @apollo/client), so the
 * bench measures what people's browsers send only while the copies match their sources.
 */
test("every scenario document is still the console's own", () => {
  expect(staleDocuments()).toEqual([]);
});

test('a copy that drifted from its console is named with its file', () => {
  const [file, documents] = SOURCES.find(([f]) => f.startsWith('mfe-kitchen/src/plan/')) ?? ['', []];
  const drifted = (documents[0] ?? '').replace(/\{/, '{ someFieldTheConsoleNeverAsked ');
  expect(staleDocuments([[file, [drifted]]])).toEqual([expect.stringContaining(`${file} no longer has:`)]);
});

test("recipe-tree's document is checked against the cook's line view", () => {
  expect(SOURCES).toContainEqual(['mfe-kitchen/src/line/queries.ts', [LINE_RECIPE]]);
});
