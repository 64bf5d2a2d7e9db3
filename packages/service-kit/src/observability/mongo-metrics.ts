import type { Connection } from 'mongoose';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/**
 * The driver's connection pool, from its monitoring events: open connections, those lent to an
 * operation, how long operations waited for one, and waits that failed. A pool that stays fully
 * lent out with growing waits means maxPoolSize (MONGODB_URI `maxPoolSize=`) is too small.
 */
export function watchMongoPool(connection: Connection, registry: Registry): void {
  const open = new Gauge({ name: 'mongodb_pool_connections', help: 'Open connections in the MongoDB pool', registers: [registry] });
  const inUse = new Gauge({
    name: 'mongodb_pool_connections_in_use',
    help: 'MongoDB connections lent to an operation',
    registers: [registry],
  });
  const wait = new Histogram({
    name: 'mongodb_pool_checkout_seconds',
    help: 'Time an operation waited for a MongoDB connection',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'mongodb_pool_checkout_failures_total',
    help: 'Operations that could not get a MongoDB connection, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const client = connection.getClient();
  client.on('connectionCreated', () => open.inc());
  client.on('connectionClosed', () => open.dec());
  client.on('connectionCheckedOut', (event) => {
    inUse.inc();
    wait.observe(event.durationMS / 1000);
  });
  client.on('connectionCheckedIn', () => inUse.dec());
  client.on('connectionCheckOutFailed', (event) => failed.inc({ reason: String(event.reason) }));
}
