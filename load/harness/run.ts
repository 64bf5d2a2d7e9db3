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
import { measure, missed, post, printTable, SECONDS, type Measured } from './measure';
import { startBenchStack } from './stack';
import { signInTokens } from './tokens';

/**
 * `npm run bench` in load/: the k6 scenario's numbers on a machine without k6. Starts the stack
 * (same processes as npm start, on free ports), then measures the federated query through the
 * gateway and the kitchen subgraph's own part of it called directly, at the same concurrency.
 */

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const password = process.env.SEED_PASSWORD ?? DEFAULT_PASSWORD;
    const tokens = await signInTokens(stack.gatewayUrl, SIGN_IN, SIGN_IN_EMAIL, password, TOKEN_COUNT);
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
      await measure(
        'gateway (kitchen + identity)',
        stack.gatewayUrl,
        { query: FEDERATED_QUERY, variables },
        (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` }),
        { connections: CONNECTIONS },
      ),
      await measure(
        'kitchen subgraph directly',
        stack.serviceUrls.kitchen ?? '',
        { query: SUBGRAPH_QUERY, variables },
        () => ({ 'x-brigade-claims': claims }),
        { connections: CONNECTIONS },
      ),
      await measure(
        'sign-in (argon2id, 8 connections)',
        stack.gatewayUrl,
        { query: SIGN_IN, variables: { email: COOK_EMAIL, password } },
        () => ({}),
        { connections: SIGN_IN_CONNECTIONS },
      ),
    ];
    printTable(
      `federated-kitchen: ${CONNECTIONS} connections, ${SECONDS}s each, ${TOKEN_COUNT} distinct tokens (node ${process.version})`,
      rows,
    );
    const [gateway, , signIn] = rows as [Measured, Measured, Measured];
    const failures = [...missed(signIn, 'sign-in', SIGN_IN_THRESHOLDS), ...missed(gateway, 'gateway', THRESHOLDS)];
    for (const f of failures) process.stderr.write(`threshold failed: ${f}\n`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
