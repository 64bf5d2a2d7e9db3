/**
 * Brigade's five subgraphs and their default ports (README): the gateway composes these, and
 * the dev stack starts them, from this one list.
 */
export const SUBGRAPHS = [
  { name: 'identity', port: 4001 },
  { name: 'kitchen', port: 4002 },
  { name: 'catalog', port: 4003 },
  { name: 'recipe', port: 4004 },
  { name: 'billing', port: 4005 },
] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];
