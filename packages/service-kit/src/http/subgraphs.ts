import { PORTS } from './ports';

const NAMES = ['identity', 'kitchen', 'catalog', 'recipe', 'billing'] as const;

export type SubgraphName = (typeof NAMES)[number];

/** Brigade's five subgraphs and their default ports: the gateway composes these, and the dev stack starts them, from this one list. */
export const SUBGRAPHS: readonly { name: SubgraphName; port: number }[] = NAMES.map((name) => ({ name, port: PORTS[name] }));

/** Where a subgraph answers: `<NAME>_URL` (the gateway's and every service's variable), else its default port here. */
export function subgraphUrl(name: SubgraphName, env: NodeJS.ProcessEnv = process.env): string {
  return env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${PORTS[name]}/graphql`;
}
