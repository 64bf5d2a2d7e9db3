import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Abuse limits applied before planning: depth, aliases, cost, directives and tokens. Numbers are
 * generous for the consoles' real queries (depth ≤ 6, a handful of aliases) and small for attacks.
 * Depth counts fields, not fragment spreads: the recipe editor's document spreads a fragment per
 * level of sub-recipe, which adds no depth to the answer, and a spread cannot hide real depth.
 */
export function queryLimits(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxDirectives: { n: 50 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
