import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { parseEnvelope, Topics, type EventEnvelope } from '@brigade/events';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { until } from '@brigade/test-kit';
import { address, BUY, CHECK, PAY, trialKitchen } from './checkout-support';
import { startHarness, type Harness } from './support';

/** The receipt leaves billing on the real wire: a paid invoice is published once on billing.invoice.v1. */
let kafka: EmbeddedKafka;
let h: Harness;
let consumer: Consumer;
const published: EventEnvelope[] = [];
// Answers are checked with toMatchObject, not through their type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { data?: Record<string, any> | null };

beforeAll(async () => {
  kafka = await startEmbeddedKafka();
  h = await startHarness('billing_receipt_relay', { APP_URL: 'https://app.example' }, [kafka.brokers]);
  consumer = new Kafka({ clientId: 'receipts-test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING }).consumer({
    groupId: 'receipts-test',
    maxWaitTimeInMs: 100,
  });
  await consumer.connect();
  await consumer.subscribe({ topics: [Topics.invoice], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = parseEnvelope(message.value);
      if (!(event instanceof Error)) published.push(event);
    },
  });
}, 60_000);

afterAll(async () => {
  await consumer.disconnect();
  await h.stop();
  await kafka.stop();
});

test('a paid invoice is published once as InvoicePaid, though the provider reports it twice', async () => {
  const k = await trialKitchen(h);
  const plan = (await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean())!._id.toHexString();
  const buy = (
    (await h.call(BUY, { input: { subscriptionPlanId: plan, accountType: 'PERSON', billingAddress: address } }, k.admin)) as Reply
  ).data!.createSubscriptionBuy;
  await h.call(PAY, { secret: buy.client_secret, card: '4242424242424242' }, k.admin);
  await h.call(CHECK, { id: buy.payment.id }, k.admin);

  const mine = () => Promise.resolve(published.filter((e) => e.kitchenId === k.kitchenId));
  const events = await until(mine, (list) => list.length > 0, { timeoutMs: 30_000, intervalMs: 50, what: 'an InvoicePaid on the topic' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await mine()).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: 'InvoicePaid',
    payload: { paymentId: buy.payment.id, invoiceNumber: buy.payment.orderId, totalCents: 3509, taxCents: 609, subtotalCents: 2900 },
  });
}, 60_000);
