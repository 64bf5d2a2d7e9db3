import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { Kind, printSchema, type DefinitionNode } from 'graphql';
import { copySchemaFiles, loadTypeDefs, schemaFiles } from '../src';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A service's src folder with these files (path → content). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-files-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const names = (definitions: readonly DefinitionNode[]) =>
  definitions.map((d) => (d.kind === Kind.SCHEMA_EXTENSION ? 'schema' : 'name' in d && d.name ? `${d.kind}:${d.name.value}` : d.kind));

const recipeLike = {
  'versions/versions.graphql': 'type Version { number: Int! }\nextend type Query { versions(recipeId: ID!): [Version!]! }\n',
  'costing/costing.graphql': 'extend type Recipe { cost: String }\nextend type Query { costing: String }\n',
  'recipes/recipes.graphql':
    '"A recipe."\ntype Recipe @key(fields: "id") {\n  id: ID!\n  title: String!\n}\nextend type Query { recipe(id: ID!): Recipe }\n',
  'schema.graphql': 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])\n',
  'recipes/recipe.view.ts': 'export const notSdl = 1;\n',
  'README.md': '# not SDL\n',
};

test('every *.graphql under the folder, nested or not, in path order, and nothing else', () => {
  const dir = folder(recipeLike);
  expect(schemaFiles(dir).map((file) => relative(dir, file).split('\\').join('/'))).toEqual([
    'costing/costing.graphql',
    'recipes/recipes.graphql',
    'schema.graphql',
    'versions/versions.graphql',
  ]);
  expect(names(loadTypeDefs(dir).definitions)).toEqual([
    'ObjectTypeExtension:Recipe',
    'ObjectTypeExtension:Query',
    'ObjectTypeDefinition:Recipe',
    'ObjectTypeExtension:Query',
    'schema',
    'ObjectTypeDefinition:Version',
    'ObjectTypeExtension:Query',
  ]);
});

test("one subgraph schema: each file's extend type Query adds its root fields, and a field may extend another file's type", () => {
  const schema = buildSubgraphSchema([{ typeDefs: loadTypeDefs(folder(recipeLike)) }]);
  expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(expect.arrayContaining(['costing', 'recipe', 'versions']));
  // Extended before it is defined (costing sorts before recipes): still one type, its description and @key kept.
  expect(printSchema(schema)).toContain('"""A recipe."""\ntype Recipe {\n  id: ID!\n  title: String!\n  cost: String\n}');
  expect(schema.getType('_Entity')?.toString()).toBe('_Entity');
});

test('a syntax error names the file, line and column', () => {
  const dir = folder({ 'a/fine.graphql': 'type A { id: ID }\n', 'b/broken.graphql': 'type B {\n  id: ID\n' });
  expect(() => loadTypeDefs(dir)).toThrow(`${join(dir, 'b/broken.graphql')}:3:1: Syntax Error: Expected Name, found <EOF>.`);
});

test('a folder without SDL is an error, not an empty schema; one file may be named instead of a folder', () => {
  expect(() => loadTypeDefs(folder({ 'app.js': '' }))).toThrow(/no \*\.graphql files under /);
  const dir = folder({ 'probe.graphql': 'type Query { ping: String }\n', 'other.graphql': 'type Other { id: ID }\n' });
  expect(names(loadTypeDefs(join(dir, 'probe.graphql')).definitions)).toEqual(['ObjectTypeDefinition:Query']);
});

test("the build's copy puts each file at the same place in dist and drops the ones src no longer has", () => {
  const src = folder(recipeLike);
  const dist = folder({ 'app.js': '', 'moved/moved.graphql': 'type Gone { id: ID }\n', 'recipes/recipes.js': '' });
  expect(copySchemaFiles(src, dist)).toEqual([
    'costing/costing.graphql',
    'recipes/recipes.graphql',
    'schema.graphql',
    'versions/versions.graphql',
  ]);
  expect(readFileSync(join(dist, 'recipes/recipes.graphql'), 'utf8')).toBe(recipeLike['recipes/recipes.graphql']);
  expect(existsSync(join(dist, 'moved/moved.graphql'))).toBe(false);
  expect(existsSync(join(dist, 'app.js')) && existsSync(join(dist, 'recipes/recipes.js'))).toBe(true);
  expect(loadTypeDefs(dist)).toEqual(expect.objectContaining({ kind: Kind.DOCUMENT }));
  expect(names(loadTypeDefs(dist).definitions)).toEqual(names(loadTypeDefs(src).definitions));
});
