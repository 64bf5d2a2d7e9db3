import type { Connection } from 'mongoose';

/**
 * Account numbers that count up per service (`U000123`, `K000042`), from one counter document
 * in the service's `counters` collection; seeds raise the counter past the numbers they hand out.
 */
export async function nextAccountNumber(connection: Connection, prefix: string): Promise<string> {
  const counter = await connection
    .collection<{ _id: string; seq: number }>('counters')
    .findOneAndUpdate({ _id: 'accNumber' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
  if (!counter) throw new Error('the account number counter could not be read');
  return `${prefix}${String(counter.seq).padStart(6, '0')}`;
}
