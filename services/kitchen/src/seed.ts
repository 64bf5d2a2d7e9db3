import { runSeed, withDatabase } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { kitchenCreated } from './kitchens/kitchen-events';
import { kitchenModel } from './kitchens/kitchen.model';

/** Shared with identity's seed: the demo kitchen and its admin. */
export const DEMO_KITCHEN_ID = new Types.ObjectId('64b000000000000000000001');
export const DEMO_ADMIN_ID = new Types.ObjectId('64b000000000000000000002');

export function seedKitchen(uri: string, dbName: string): Promise<number> {
  return withDatabase(uri, dbName, async (connection) => {
    const kitchens = kitchenModel(connection);
    await kitchens.init();
    // Account numbers handed out later continue after the seeded one.
    await connection
      .collection<{ _id: string; seq: number }>('counters')
      .updateOne({ _id: 'accNumber' }, { $max: { seq: 1 } }, { upsert: true });
    const result = await kitchens.updateOne(
      { _id: DEMO_KITCHEN_ID },
      {
        $setOnInsert: {
          name: 'Demo Kitchen',
          description: 'A kitchen to try Brigade with',
          status: 'ACTIVE',
          ownerId: DEMO_ADMIN_ID,
          accNumber: 'K000001',
          isDark: true,
          theme: '#fa8c16',
          city: 'Amsterdam',
          country: 'NL',
          order: 1,
          cooksCount: 0,
          recipeCount: 0,
          menuItemCount: 0,
          // Announced like any new kitchen (identity and billing learn of it from the event).
          _outbox: [kitchenCreated({ _id: DEMO_KITCHEN_ID, name: 'Demo Kitchen', ownerId: DEMO_ADMIN_ID })],
        },
      },
      { upsert: true },
    );
    return result.upsertedCount;
  });
}

if (require.main === module) runSeed('kitchen', seedKitchen, 'kitchen(s)');
