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

/** Where a subgraph answers: `<NAME>_URL` (the gateway's and every service's variable), else its default port here. */
export function subgraphUrl(name: SubgraphName, env: NodeJS.ProcessEnv = process.env): string {
  const port = SUBGRAPHS.find((s) => s.name === name)?.port;
  return env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/graphql`;
}
