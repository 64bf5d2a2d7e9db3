import { formatMoney, fromMinor } from '@brigade/money';
import type { InvoiceEvents } from '@brigade/events';
import type { Locale } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import { escapeHtml, type Mail } from './templates';

type Invoice = InvoiceEvents['InvoicePaid'];

/** Whole cents in the person's language, exactly ("3509" → "€35.09"): @brigade/money's one rule. */
export const money = (locale: Locale, cents: number, currency: string) => formatMoney(fromMinor(cents, currency), currency, locale);

const day = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The receipt of a paid invoice, in the recipient's language: its number, date, net, VAT, total and a link to the invoice. */
export function receiptMail(locale: Locale, to: string, name: string, invoice: Invoice): Mail {
  const amount = (cents: number) => money(locale, cents, invoice.currency);
  const rows: [string, string][] = [
    [t(locale, 'mailReceiptNumber'), invoice.invoiceNumber],
    [t(locale, 'mailReceiptDate'), day(locale, invoice.paidAt)],
    [t(locale, 'mailReceiptPeriod'), `${day(locale, invoice.periodStart)} – ${day(locale, invoice.periodEnd)}`],
    ...(invoice.discountCents > 0 ? [[t(locale, 'mailReceiptDiscount'), amount(-invoice.discountCents)] as [string, string]] : []),
    [t(locale, 'mailReceiptNet'), amount(invoice.subtotalCents - invoice.discountCents)],
    [t(locale, 'mailReceiptVat', { percent: invoice.taxPercent }), amount(invoice.taxCents)],
    [t(locale, 'mailReceiptTotal'), amount(invoice.totalCents)],
  ];
  const body = t(locale, 'mailReceiptBody', { name, plan: invoice.planName });
  const note = invoice.reverseCharge ? t(locale, 'mailReceiptReverseCharge') : null;
  const action = t(locale, 'mailReceiptAction');
  const link = invoice.invoiceUrl;
  return {
    to,
    subject: t(locale, 'mailReceiptSubject', { number: invoice.invoiceNumber }),
    text: `${body}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n${note ? `\n${note}\n` : ''}\n${action}: ${link}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;background:#141414;color:#eee;padding:24px">
<p>${escapeHtml(body)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#999">${escapeHtml(k)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>
${note ? `<p style="color:#999">${escapeHtml(note)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="background:#fa8c16;color:#141414;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#999;font-size:12px">${escapeHtml(link)}</p>
</body></html>`,
  };
}
