import { badUserInput, forbidden, requireUser, type RequestContext } from '@brigade/service-kit';
import { isValidObjectId, type Model } from 'mongoose';
import { passwordMatches } from '../auth/password';
import type { SigningKeys } from '../auth/signing-keys';
import { issueToken } from '../auth/tokens';
import type { UserDoc } from './user.model';

export type UserView = ReturnType<typeof toGraph>;

function toGraph(u: UserDoc) {
  return {
    id: u._id.toHexString(),
    email: u.email,
    fName: u.fName ?? null,
    lName: u.lName ?? null,
    displayName: [u.fName, u.lName].filter(Boolean).join(' ') || u.email,
    status: u.status,
    isSuperAdmin: u.isSuperAdmin,
    isAdmin: u.isAdmin,
    isCook: u.isCook,
    gender: u.gender ?? null,
    lang: u.lang ?? null,
    kitchenId: u.kitchenId?.toHexString() ?? null,
    createdAt: u.createdAt?.toISOString() ?? null,
    updatedAt: u.updatedAt?.toISOString() ?? null,
  };
}

const BLOCKED: UserDoc['status'][] = ['PAUSED', 'REJECT'];

/** `unknownUserHash`: a real hash checked when the e-mail is unknown, so both failures cost the same. */
export function userResolvers(users: Model<UserDoc>, keys: SigningKeys, unknownUserHash: string) {
  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: RequestContext) => {
        const caller = requireUser(ctx.caller);
        const user = await users.findById(caller.userId).lean<UserDoc>();
        return user ? toGraph(user) : null;
      },
    },
    Mutation: {
      Authenticate: async (_: unknown, { input }: { input: { email: string; password: string } }) => {
        const user = await users.findOne({ email: input.email.trim().toLowerCase() }).lean<UserDoc>();
        const ok = await passwordMatches(user?.passwordHash ?? unknownUserHash, input.password);
        // One message for both cases: sign-in must not reveal which e-mails exist.
        if (!user || !ok) throw badUserInput('password', 'Invalid email or password');
        if (BLOCKED.includes(user.status)) throw forbidden('This account is paused; ask your kitchen admin');
        const token = await issueToken(user, keys);
        return { token, user: toGraph(user), hasPaymentOverDue: false };
      },
    },
    User: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => {
        requireUser(ctx.caller);
        return ctx
          .loader<string, UserView | null>('userById', async (ids) => {
            const docs = await users.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }).lean<UserDoc[]>();
            const byId = new Map(docs.map((d) => [d._id.toHexString(), toGraph(d)]));
            return ids.map((id) => byId.get(id) ?? null);
          })
          .load(ref.id);
      },
    },
  };
}
