import { randomUUID } from 'node:crypto';
import { Topics } from '@brigade/events';
import { configuredSubgraph, createLogger, ownerLookup, type ServiceConfig } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Resolvers } from './__generated__/resolvers';
import { oneTimeTokens } from './auth/one-time-tokens';
import { hashPassword } from './auth/password';
import { passwordMutations } from './auth/password.mutations';
import { rateLimits } from './auth/rate-limits';
import { signInMutations } from './auth/sign-in';
import { loadSigningKeys } from './auth/signing-keys';
import { verificationMutations } from './auth/verification.mutations';
import { cmsModel } from './cms/cms.model';
import { cmsResolvers } from './cms/cms.resolvers';
import type { IdentityDeps } from './deps';
import { keycloakLinkRoute } from './keycloak/keycloak-link';
import { kitchenEventHandlers } from './kitchens/kitchen-events';
import { kitchenStates } from './kitchens/kitchen-states';
import { knownKitchen } from './kitchens/known-kitchen';
import { mailQueue } from './mail/mail-queue';
import { invoiceEventHandlers } from './mail/receipts';
import { createPushService } from './push/push.service';
import { pushResolvers } from './push/push.resolvers';
import { recipeNoticeHandlers } from './push/recipe-notices';
import { identitySettings, type IdentitySettings } from './settings';
import { accountMutations } from './users/account.mutations';
import { profileMutations } from './users/profile.mutations';
import { userModel } from './users/user.model';
import { siteLinks } from './users/user.view';
import { userQueries, userReference } from './users/users.queries';

/** Where this subgraph's SDL is: every `*.graphql` of its feature folders (README 'Schema'); the build copies them into dist. */
export const SCHEMA_DIR = __dirname;

async function buildDeps(connection: Connection, settings: IdentitySettings, log: Logger, key: Uint8Array): Promise<IdentityDeps> {
  const users = userModel(connection);
  const cms = cmsModel(connection);
  await Promise.all([users.init(), cms.init()]);
  const mail = mailQueue(connection, { smtpUrl: settings.smtpUrl, from: settings.mailFrom, log });
  await mail.init();
  const kitchens = await kitchenStates(connection, { trialCookLimit: settings.trialCookLimit });
  return {
    users,
    cms,
    keys: await loadSigningKeys(connection),
    links: await oneTimeTokens(connection),
    mail,
    limits: rateLimits(connection),
    kitchens,
    knownKitchen: knownKitchen(kitchens, ownerLookup('kitchen', settings.kitchenUrl, key)),
    push: await createPushService(connection, { vapid: settings.vapid, allowInsecureEndpoints: settings.allowInsecurePush, log }),
    settings,
    site: siteLinks(settings.appUrl),
    unknownUserHash: await hashPassword(randomUUID()),
  };
}

/** The identity subgraph; `GET /.well-known/jwks.json` publishes the token keys for the gateway. */
export function startIdentity(config: ServiceConfig, log: Logger = createLogger('identity'), env: NodeJS.ProcessEnv = process.env) {
  const settings = identitySettings(env, config.production);
  return configuredSubgraph('identity', SCHEMA_DIR, async (connection) => {
    const deps = await buildDeps(connection, settings, log, config.internalKey);
    deps.mail.start();
    // Rotation happens on load: a long-running replica reloads hourly, so it picks up (or makes) the next key in time.
    const rotation = setInterval(() => {
      loadSigningKeys(connection).then(
        (keys) => Object.assign(deps.keys, keys),
        (error: unknown) => log.warn({ err: error }, 'signing keys reload failed'),
      );
    }, 3600_000);
    rotation.unref();
    const queries = userQueries(deps);
    const cms = cmsResolvers(deps);
    const push = pushResolvers(deps);
    const recipeNotices = await recipeNoticeHandlers(deps, log);
    // Typed by the SDL (src/__generated__/resolvers.ts): a resolver returning the wrong shape fails the build.
    const resolvers: Resolvers = {
      Query: { ...queries, ...cms.Query, ...push.Query },
      Mutation: {
        ...signInMutations(deps),
        ...passwordMutations(deps),
        ...verificationMutations(deps),
        ...accountMutations(deps),
        ...profileMutations(deps),
        ...cms.Mutation,
        ...push.Mutation,
      },
      User: { __resolveReference: userReference(deps) },
    };
    return {
      // CreateUser is public: an anonymous caller has no identity to keep a key under.
      idempotent: ['CreateKitchenAdmin', 'CreateKitchenCook', 'CreateCms', 'CreateContactForm'],
      resolvers,
      events: {
        outbox: [{ collection: deps.users.collection, topic: Topics.user }],
        consumers: [
          {
            groupId: 'identity',
            topics: [Topics.kitchen, Topics.subscription, Topics.invoice, Topics.recipe],
            handlers: { ...kitchenEventHandlers(deps, log), ...invoiceEventHandlers(deps, log), ...recipeNotices },
          },
        ],
      },
      routes: (app) => {
        app.get('/.well-known/jwks.json', (_req, res) => {
          res.set('cache-control', 'public, max-age=300').json(deps.keys.jwks);
        });
        app.use(keycloakLinkRoute(deps.users, config.internalKey, log));
      },
      onShutdown: [async () => clearInterval(rotation), () => deps.mail.stop()],
    };
  })(config, log);
}
