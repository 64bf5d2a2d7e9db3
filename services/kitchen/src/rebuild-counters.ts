import { withDatabase } from '@brigade/service-kit';
import { rebuildCounters } from './counters/rebuild';

/** Ops command (README 'Counters'): recompute every kitchen's counters from the event topics. */
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
if (brokers.length === 0) {
  process.stderr.write('KAFKA_BROKERS must be set: the counters are rebuilt from the event topics\n');
  process.exit(1);
}
withDatabase(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', process.env.MONGODB_DB ?? 'brigade_kitchen', (connection) =>
  rebuildCounters(connection, brokers),
).then(
  ({ events, kitchens }) => process.stdout.write(`kitchen counters rebuilt from ${events} events for ${kitchens} kitchens\n`),
  (error: unknown) => {
    process.stderr.write(`rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
