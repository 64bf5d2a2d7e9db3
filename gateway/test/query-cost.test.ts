import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, type DefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { MAX_QUERY_COST, queryCost } from '../src/query-cost';

/** The cost rule against the composed API, with the documents the consoles really send. */
const ROOT = join(__dirname, '..', '..');
let schema: GraphQLSchema;

beforeAll(() => {
  schema = buildSchema(readFileSync(join(__dirname, '..', 'supergraph.graphql'), 'utf8'), { assumeValidSDL: true });
});

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return queryCost(schema, document, operation as OperationDefinitionNode, variables);
};

const RECIPE_PAGE = (alias: string, size: string) => `${alias}: getRecipeMenu(sizePerPage: ${size}) {
  records { id title description steps { title description image } ingredients { quantity unitOfMeasure
    ingredient { id name type } unit { id name code } scaled { quantity unit { name } } subRecipe { id title } }
    allergens { id name } category { id name } subCategory { id name } } }`;

test('15 aliases of a 100-recipe page with steps and lines (issue #22, item 4) is far over the limit', () => {
  const query = `{ ${Array.from({ length: 15 }, (_, i) => RECIPE_PAGE(`p${i}`, '100')).join('\n')} }`;
  expect(costOf(query)).toBeGreaterThan(10 * MAX_QUERY_COST);
});

test('a page size given as a variable counts as given; left out, as the default page', () => {
  const query = `query($n: Int) { ${RECIPE_PAGE('p', '$n')} }`;
  expect(costOf(query, { n: 100 })).toBeGreaterThan(9 * costOf(query, { n: 10 }));
  expect(costOf(query, {})).toBe(costOf(query, { n: 10 }));
  // The service gives at most 100 whatever is asked.
  expect(costOf(query, { n: 1_000_000 })).toBe(costOf(query, { n: 100 }));
});

test('fragments count where they are spread, and a cycle does not loop', () => {
  const inline = costOf('{ getRecipeMenu(sizePerPage: 50) { records { id title } } }');
  const spread = costOf('{ getRecipeMenu(sizePerPage: 50) { records { ...F } } } fragment F on RecipeMenu { id title }');
  expect(spread).toBe(inline);
  expect(() => costOf('{ getRecipeMenu { records { ...A } } } fragment A on RecipeMenu { id ...A }')).not.toThrow();
});

/** Every file of the front ends with a gql document. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && readFileSync(path, 'utf8').includes('gql`') ? [path] : [];
  });
}

/** Every operation the consoles send, with the fragments they spread (interpolations dropped). */
function consoleOperations(): { name: string; query: string }[] {
  const roots = ['shell/src', 'mfe-auth/src', 'mfe-kitchen/src', 'mfe-superadmin/src', 'packages'];
  const definitions: DefinitionNode[] = roots
    .flatMap((r) => sourceFiles(join(ROOT, r)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/gql`([^`]*)`/g)].flatMap((m) => parse((m[1] ?? '').replace(/\$\{[^}]*\}/g, '')).definitions),
    );
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => ({
      name: op.name?.value ?? '?',
      query: [op, ...fragments].map((d) => d.loc?.source.body.slice(d.loc.start, d.loc.end)).join('\n'),
    }));
}

test('every console query, at 100 per page, is within the limit', () => {
  const operations = consoleOperations();
  expect(operations.map((o) => o.name)).toEqual(
    expect.arrayContaining(['RecipeMenus', 'RecipeMenu', 'LineCards', 'LineRecipe', 'AdminKitchens', 'AdminIngredients']),
  );
  const over = operations.map((o) => [o.name, costOf(o.query, { sizePerPage: 100 })] as const).filter(([, c]) => c > MAX_QUERY_COST);
  expect(over).toEqual([]);
});
