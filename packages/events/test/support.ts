import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { Schema, type Connection } from 'mongoose';
import { outboxPlugin, type Outboxed } from '../src';

export type Infra = { mongo: EmbeddedMongo; kafka: EmbeddedKafka; client: Kafka };

export async function startInfra(): Promise<Infra> {
  const [mongo, kafka] = await Promise.all([start({ port: 0 }), startEmbeddedKafka()]);
  const client = new Kafka({ clientId: 'events-test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING });
  return { mongo, kafka, client };
}

export async function stopInfra(infra: Infra): Promise<void> {
  await Promise.all([infra.mongo.stop(), infra.kafka.stop()]);
}

/** A kitchen-like aggregate that emits events, and a projection that counts them. */
export type DishDoc = { _id: string; kitchenId: string; title: string } & Outboxed;
export const dishSchema = new Schema<DishDoc>({ _id: String, kitchenId: String, title: String });
dishSchema.plugin(outboxPlugin);

export type CounterDoc = { _id: string; dishes: number };
export const counterSchema = new Schema<CounterDoc>({ _id: String, dishes: Number }, { strict: false });

export async function connect(uri: string, dbName: string): Promise<Connection> {
  return mongoose.createConnection(uri, { dbName }).asPromise();
}

/** Short group timings: the embedded broker is local, so rebalances need not wait long. */
export const FAST_GROUP = { sessionTimeout: 6000, rebalanceTimeout: 3000, heartbeatInterval: 300, maxWaitTimeInMs: 100 } as const;

/** Polls `check` until it holds; a failure names `what` it waited for. */
export async function waitFor(check: () => Promise<boolean> | boolean, what: () => string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not in ${ms / 1000} s: ${what()}`);
}
