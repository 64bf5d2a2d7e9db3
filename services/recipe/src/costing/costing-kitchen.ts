import { badUserInput, forbidden, isObjectId, requireRole, type RequestContext } from '@brigade/service-kit';
import { t } from '../i18n/messages';

/** The kitchen an admin asks about: their own (naming another is FORBIDDEN); a super admin names one. */
export function costingKitchen(ctx: RequestContext, kitchenId: string | null | undefined): string {
  const caller = requireRole(ctx.caller, 'ADMIN');
  if (caller.roles.includes('SUPER_ADMIN')) {
    if (!isObjectId(kitchenId)) throw badUserInput('kitchenId', t(ctx.locale, 'idInvalid'));
    return kitchenId;
  }
  if (!caller.kitchenId || (kitchenId && kitchenId !== caller.kitchenId)) throw forbidden();
  return caller.kitchenId;
}
