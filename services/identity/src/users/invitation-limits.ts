import { badUserInput, type RequestContext } from '@brigade/service-kit';
import { consume } from '../auth/rate-limits';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';

/**
 * An admin adding staff mails whatever address they type: limited per client address and per
 * address mailed like every other mail (README 'Rate limits'), so a (trial) kitchen that adds
 * and deletes cooks in a loop cannot become a relay. The platform's super admin opening kitchens
 * is not limited per client address (one office may open many in an hour), only per address mailed.
 * Called once the input and the kitchen have passed their checks: those refusals spend nothing.
 */
export async function limitInvitation(
  deps: Pick<IdentityDeps, 'limits'>,
  recipient: string,
  ctx: RequestContext,
  actor: { isSuperAdmin?: boolean | null },
): Promise<void> {
  if (!actor.isSuperAdmin) await consume(deps.limits.invitationPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
  await consume(deps.limits.mailPerAccount, recipient, ctx.locale);
}

/**
 * "This email is already registered" tells whether an address has an account anywhere on the
 * platform: CheckEmail answers that at most 20 times an hour per client address, and a kitchen
 * admin adding staff asked it without limit (#43). So the answer spends from CheckEmail's limit;
 * once that is spent the admin is told to wait, as CheckEmail would. The super admin is not limited.
 */
export async function refuseTakenAddress(
  deps: Pick<IdentityDeps, 'limits' | 'users'>,
  address: string,
  ctx: RequestContext,
  actor: { isSuperAdmin?: boolean | null },
): Promise<void> {
  if (!(await deps.users.exists({ email: address }))) return;
  if (!actor.isSuperAdmin) await consume(deps.limits.formPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
  throw badUserInput('email', t(ctx.locale, 'emailTaken'));
}
