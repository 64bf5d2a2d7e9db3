// Owns its stack: every process exports traces to this file's collector (OTEL_* in the stack's environment).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStack, type Stack } from '@brigade/dev-stack';
import { Topics } from '@brigade/events';
import { gql, signIn, until } from '@brigade/test-kit';

/**
 * Traces and metrics across real processes. OpenTelemetry: the services export OTLP/HTTP JSON to a collector this
 * test runs, and one client request must come back as one trace through the gateway, the subgraph
 * that answered it, and the services that consumed the event it wrote.
 */
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; service: string };
type OtlpBody = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<Span, 'service'>[] }[];
  }[];
};

const spans: Span[] = [];
let collector: Server;
let stack: Stack;

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      for (const rs of (JSON.parse(body) as OtlpBody).resourceSpans ?? []) {
        const service = rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const ss of rs.scopeSpans ?? []) for (const span of ss.spans ?? []) spans.push({ ...span, service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    env: {
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${port}/v1/traces`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  collector?.close();
});

test('a kitchen created through the gateway is one trace: gateway, kitchen subgraph, and the consumers of its event', async () => {
  const token = await signIn(stack.gatewayUrl, 'superadmin@brigade.local');
  const created = await gql(
    stack.gatewayUrl,
    `mutation { CreateKitchen(input: { name: "Traced Tavern", country: "NL", admin: { fName: "Tess", lName: "Trace", email: "tess@traced.test" } }) { id } }`,
    token,
  );
  expect(created.body.errors).toBeUndefined();

  const kitchenServer = () =>
    spans.find((s) => s.service === 'kitchen' && s.kind === 2 && spans.some((g) => g.service === 'gateway' && g.spanId === s.parentSpanId));
  await until(async () => kitchenServer() !== undefined);
  const traceId = kitchenServer()?.traceId;
  const inTrace = () => spans.filter((s) => s.traceId === traceId);
  // billing starts the kitchen's trial and identity keeps the kitchen's admin from the same event.
  await until(async () =>
    ['billing', 'identity'].every((service) => inTrace().some((s) => s.service === service && s.name === `${Topics.kitchen} process`)),
  );

  const publish = inTrace().find((s) => s.service === 'kitchen' && s.name === `${Topics.kitchen} publish`);
  expect(publish).toBeDefined();
  for (const service of ['billing', 'identity']) {
    const processed = inTrace().find((s) => s.service === service && s.name === `${Topics.kitchen} process`);
    expect(processed?.parentSpanId).toBe(publish?.spanId);
  }
  // The gateway's own server span starts the trace the client's request made.
  expect(inTrace().some((s) => s.service === 'gateway' && s.kind === 2 && !s.parentSpanId)).toBe(true);
});

test("the gateway's /metrics tells which subgraph each call went to and how it answered", async () => {
  const token = await signIn(stack.gatewayUrl, 'superadmin@brigade.local');
  await gql(stack.gatewayUrl, '{ getKitchen(pageNo: 1, sizePerPage: 5) { totalRecords } }', token);
  const text = await (await fetch(stack.gatewayUrl.replace('/graphql', '/metrics'))).text();
  const calls = (subgraph: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('gateway_subgraph_request_duration_seconds_count{') && l.includes(`subgraph="${subgraph}"`))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  expect(calls('kitchen')).toBeGreaterThan(0);
  expect(calls('identity')).toBeGreaterThan(0);
  expect(text).toMatch(/gateway_subgraph_request_duration_seconds_count\{[^}]*subgraph="kitchen"[^}]*status="200"/);
});
