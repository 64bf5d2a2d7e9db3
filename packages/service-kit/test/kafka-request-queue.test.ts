import { createRequire } from 'node:module';
import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { Kafka } from 'kafkajs';
import pino from 'pino';
import { kafkaLogging } from '../src/observability/kafka-log';

/** kafkajs's request queue, as every service's Kafka client uses it (src/kafka-request-queue.ts). */
const RequestQueue = createRequire(__filename)('kafkajs/src/network/requestQueue') as {
  prototype: { checkPendingRequests: () => void };
};

let kafka: EmbeddedKafka;
beforeAll(async () => {
  kafka = await startEmbeddedKafka();
}, 60_000);
afterAll(() => kafka.stop());

describe("a service's idle Kafka connection", () => {
  it('does not re-check its empty request queue every millisecond, nor warn of a negative timeout', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const check = jest.spyOn(RequestQueue.prototype, 'checkPendingRequests');
    const producer = new Kafka({ clientId: 'idle', brokers: [kafka.brokers], ...kafkaLogging(pino({ level: 'silent' })) }).producer();
    try {
      await producer.connect();
      await producer.send({ topic: 'idle-test', messages: [{ value: 'one' }] });
      check.mockClear();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // kafkajs 2.2.4 as released: ~one check per millisecond, hundreds here.
      expect(check.mock.calls.length).toBeLessThan(10);
      expect(warnings).not.toContain('TimeoutNegativeWarning');
    } finally {
      await producer.disconnect();
      check.mockRestore();
      process.off('warning', onWarning);
    }
  });

  it('still sends every message', async () => {
    const producer = new Kafka({ clientId: 'busy', brokers: [kafka.brokers], ...kafkaLogging(pino({ level: 'silent' })) }).producer();
    await producer.connect();
    try {
      const sent = await Promise.all(
        Array.from({ length: 50 }, (_, i) => producer.send({ topic: 'busy-test', messages: [{ value: String(i) }] })),
      );
      expect(sent.flat().every((r) => r.errorCode === 0)).toBe(true);
    } finally {
      await producer.disconnect();
    }
  });
});
