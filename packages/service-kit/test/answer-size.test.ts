import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { answerSizePlugin, countListEntries, MAX_ANSWER_ENTRIES } from '../src/http/answer-size';

/**
 * A recipe whose lines each name the same sub-recipe, `width` lines per level: the shape that
 * built 40,000 entries from a query the gateway estimated at 123 (#43).
 */
const typeDefs = `
  type Query { recipe(width: Int!, subs: Int): Recipe! }
  type Recipe { title: String! lines: [Line!]! }
  type Line { quantity: Float! sub: Recipe }
`;
let built = 0;
type Shape = { width: number; subs: number };
const recipe = (shape: Shape) => ({ title: 'Stock', ...shape });
const resolvers = {
  // `subs`: how many of a recipe's lines name a sub-recipe (all of them unless said).
  Query: { recipe: (_: unknown, { width, subs }: { width: number; subs?: number }) => recipe({ width, subs: subs ?? width }) },
  Recipe: {
    lines: ({ width, subs }: Shape) => {
      built += width;
      return Array.from({ length: width }, (_, i) => ({ quantity: 1, width, subs, hasSub: i < subs }));
    },
  },
  Line: { sub: ({ width, subs, hasSub }: Shape & { hasSub: boolean }) => (hasSub ? recipe({ width, subs }) : null) },
};

const server = new ApolloServer({
  schema: countListEntries(makeExecutableSchema({ typeDefs, resolvers })),
  plugins: [answerSizePlugin()],
});
beforeAll(() => server.start());
afterAll(() => server.stop());

async function ask(query: string) {
  built = 0;
  const reply = await server.executeOperation({ query }, { contextValue: {} });
  if (reply.body.kind !== 'single') throw new Error('expected one answer');
  return reply.body.singleResult;
}

describe('an answer that would hold more entries than the limit', () => {
  it('is one QUERY_TOO_COSTLY error and no data, stopped before it builds the rest', async () => {
    const result = await ask('{ recipe(width: 200) { lines { sub { lines { sub { lines { quantity } } } } } } }');
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY', maxCost: MAX_ANSWER_ENTRIES } });
    expect(result.errors?.[0]?.message).toMatch(/too much at once/);
    // 200³ lines were asked for: no more than the limit's worth were built.
    expect(built).toBeLessThanOrEqual(MAX_ANSWER_ENTRIES);
  });

  it('counts two levels of 200 lines as the 40,000 they are', async () => {
    const result = await ask('{ recipe(width: 200) { lines { sub { lines { quantity } } } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('counts every alias and every field a fragment adds', async () => {
    const one = '{ recipe(width: 70) { lines { sub { lines { quantity } } } } }';
    expect((await ask(one)).errors).toBeUndefined();
    const aliases = `{ ${[1, 2, 3, 4, 5].map((i) => `r${i}: recipe(width: 70) { lines { sub { lines { quantity } } } }`).join(' ')} }`;
    expect((await ask(aliases)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const wide = `{ recipe(width: 70) { lines { sub { lines { ...F } } } } } fragment F on Line { quantity a: quantity b: quantity c: quantity d: quantity }`;
    expect((await ask(wide)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });
});

describe('an answer within the limit', () => {
  it('answers in full: a 40-line recipe three levels deep, 6 of its lines sub-recipes on each level', async () => {
    const result = await ask(
      '{ recipe(width: 40, subs: 6) { lines { quantity sub { title lines { quantity sub { lines { quantity } } } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as { recipe: { lines: { sub: { lines: { sub: { lines: unknown[] } | null }[] } | null }[] } };
    expect(data.recipe.lines).toHaveLength(40);
    expect(data.recipe.lines[5]?.sub?.lines[5]?.sub?.lines).toHaveLength(40);
  });

  it('is counted per request: one big answer does not use up the next', async () => {
    const query = '{ recipe(width: 100) { lines { sub { lines { quantity } } } } }';
    expect((await ask(query)).errors).toBeUndefined();
    expect((await ask(query)).errors).toBeUndefined();
  });
});
