import mongoose, { Types } from 'mongoose';
import { kitchenModel } from './kitchens/kitchen.model';

/** Shared with identity's seed: the demo kitchen and its admin. */
export const DEMO_KITCHEN_ID = new Types.ObjectId('64b000000000000000000001');
export const DEMO_ADMIN_ID = new Types.ObjectId('64b000000000000000000002');

export async function seedKitchen(uri: string, dbName: string): Promise<number> {
  const connection = await mongoose.createConnection(uri, { dbName }).asPromise();
  try {
    const kitchens = kitchenModel(connection);
    await kitchens.init();
    const result = await kitchens.updateOne(
      { _id: DEMO_KITCHEN_ID },
      { $setOnInsert: { name: 'Demo Kitchen', description: 'A kitchen to try Brigade with', status: 'ACTIVE', ownerId: DEMO_ADMIN_ID } },
      { upsert: true },
    );
    return result.upsertedCount;
  } finally {
    await connection.close();
  }
}

if (require.main === module) {
  seedKitchen(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', process.env.MONGODB_DB ?? 'brigade_kitchen')
    .then((n) => process.stdout.write(`kitchen seed: ${n} kitchen(s) created\n`))
    .catch((error: unknown) => {
      process.stderr.write(`kitchen seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
