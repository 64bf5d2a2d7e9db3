import { runSeed, withDatabase } from '@brigade/service-kit';
import { unitModel } from './units/unit.model';

/** The units every kitchen needs from day one; admins add their own later (#5). */
export const STANDARD_UNITS = ['g', 'kg', 'ml', 'l', 'pcs', 'tsp', 'tbsp', 'cup', 'pinch', 'bunch'];

export function seedCatalog(uri: string, dbName: string): Promise<number> {
  return withDatabase(uri, dbName, async (connection) => {
    const units = unitModel(connection);
    await units.init();
    let created = 0;
    for (const name of STANDARD_UNITS) {
      created += (await units.updateOne({ name }, { $setOnInsert: { name, status: 'ACTIVE' } }, { upsert: true })).upsertedCount;
    }
    return created;
  });
}

if (require.main === module) runSeed('catalog', seedCatalog, 'unit(s)');
