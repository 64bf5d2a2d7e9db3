import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { beforeExit } from '../http/exit-hooks';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Tracing is on when an exporter is configured the OpenTelemetry way: `OTEL_TRACES_EXPORTER`
 * (otlp, console) or an OTLP endpoint. Without either nothing is started, so a laptop's
 * `npm start` does not try to reach a collector that is not there.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  const exporters = list(env.OTEL_TRACES_EXPORTER);
  if (env.OTEL_SDK_DISABLED === 'true' || exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * The exporters `OTEL_TRACES_EXPORTER` names (default otlp). OTLP goes over HTTP, protobuf unless
 * `OTEL_EXPORTER_OTLP(_TRACES)_PROTOCOL` is http/json; endpoint and headers come from the
 * standard variables, which the exporters read themselves. Only the trace SDK and these two
 * exporters are installed (the full NodeSDK brings every exporter and would triple the images).
 */
function exportersFromEnv(env: NodeJS.ProcessEnv): SpanExporter[] {
  const names = list(env.OTEL_TRACES_EXPORTER);
  return (names.length > 0 ? names : ['otlp']).map((name) => {
    if (name === 'console') return new ConsoleSpanExporter();
    if (name !== 'otlp') throw new Error(`OTEL_TRACES_EXPORTER=${name} is not supported: use otlp or console`);
    const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
    if (protocol === 'http/json') return new OtlpJsonExporter();
    if (protocol === 'http/protobuf') return new OtlpProtobufExporter();
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: use http/protobuf or http/json`);
  });
}

let provider: NodeTracerProvider | undefined;

/**
 * Starts tracing for a deployable. It must run before express, http, mongodb and graphql are
 * first required, so each main imports its own `tracing.ts` as its first line. Sampler and
 * batching follow `OTEL_TRACES_SAMPLER(_ARG)` and `OTEL_BSP_*`; `OTEL_SERVICE_NAME` overrides the
 * name. Incoming and outgoing HTTP (subgraph fetches go through undici) carry W3C `traceparent`;
 * Kafka events carry it in their headers (@brigade/events).
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): void {
  if (provider || !tracingConfigured(env)) return;
  const resource = resourceFromAttributes({ 'service.name': serviceName }).merge(detectResources({ detectors: [envDetector] }));
  const started = new NodeTracerProvider({
    resource,
    spanProcessors: exportersFromEnv(env).map((exporter) => new BatchSpanProcessor(exporter)),
  });
  // Global tracer provider, W3C trace-context propagation and async-hooks context, in one call.
  started.register();
  registerInstrumentations({
    tracerProvider: started,
    instrumentations: [
      // Probes and scrapes every few seconds would drown the traces that matter.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? '') }),
      new UndiciInstrumentation(),
      new ExpressInstrumentation(),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new MongoDBInstrumentation(),
    ],
  });
  provider = started;
  // Spans still buffered when a signal stops the service are sent before it exits.
  beforeExit(() => started.shutdown().catch(() => undefined));
}
