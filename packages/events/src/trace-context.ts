import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';

/** W3C trace context (`traceparent`, `tracestate`) as the strings that travel with an event. */
export type TraceCarrier = Record<string, string>;

const tracer = () => trace.getTracer('@brigade/events');

/**
 * The active trace, captured when an event is created inside a request: the outbox may publish it
 * much later, from the relay's own timer, so the context has to be written down with the event.
 * Empty when no tracing SDK is running.
 */
export function captureTrace(): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/**
 * A PRODUCER span under the event's captured trace, and the headers that carry that span to the
 * consumers. The relay sends a document's events together, so the spans are ended by the caller.
 */
export function startPublishSpan(topic: string, captured: TraceCarrier | undefined): { headers: TraceCarrier; end(error?: unknown): void } {
  const parent = captured ? propagation.extract(ROOT_CONTEXT, captured) : ROOT_CONTEXT;
  const span = tracer().startSpan(
    `${topic} publish`,
    { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic } },
    parent,
  );
  const headers: TraceCarrier = {};
  propagation.inject(trace.setSpan(parent, span), headers);
  return {
    headers,
    end: (error) => {
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
    },
  };
}

/** The trace a consumed message's headers name (kafkajs gives header values as Buffers). */
export function messageContext(headers: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined): Context {
  const carrier: TraceCarrier = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) carrier[key] = first.toString();
  }
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** Runs a handler in a CONSUMER span, child of the publishing span, so one trace spans services. */
export function inProcessSpan<T>(topic: string, parent: Context, attributes: Record<string, string>, handle: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(
    `${topic} process`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic, ...attributes } },
    parent,
    async (span) => {
      try {
        return await handle();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
