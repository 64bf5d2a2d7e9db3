import type { Message } from '@brigade/embedded-mail';
import { type Caller, type GraphQLReply } from '@brigade/service-kit';
import { startSubgraphHarness } from '@brigade/test-kit';
import { decodeJwt } from 'jose';
import { startIdentity } from '../src/app';
import { kitchenStates } from '../src/kitchens/kitchen-states';
import { seedIdentity, DEMO_KITCHEN_ID } from '../src/seed';
import { userModel } from '../src/users/user.model';

export { TEST_KEY as KEY } from '@brigade/test-kit';
export const PASSWORD = 'Brigade!2026';
export const DEMO_KITCHEN = DEMO_KITCHEN_ID.toHexString();

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

/**
 * Identity as it runs, with a real MongoDB-protocol database and a real SMTP mailbox, called the
 * way the gateway calls it: claims signed with the internal key, the client's language and address.
 */
export async function startHarness(dbName: string) {
  const h = await startSubgraphHarness({
    name: 'identity',
    start: startIdentity,
    dbName,
    seed: (uri, db) => seedIdentity(uri, db, {}),
    mail: true,
    // The kitchen service is not running: asking it answers nothing, as when it is down, and an
    // `npm start` beside the tests is never asked (gateway/test/read-your-writes asks a real one).
    env: {
      APP_URL: 'https://app.brigade.test',
      CONTACT_EMAIL: 'owner@brigade.test',
      TRIAL_COOK_LIMIT: '3',
      KITCHEN_URL: 'http://127.0.0.1:9/graphql',
    },
    meta: { clientIp: '198.51.100.1' },
  });
  const users = userModel(h.service.connection);
  const kitchens = await kitchenStates(h.service.connection, { trialCookLimit: 3 });

  /** The caller the gateway would make of a token. */
  const callerOf = (token: string): Caller => {
    const claims = decodeJwt(token);
    return {
      kind: 'user',
      userId: String(claims.sub),
      roles: claims.roles as never,
      kitchenId: (claims.kitchenId as string | null) ?? null,
      tokenVersion: Number(claims.tv),
    };
  };

  async function signIn(email: string, password = PASSWORD): Promise<{ token: string; caller: Caller }> {
    const reply = await h.call<{ Authenticate: { token: string } }>(AUTHENTICATE, { input: { email, password } });
    const token = reply.data?.Authenticate.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(reply.errors)}`);
    return { token, caller: callerOf(token) };
  }

  /**
   * The newest mail to `to` received at or after `after` (waiting for it), and the token of its link
   * named `param`. The kit's mailbox.linkFor takes the newest mail whenever it came and gives only the
   * token; a second link, or a test that reads the mail itself, needs this one.
   */
  async function mailTo(to: string, param: string, after = 0): Promise<{ message: Message; token: string }> {
    const message = await h.mail.waitFor((m) => m.to.includes(to) && Date.parse(m.receivedAt) >= after, 10_000);
    const token = new RegExp(`[?&]${param}=([^\\s&"<]+)`).exec(message.text)?.[1];
    if (!token) throw new Error(`no ${param} link in: ${message.text}`);
    return { message, token: decodeURIComponent(token) };
  }

  return { ...h, identity: h.service, users, kitchens, callerOf, signIn, mailTo };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

export const AUTHENTICATE = `mutation ($input: AuthenticateInput!) { Authenticate(input: $input) { token hasPaymentOverDue user { id email status isAdmin lastLogin } } }`;

export { errorCodes as codes, firstError } from '@brigade/service-kit';
