import { newEvent, type InvoiceEvents } from '@brigade/events';
import { Types } from 'mongoose';
import pino from 'pino';
import { mailQueue } from '../src/mail/mail-queue';
import { invoiceEventHandlers } from '../src/mail/receipts';
import { identitySettings } from '../src/settings';
import { startHarness, type Harness } from './support';

/** Receipts (issue #24): every paid invoice billing announces is mailed to the kitchen's admins, once. */
let h: Harness;
let handlers: ReturnType<typeof invoiceEventHandlers>;

beforeAll(async () => {
  h = await startHarness('identity_receipts');
  const log = pino({ level: 'silent' });
  const settings = identitySettings({ SMTP_URL: h.mail.smtpUrl, APP_URL: 'https://app.brigade.test' }, false);
  const mail = mailQueue(h.identity.connection, { smtpUrl: settings.smtpUrl, from: settings.mailFrom, log });
  handlers = invoiceEventHandlers({ users: h.users, mail }, log);
});

afterAll(async () => {
  await h.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function invoicePaid(kitchenId: string, paymentId: string): InvoiceEvents['InvoicePaid'] {
  return {
    paymentId,
    kitchenId,
    invoiceNumber: 'INV-000042',
    paidAt: '2026-12-06T09:30:00.000Z',
    periodStart: '2026-12-06T09:30:00.000Z',
    periodEnd: '2027-01-06T09:30:00.000Z',
    planName: 'Pro',
    currency: 'EUR',
    subtotalCents: 7900,
    discountCents: 0,
    taxCents: 1659,
    totalCents: 9559,
    taxPercent: 21,
    reverseCharge: false,
    invoiceUrl: 'https://invoice.stripe.test/in_42/pdf',
  };
}

test('a paid invoice mails each admin of that kitchen one receipt in their language with its figures; a redelivery mails nothing more', async () => {
  const kitchenId = new Types.ObjectId();
  const other = new Types.ObjectId();
  await h.users.create([
    { email: 'anna@receipt.test', fName: 'Anna', accNumber: 'R1', status: 'ACTIVE', isAdmin: true, kitchenId, lang: 'de' },
    { email: 'cook@receipt.test', accNumber: 'R2', status: 'ACTIVE', isCook: true, kitchenId },
    { email: 'other@receipt.test', accNumber: 'R3', status: 'ACTIVE', isAdmin: true, kitchenId: other },
  ]);
  const paymentId = new Types.ObjectId().toHexString();
  const payload = invoicePaid(kitchenId.toHexString(), paymentId);
  const event = newEvent('InvoicePaid', payload, { producer: 'billing', aggregateId: paymentId, kitchenId: kitchenId.toHexString() });

  await handlers.InvoicePaid(event);
  const receipt = await h.mail.waitFor((m) => m.to.includes('anna@receipt.test'));
  expect(receipt.subject).toBe('Deine Brigade-Zahlungsbestätigung für Rechnung INV-000042');
  // German money and dates, to the cent.
  for (const line of [
    'Hallo Anna, danke: Wir haben deine Zahlung für Pro erhalten.',
    'Rechnungsnummer: INV-000042',
    'Bezahlt am: 6. Dezember 2026',
    'Netto: 79,00\u00a0€',
    'MwSt. 21 %: 16,59\u00a0€',
    'Gesamt bezahlt: 95,59\u00a0€',
    'Rechnung ansehen: https://invoice.stripe.test/in_42/pdf',
  ])
    expect(receipt.text).toContain(line);

  // The same event again, and the same invoice announced under another event id: no second mail.
  await handlers.InvoicePaid(event);
  await handlers.InvoicePaid({ ...event, id: new Types.ObjectId().toHexString() });
  await sleep(500);
  const mailed = h.mail.messages().filter((m) => m.to.some((to) => to.endsWith('@receipt.test')));
  expect(mailed.map((m) => m.to)).toEqual([['anna@receipt.test']]);
});
