import type { Connection } from 'mongoose';
import { newestWins } from '../shared/newest-wins';

/** Units catalog announced (catalog.ingredient.v1); units are platform-wide, so only existence matters. */
export type KnownUnit = { _id: string; deleted: boolean; asOf: string };

export function unitProjection(connection: Connection) {
  const known = connection.collection<KnownUnit>('known_units');
  const replace = newestWins(known);
  return {
    created: (unitId: string, asOf: string) => replace({ _id: unitId, deleted: false, asOf }),
    deleted: (unitId: string, asOf: string) => replace({ _id: unitId, deleted: true, asOf }),
    /** The ids among `ids` that are not live units. */
    async unknown(ids: string[]): Promise<string[]> {
      const live = await known.find({ _id: { $in: [...new Set(ids)] }, deleted: false }).toArray();
      const found = new Set(live.map((u) => u._id));
      return ids.filter((id) => !found.has(id));
    },
  };
}

export type UnitProjection = ReturnType<typeof unitProjection>;
