import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import type { EmbeddedMail } from '@brigade/embedded-mail';
import { newEvent, Topics } from '@brigade/events';
import type { RunningSubgraph } from '@brigade/service-kit';
import { startSubgraphHarness, type SubgraphHarness } from '@brigade/test-kit';
import { Kafka, logLevel } from 'kafkajs';
import { Types } from 'mongoose';
import { startIdentity } from '../src/app';
import { userModel } from '../src/users/user.model';

/** The receipt through the real wire: billing's InvoicePaid on Kafka, identity's consumer group, an SMTP inbox. */
let kafka: EmbeddedKafka;
let h: SubgraphHarness<true>;
let mail: EmbeddedMail;
let identity: RunningSubgraph;

beforeAll(async () => {
  kafka = await startEmbeddedKafka();
  h = await startSubgraphHarness({
    name: 'identity',
    start: startIdentity,
    dbName: 'identity_receipts_kafka',
    mail: true,
    kafkaBrokers: [kafka.brokers],
    env: { APP_URL: 'https://app.brigade.test', KAFKA_MAX_WAIT_MS: '100' },
  });
  ({ mail, service: identity } = h);
}, 60_000);

afterAll(async () => {
  await h.stop();
  await kafka.stop();
});

test('an InvoicePaid delivered twice on billing.invoice.v1 mails the kitchen admin one receipt', async () => {
  const kitchenId = new Types.ObjectId();
  await userModel(identity.connection).create({
    email: 'chef@wire.test',
    fName: 'Chef',
    accNumber: 'W1',
    status: 'ACTIVE',
    isAdmin: true,
    kitchenId,
    lang: 'fr',
  });
  const paymentId = new Types.ObjectId().toHexString();
  const event = newEvent(
    'InvoicePaid',
    {
      paymentId,
      kitchenId: kitchenId.toHexString(),
      invoiceNumber: 'INV-000077',
      paidAt: '2026-11-26T08:00:00.000Z',
      periodStart: '2026-11-26T08:00:00.000Z',
      periodEnd: '2026-12-26T08:00:00.000Z',
      planName: 'Starter',
      currency: 'EUR',
      subtotalCents: 2900,
      discountCents: 0,
      taxCents: 609,
      totalCents: 3509,
      taxPercent: 21,
      reverseCharge: false,
      invoiceUrl: `https://app.brigade.test/auth/admin/payments/${paymentId}`,
    },
    { producer: 'billing', aggregateId: paymentId, kitchenId: kitchenId.toHexString() },
  );
  const producer = new Kafka({ clientId: 'billing-test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  // At-least-once: the relay may publish the same event again after a crash.
  const message = { key: paymentId, value: JSON.stringify(event) };
  await producer.send({ topic: Topics.invoice, messages: [message, message] });
  await producer.disconnect();

  const receipt = await mail.waitFor((m) => m.to.includes('chef@wire.test'), 45_000);
  expect(receipt.subject).toBe('Votre reçu Brigade pour la facture INV-000077');
  expect(receipt.text).toContain('Total payé: 35,09\u00a0€');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(mail.messages().filter((m) => m.to.includes('chef@wire.test'))).toHaveLength(1);
}, 60_000);
