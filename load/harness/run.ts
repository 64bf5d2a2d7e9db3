import autocannon from 'autocannon';
import { startStack, type Stack } from '@brigade/dev-stack';
import { signCaller } from '@brigade/service-kit';
import {
  CONNECTIONS,
  DEFAULT_PASSWORD,
  DEMO_KITCHEN_ID,
  FEDERATED_QUERY,
  SIGN_IN,
  SIGN_IN_EMAIL,
  SUBGRAPH_QUERY,
  THRESHOLDS,
  TOKEN_COUNT,
} from '../scenarios/federated-kitchen.shared';
import { SIGN_IN_CONNECTIONS, SIGN_IN_EMAIL as COOK_EMAIL, SIGN_IN_THRESHOLDS } from '../scenarios/sign-in.shared';

/**
 * `npm run bench` in load/: the k6 scenario's numbers on a machine without k6. Starts the stack
 * (same processes as npm start, on free ports), then measures the federated query through the
 * gateway and the kitchen subgraph's own part of it called directly, at the same concurrency.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

type Measured = { label: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

async function post(url: string, body: object, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}

async function signInTokens(stack: Stack): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const reply = await post(stack.gatewayUrl, {
      query: SIGN_IN,
      variables: { email: SIGN_IN_EMAIL, password: process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD },
    });
    const token = (reply.data as { Authenticate?: { token: string } } | undefined)?.Authenticate?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(reply)}`);
    tokens.push(token);
  }
  if (new Set(tokens).size !== tokens.length) throw new Error('sign-ins returned repeated tokens');
  return tokens;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(
  label: string,
  url: string,
  body: object,
  headersFor: (i: number) => Record<string, string>,
  connections = CONNECTIONS,
): Promise<Measured> {
  const latencies: number[] = [];
  let i = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            body: JSON.stringify(body),
            setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', ...headersFor(i++) } }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main(): Promise<void> {
  const stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  try {
    const tokens = await signInTokens(stack);
    const variables = { id: DEMO_KITCHEN_ID };
    const key = new TextEncoder().encode(stack.internalSigningKey);
    const claims = await signCaller(
      { kind: 'user', userId: '64b000000000000000000002', roles: ['ADMIN'], kitchenId: DEMO_KITCHEN_ID, tokenVersion: 0 },
      key,
      'kitchen',
    );

    // Check the answers are right before timing anything.
    const federated = await post(stack.gatewayUrl, { query: FEDERATED_QUERY, variables }, { authorization: `Bearer ${tokens[0]}` });
    const direct = await post(stack.serviceUrls.kitchen ?? '', { query: SUBGRAPH_QUERY, variables }, { 'x-brigade-claims': claims });
    if (JSON.stringify(federated).indexOf(SIGN_IN_EMAIL) < 0) throw new Error(`wrong federated answer: ${JSON.stringify(federated)}`);
    if (!(direct.data as { getKitchenById?: unknown } | undefined)?.getKitchenById)
      throw new Error(`wrong subgraph answer: ${JSON.stringify(direct)}`);

    const rows = [
      await measure('gateway (kitchen + identity)', stack.gatewayUrl, { query: FEDERATED_QUERY, variables }, (i) => ({
        authorization: `Bearer ${tokens[i % tokens.length]}`,
      })),
      await measure('kitchen subgraph directly', stack.serviceUrls.kitchen ?? '', { query: SUBGRAPH_QUERY, variables }, () => ({
        'x-brigade-claims': claims,
      })),
      await measure(
        'sign-in (argon2id, 8 connections)',
        stack.gatewayUrl,
        { query: SIGN_IN, variables: { email: COOK_EMAIL, password: process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD } },
        () => ({}),
        SIGN_IN_CONNECTIONS,
      ),
    ];
    process.stdout.write(
      `\nfederated-kitchen: ${CONNECTIONS} connections, ${SECONDS}s each, ${TOKEN_COUNT} distinct tokens (node ${process.version})\n`,
    );
    process.stdout.write(
      `${'target'.padEnd(34)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}\n`,
    );
    for (const r of rows) {
      process.stdout.write(
        `${r.label.padEnd(34)} ${String(r.requests).padStart(9)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}\n`,
      );
    }
    const gateway = rows[0] as Measured;
    const signIn = rows[2] as Measured;
    const failures = [
      signIn.p95 > SIGN_IN_THRESHOLDS.p95Ms && `sign-in p95 ${signIn.p95} ms is over ${SIGN_IN_THRESHOLDS.p95Ms} ms`,
      signIn.errors / Math.max(1, signIn.requests) > SIGN_IN_THRESHOLDS.errorRate &&
        `sign-in error rate over ${SIGN_IN_THRESHOLDS.errorRate}`,
      gateway.p95 > THRESHOLDS.p95Ms && `gateway p95 ${gateway.p95} ms is over ${THRESHOLDS.p95Ms} ms`,
      gateway.errors / Math.max(1, gateway.requests) > THRESHOLDS.errorRate && `gateway error rate over ${THRESHOLDS.errorRate}`,
    ].filter(Boolean);
    for (const f of failures) process.stderr.write(`threshold failed: ${String(f)}\n`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
