import { LOCALES, type RequestContext } from '@brigade/service-kit';
import { hashPassword } from '../auth/password';
import { consume } from '../auth/rate-limits';
import type { IdentityDeps } from '../deps';
import { actionMail } from '../mail/templates';
import { createAccount, type NewAccount } from './accounts';
import type { UserDoc } from './user.model';

/**
 * Public registration (README 'Registration'). Limited per client address and per address
 * mailed, and the caller learns nothing about who is registered: an address that already has an
 * account gets the same answer as a new one, while its owner is mailed that someone tried.
 */
export async function registerApplicant(deps: IdentityDeps, applicant: NewAccount, ctx: RequestContext): Promise<void> {
  await consume(deps.limits.registrationPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
  // Counted on the typed address, registered or not, so the limit itself reveals nothing.
  await consume(deps.limits.mailPerAccount, applicant.email, ctx.locale);
  const owner = await deps.users.findOne({ email: applicant.email }).select('+_deleted').lean<UserDoc>();
  if (!owner) {
    try {
      await createAccount(deps, applicant, ctx.locale, null);
      return;
    } catch (error) {
      // Two registrations of one new address at once: the loser is told what the owner is told.
      const winner = await deps.users.findOne({ email: applicant.email }).lean<UserDoc>();
      if (!winner) throw error;
      return tellOwner(deps, winner, ctx);
    }
  }
  // About the cost of making an account, so the answer's timing does not tell either.
  if (applicant.password) await hashPassword(applicant.password);
  await tellOwner(deps, owner, ctx);
}

async function tellOwner(deps: IdentityDeps, owner: UserDoc, ctx: RequestContext): Promise<void> {
  if (owner._deleted) return;
  const language = LOCALES.find((l) => l === owner.lang) ?? ctx.locale;
  await deps.mail.enqueue(
    actionMail('registeredAgain', language, owner.email, owner.fName || owner.email, `${deps.settings.appUrl}/login`),
  );
}
