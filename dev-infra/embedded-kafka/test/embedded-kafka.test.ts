import { Kafka, logLevel } from 'kafkajs';
import { startEmbeddedKafka, type EmbeddedKafka } from '../src';

let kafka: EmbeddedKafka;

beforeAll(async () => {
  kafka = await startEmbeddedKafka();
});

afterAll(async () => {
  await kafka.stop();
});

test('kafkajs produces to an auto-created topic and a consumer group reads it in key order', async () => {
  const client = new Kafka({ clientId: 'test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING });
  const producer = client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const messages = Array.from({ length: 20 }, (_, i) => ({ key: 'kitchen-1', value: `event-${i}` }));
  await producer.send({ topic: 'kitchen.kitchen.v1', messages });
  const consumer = client.consumer({ groupId: 'counter-projection' });
  await consumer.connect();
  await consumer.subscribe({ topic: 'kitchen.kitchen.v1', fromBeginning: true });
  const seen: string[] = [];
  await consumer.run({
    eachMessage: async ({ message }) => {
      seen.push(message.value?.toString() ?? '');
    },
  });
  const deadline = Date.now() + 20_000;
  while (seen.length < messages.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await consumer.disconnect();
  await producer.disconnect();
  expect(seen).toEqual(messages.map((m) => m.value));
});

test('stop() ends the broker: new connections are refused', async () => {
  const other = await startEmbeddedKafka();
  await other.stop();
  const client = new Kafka({
    clientId: 'late',
    brokers: [other.brokers],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
    connectionTimeout: 500,
  });
  const producer = client.producer();
  await expect(producer.connect()).rejects.toThrow();
});
