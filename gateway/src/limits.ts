import { ApolloArmor } from '@escape.tech/graphql-armor';
import { queryCostPlugin } from './query-cost';

/** Longest document, in GraphQL tokens, the gateway parses. */
export const MAX_TOKENS = 2000;

/**
 * Abuse limits applied before planning: depth, aliases, cost (query-cost.ts), directives and tokens. Numbers are
 * generous for the consoles' real queries (depth ≤ 6, a handful of aliases) and small for attacks.
 * Depth counts fields, not fragment spreads: the recipe editor's document spreads a fragment per
 * level of sub-recipe, which adds no depth to the answer, and a spread cannot hide real depth.
 * The token limit is graphql-js's own parse option rather than armor's, whose Apollo plugin
 * re-parses in `parsingDidStart` and so turns every syntax error into an HTTP 500; graphql's
 * limit is a syntax error like any other (400, GRAPHQL_PARSE_FAILED).
 */
export function queryLimits(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    // Ours (query-cost.ts) counts page sizes and lists; armor's multiplies only literal first/last.
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { ...armor, plugins: [...armor.plugins, queryCostPlugin()], parseOptions: { maxTokens: MAX_TOKENS } };
}
