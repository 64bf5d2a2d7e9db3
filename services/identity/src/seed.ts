import { runSeed, withDatabase } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { hashPassword } from './auth/password';
import { seedPlaceholderLegalTexts } from './cms/placeholder-texts';
import { kitchenStates } from './kitchens/kitchen-states';
import { backfillAccountNumbers } from './users/account-number-backfill';
import { userCreated } from './users/user-events';
import { userModel, type UserDoc } from './users/user.model';

/** The demo kitchen's id, shared with the kitchen service's seed. */
export const DEMO_KITCHEN_ID = new Types.ObjectId('64b000000000000000000001');

export const SEED_USERS = [
  { email: 'superadmin@brigade.local', fName: 'Super', lName: 'Admin', isSuperAdmin: true, kitchenId: null, accNumber: 'U000001' },
  {
    email: 'admin@demo.brigade.local',
    fName: 'Demo',
    lName: 'Admin',
    isAdmin: true,
    kitchenId: DEMO_KITCHEN_ID,
    _id: new Types.ObjectId('64b000000000000000000002'),
    accNumber: 'U000002',
  },
  { email: 'cook@demo.brigade.local', fName: 'Demo', lName: 'Cook', isCook: true, kitchenId: DEMO_KITCHEN_ID, accNumber: 'U000003' },
] as const;

/**
 * First-run users: a super admin, and the demo kitchen's admin and cook, and placeholder legal
 * texts. Existing users are left alone (a changed password survives restarts), and so are legal
 * texts already published. Refuses the default password in production. Returns the users created.
 */
export async function seedIdentity(uri: string, dbName: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const password = env.SEED_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : 'Brigade!2026');
  if (!password) throw new Error('refusing to seed default passwords in production: set SEED_PASSWORD');
  return withDatabase(uri, dbName, async (connection) => {
    // Account numbers handed out later continue after the seeded ones.
    await connection
      .collection<{ _id: string; seq: number }>('counters')
      .updateOne({ _id: 'accNumber' }, { $max: { seq: SEED_USERS.length } }, { upsert: true });
    await backfillAccountNumbers(connection);
    const users = userModel(connection);
    await users.init();
    // The demo kitchen is known before the kitchen service's events arrive.
    await (await kitchenStates(connection, { trialCookLimit: 0 })).created(DEMO_KITCHEN_ID.toHexString());
    const passwordHash = await hashPassword(password);
    let created = 0;
    for (const seed of SEED_USERS) {
      const _id = '_id' in seed ? seed._id : new Types.ObjectId();
      const doc = {
        isSuperAdmin: false,
        isAdmin: false,
        isCook: false,
        ...seed,
        _id,
        status: 'ACTIVE' as const,
        passwordHash,
        tokenVersion: 0,
      };
      // Announced like any new user, so the kitchen service counts the demo cook.
      const event = userCreated(doc as unknown as UserDoc);
      const result = await users.updateOne({ email: seed.email }, { $setOnInsert: { ...doc, _outbox: [event] } }, { upsert: true });
      created += result.upsertedCount;
    }
    // /toc and /privacy are never empty: placeholders until the super admin publishes the real texts.
    const superAdmin = await users.findOne({ email: SEED_USERS[0].email }).select('_id').lean<{ _id: Types.ObjectId }>();
    if (superAdmin) await seedPlaceholderLegalTexts(connection, superAdmin._id);
    return created;
  });
}

if (require.main === module) runSeed('identity', (uri, dbName) => seedIdentity(uri, dbName), 'user(s)');
