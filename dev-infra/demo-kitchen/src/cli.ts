#!/usr/bin/env node
import { describeReport, loadDemoKitchen } from './load';

/**
 * `brigade-demo-kitchen [gateway /graphql URL]`: loads the demo kitchen into a running Brigade
 * (default http://127.0.0.1:$GATEWAY_PORT/graphql, port 4000). `npm start` runs the same loader
 * itself on a fresh data directory.
 */
async function main(): Promise<void> {
  const gatewayUrl = process.argv[2] ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}/graphql`;
  const report = await loadDemoKitchen({ gatewayUrl, log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`${describeReport(report)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`demo kitchen: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
