import { PORTS } from '@brigade/service-kit';
import { DEFAULT_PASSWORD } from '../scenarios/recipe-list.shared';
import { seedRecipes } from './recipes';

/**
 * `node dist/seed/cli.js`: seeds issue #6's data into a running stack (GATEWAY_URL, default
 * npm start's), whose recipe service runs with the raised trial caps (see load/README.md).
 */
seedRecipes(process.env.GATEWAY_URL ?? `http://127.0.0.1:${PORTS.gateway}/graphql`, process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD).catch(
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
