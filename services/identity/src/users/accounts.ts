import { badUserInput, LOCALES, nextAccountNumber, type Locale } from '@brigade/service-kit';
import { mongo, Types, type Model } from 'mongoose';
import { hashPassword } from '../auth/password';
import type { OneTimeTokens } from '../auth/one-time-tokens';
import { t } from '../i18n/messages';
import type { MailQueue } from '../mail/mail-queue';
import { actionMail } from '../mail/templates';
import type { IdentitySettings } from '../settings';
import { userCreated } from './user-events';
import type { UserDoc } from './user.model';

export type NewAccount = Partial<Omit<UserDoc, '_id' | 'passwordHash' | 'accNumber' | 'tokenVersion' | 'createdAt' | 'updatedAt'>> & {
  email: string;
  password?: string | null;
  kitchenName?: string;
};

export type AccountDeps = { users: Model<UserDoc>; links: OneTimeTokens; mail: MailQueue; settings: IdentitySettings };

/** Maps the unique indexes to the field the person has to change. */
export function duplicateField(error: unknown, locale: Locale): Error {
  if (error instanceof mongo.MongoServerError && error.code === 11000) {
    return /userName/.test(error.message)
      ? badUserInput('userName', t(locale, 'userNameTaken'))
      : badUserInput('email', t(locale, 'emailTaken'));
  }
  return error as Error;
}

/**
 * Creates a NOT_VERIFIED account with its UserCreated event in the same write, then queues its
 * mail: a verification link when a password was chosen, otherwise an invitation to choose one.
 */
export async function createAccount(
  deps: AccountDeps,
  input: NewAccount,
  locale: Locale,
  createdBy: Types.ObjectId | null,
): Promise<UserDoc> {
  const { password, kitchenName, ...fields } = input;
  if (await deps.users.exists({ email: fields.email })) throw badUserInput('email', t(locale, 'emailTaken'));
  const _id = new Types.ObjectId();
  const doc = {
    isSuperAdmin: false,
    isAdmin: false,
    isCook: false,
    kitchenId: null,
    status: 'NOT_VERIFIED' as const,
    ...fields,
    _id,
    passwordHash: password ? await hashPassword(password) : null,
    accNumber: await nextAccountNumber(deps.users.db, 'U'),
    tokenVersion: 0,
    updatedBy: createdBy,
  };
  const event = userCreated({ ...doc, createdAt: new Date(), updatedAt: new Date() } as UserDoc, kitchenName);
  let user: UserDoc;
  try {
    const created = await deps.users.create({ ...doc, _outbox: [event] });
    user = created.toObject() as UserDoc;
  } catch (error) {
    throw duplicateField(error, locale);
  }
  await sendLinkMail(deps, user, password ? 'verify' : 'invite', locale);
  return user;
}

const LINKS = {
  verify: { purpose: 'verify-email', path: '/verify-email', param: 'verifyToken' },
  invite: { purpose: 'create-password', path: '/forgot-password', param: 'createToken' },
  reset: { purpose: 'reset-password', path: '/forgot-password', param: 'resetToken' },
} as const;

/** Queues a mail with a fresh single-use link, in the user's own language when they chose one. */
export async function sendLinkMail(deps: AccountDeps, user: UserDoc, kind: keyof typeof LINKS, locale: Locale): Promise<void> {
  const { purpose, path, param } = LINKS[kind];
  const token = await deps.links.issue(user._id.toHexString(), purpose);
  const link = `${deps.settings.appUrl}${path}?${param}=${encodeURIComponent(token)}`;
  const name = user.fName || user.email;
  const language = LOCALES.find((l) => l === user.lang) ?? locale;
  await deps.mail.enqueue(actionMail(kind, language, user.email, name, link));
}
