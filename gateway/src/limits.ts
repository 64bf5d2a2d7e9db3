import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Abuse limits applied before planning: depth, aliases, cost, directives and tokens. Numbers are
 * generous for the consoles' real queries (depth ≤ 6, a handful of aliases) and small for attacks.
 */
export function queryLimits(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxDirectives: { n: 50 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
