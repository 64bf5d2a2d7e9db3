import { nextAccountNumber } from '@brigade/service-kit';
import type { Connection } from 'mongoose';

/**
 * Users written before account numbers existed have none, and MongoDB then cannot build the
 * unique `accNumber` index (every missing number is the same null). Each gets the next number
 * before the index is built. A no-op once done and on new databases.
 */
export async function backfillAccountNumbers(connection: Connection): Promise<number> {
  const users = connection.collection('users');
  const missing = await users.find({ accNumber: { $in: [null, ''] } }, { projection: { _id: 1 } }).toArray();
  for (const user of missing) {
    await users.updateOne(
      { _id: user._id, accNumber: { $in: [null, ''] } },
      { $set: { accNumber: await nextAccountNumber(connection, 'U') } },
    );
  }
  return missing.length;
}
