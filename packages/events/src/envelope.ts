import { randomUUID } from 'node:crypto';
import { captureTrace, type TraceCarrier } from './trace-context';

/** ARCHITECTURE.md section 4: every event on every topic has this envelope. */
export type EventEnvelope<TType extends string = string, TPayload = unknown> = {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  producer: string;
  /** The aggregate the event is about; also the Kafka message key. */
  aggregateId: string;
  kitchenId: string | null;
  payload: TPayload;
  /** The trace the event was created in; the relay moves it into the Kafka message headers. */
  trace?: TraceCarrier;
};

export function newEvent<TType extends string, TPayload>(
  type: TType,
  payload: TPayload,
  meta: { producer: string; aggregateId: string; kitchenId?: string | null; version?: number },
): EventEnvelope<TType, TPayload> {
  return {
    id: randomUUID(),
    type,
    version: meta.version ?? 1,
    occurredAt: new Date().toISOString(),
    producer: meta.producer,
    aggregateId: meta.aggregateId,
    kitchenId: meta.kitchenId ?? null,
    payload,
    ...withTrace(captureTrace()),
  };
}

const withTrace = (trace: TraceCarrier | undefined) => (trace ? { trace } : {});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses a message value into an envelope, or explains why it is not one. */
export function parseEnvelope(raw: Buffer | null): EventEnvelope | Error {
  if (!raw) return new Error('empty message');
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return new Error('message is not JSON');
  }
  if (!isObject(value)) return new Error('message is not an object');
  const { id, type, version, occurredAt, producer, aggregateId } = value;
  if (typeof id !== 'string' || typeof type !== 'string' || typeof version !== 'number') {
    return new Error('envelope needs string id and type and a numeric version');
  }
  if (typeof occurredAt !== 'string' || typeof producer !== 'string' || typeof aggregateId !== 'string') {
    return new Error('envelope needs occurredAt, producer and aggregateId');
  }
  return value as EventEnvelope;
}
