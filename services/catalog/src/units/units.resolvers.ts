import { page, requireUser, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { UnitDoc } from './unit.model';

const toGraph = (u: UnitDoc) => ({
  id: u._id.toHexString(),
  name: u.name,
  status: u.status,
  createdAt: u.createdAt?.toISOString() ?? null,
  updatedAt: u.updatedAt?.toISOString() ?? null,
});

/** Units are platform-wide vocabulary: every signed-in person may read them. */
export function unitResolvers(units: Model<UnitDoc>) {
  return {
    Query: {
      getUnits: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
        requireUser(ctx.caller);
        const { skip, limit } = page(args);
        const [records, total] = await Promise.all([
          units.find().sort({ name: 1 }).skip(skip).limit(limit).lean<UnitDoc[]>(),
          units.countDocuments(),
        ]);
        return { records: records.map(toGraph), total };
      },
    },
  };
}
