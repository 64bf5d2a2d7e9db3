import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Connection, Model } from 'mongoose';
import { EventConsumer, newEvent, OutboxRelay, Topics, type EventEnvelope } from '../src';
import { connect, dishSchema, type DishDoc, FAST_GROUP, startInfra, stopInfra, waitFor, type Infra } from './support';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();

let infra: Infra;
let producerDb: Connection;
let consumerDb: Connection;
let Dish: Model<DishDoc>;

beforeAll(async () => {
  infra = await startInfra();
  producerDb = await connect(infra.mongo.uri, 'recipe-traced');
  consumerDb = await connect(infra.mongo.uri, 'kitchen-traced');
  Dish = producerDb.model<DishDoc>('Dish', dishSchema);
});

afterAll(async () => {
  await producerDb.close();
  await consumerDb.close();
  await stopInfra(infra);
  await provider.shutdown();
});

test('the trace of the request that wrote an event continues in the service that consumes it', async () => {
  // The request: an event created inside its span, published later by the relay's own timer.
  const request = trace.getTracer('test').startSpan('POST /graphql');
  const event = context.with(trace.setSpan(context.active(), request), () =>
    newEvent('DishCreated', { title: 'Ratatouille' }, { producer: 'recipe', aggregateId: 'd-traced', kitchenId: 'k-traced' }),
  );
  request.end();
  await Dish.create({ _id: 'd-traced', kitchenId: 'k-traced', title: 'Ratatouille', _outbox: [event] });
  const producer = infra.client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  await new OutboxRelay({ producer, sources: [{ collection: Dish.collection, topic: Topics.recipe }] }).kick();
  await producer.disconnect();

  let handledIn: string | undefined;
  let received: EventEnvelope | undefined;
  const consumer = new EventConsumer({
    kafka: infra.client,
    groupId: 'kitchen-traced',
    topics: [Topics.recipe],
    handlers: {
      DishCreated: async (e: EventEnvelope) => {
        if (e.aggregateId !== 'd-traced') return;
        received = e;
        handledIn = trace.getActiveSpan()?.spanContext().traceId;
      },
    },
    connection: consumerDb,
    producer: infra.client.producer(),
    consumerConfig: FAST_GROUP,
  });
  await consumer.start();
  await waitFor(
    () => handledIn !== undefined,
    () => 'the traced event handled',
  );
  await consumer.stop();

  const traceId = request.spanContext().traceId;
  expect(handledIn).toBe(traceId);
  const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
  const publish = spans.find((s) => s.name === `${Topics.recipe} publish`);
  const processed = spans.find((s) => s.name === `${Topics.recipe} process`);
  expect(publish?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(processed?.parentSpanContext?.spanId).toBe(publish?.spanContext().spanId);
  expect(processed?.attributes['messaging.message.id']).toBe(event.id);
  // The trace travels in the Kafka headers; consumers see the envelope without it.
  expect(event.trace?.traceparent).toContain(traceId);
  expect(received).toMatchObject({ id: event.id });
  expect(received?.trace).toBeUndefined();
});
