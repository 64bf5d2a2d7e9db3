import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Topics, type EventEnvelope, type KitchenEvents } from '@brigade/events';
import { configuredSubgraph } from '@brigade/service-kit';
import { hashPassword } from './auth/password';
import { loadSigningKeys } from './auth/signing-keys';
import { userModel } from './users/user.model';
import { userResolvers } from './users/users.resolvers';

export const SCHEMA_PATH = join(__dirname, '..', 'schema.graphql');

/** The identity subgraph; `GET /.well-known/jwks.json` publishes the token keys for the gateway. */
export const startIdentity = configuredSubgraph('identity', SCHEMA_PATH, async (connection) => {
  const users = userModel(connection);
  await users.init();
  const keys = await loadSigningKeys(connection);
  return {
    resolvers: userResolvers(users, keys, await hashPassword(randomUUID())),
    events: {
      consumers: [
        {
          groupId: 'identity',
          topics: [Topics.kitchen],
          handlers: {
            // A deleted kitchen takes its admins and cooks with it (naturally idempotent).
            KitchenDeleted: async (event: EventEnvelope) => {
              const { kitchenId } = event.payload as KitchenEvents['KitchenDeleted'];
              await users.deleteMany({ kitchenId, isSuperAdmin: false });
            },
          },
        },
      ],
    },
    routes: (app) => {
      app.get('/.well-known/jwks.json', (_req, res) => {
        res.set('cache-control', 'public, max-age=300').json(keys.jwks);
      });
    },
  };
});
