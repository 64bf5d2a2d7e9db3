import { eventHandlers, InvoiceEvents } from '@brigade/events';
import { LOCALES, toObjectId } from '@brigade/service-kit';
import type { Logger } from 'pino';
import type { IdentityDeps } from '../deps';
import type { UserDoc } from '../users/user.model';
import { receiptMail } from './receipt';

/**
 * billing.invoice.v1: every paid invoice is mailed as a receipt to each active admin of the kitchen,
 * in their own language (README 'E-mail'). A mail is queued once per invoice and person, so a
 * redelivered or repeated InvoicePaid sends nothing more.
 */
export function invoiceEventHandlers(deps: Pick<IdentityDeps, 'users' | 'mail'>, log: Logger) {
  return eventHandlers(InvoiceEvents, {
    InvoicePaid: async (invoice) => {
      const kitchenId = toObjectId(invoice.kitchenId);
      if (!kitchenId) return;
      const admins = await deps.users.find({ kitchenId, isAdmin: true, status: 'ACTIVE', _deleted: { $ne: true } }).lean<UserDoc[]>();
      if (admins.length === 0) log.warn({ paymentId: invoice.paymentId }, 'a paid invoice has no kitchen admin to mail the receipt to');
      for (const admin of admins) {
        const locale = LOCALES.find((l) => l === admin.lang) ?? 'en';
        const name = [admin.fName, admin.lName].filter(Boolean).join(' ') || admin.email;
        await deps.mail.enqueue(receiptMail(locale, admin.email, name, invoice), `receipt:${invoice.paymentId}:${admin._id.toHexString()}`);
      }
    },
  });
}
