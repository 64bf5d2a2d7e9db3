import type { Connection } from 'mongoose';

/**
 * Databases written before payments were one per provider invoice have a non-unique
 * `paymentId_1`; MongoDB refuses to build the unique one under the same name, so the old one is
 * dropped first. A no-op on new databases and once done.
 */
export async function upgradePaymentIndexes(connection: Connection): Promise<void> {
  const payments = connection.collection('payments');
  const indexes = await payments.indexes().catch(() => []);
  const old = indexes.find((index) => index.name === 'paymentId_1' && !index.unique);
  if (old) await payments.dropIndex('paymentId_1');
}
