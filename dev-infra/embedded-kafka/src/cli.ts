#!/usr/bin/env node
import { startEmbeddedKafka } from './index';

startEmbeddedKafka({ log: (line) => process.stderr.write(`[embedded-kafka] ${line}\n`) })
  .then((kafka) => {
    // Tooling waits for this exact line; keep its shape.
    process.stdout.write(`embedded-kafka ready ${kafka.brokers}\n`);
    const stop = () => void kafka.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(`[embedded-kafka] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
