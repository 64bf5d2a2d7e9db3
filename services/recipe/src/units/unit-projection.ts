import { referenceCollection } from '@brigade/service-kit';
import type { UnitDef, UnitDimension } from '@brigade/units';
import type { Connection } from 'mongoose';
import { newestWins, unlessKnown } from '../shared/newest-wins';

/**
 * Units catalog announced (catalog.ingredient.v1), platform-wide: which exist, and what they measure
 * for conversion and scaling. `described` is set by UnitChanged; a unit only ever announced by the
 * older UnitCreated exists but says nothing of itself, so it reads as a COUNT that converts only to
 * itself (never a guessed factor) until catalog describes it.
 */
export type KnownUnit = {
  _id: string;
  code: string | null;
  name: string;
  dimension: UnitDimension;
  toBase: number | null;
  described: boolean;
  deleted: boolean;
  asOf: string;
};

export const asDef = (u: Partial<KnownUnit> & { _id: string }): UnitDef => ({
  id: u._id,
  code: u.code ?? null,
  name: u.name ?? '',
  dimension: u.dimension ?? 'COUNT',
  toBase: typeof u.toBase === 'number' && u.toBase > 0 ? u.toBase : null,
});

export function unitProjection(connection: Connection) {
  const known = referenceCollection<KnownUnit>(connection, 'known_units');
  const replace = newestWins(known);
  const fill = unlessKnown(known);
  const live = (filter: Record<string, unknown> = {}) => known.find({ ...filter, deleted: false }).toArray();
  return {
    /** Exists; never overwrites what a UnitChanged said, whatever the order they arrive in. */
    async created(unitId: string, asOf: string) {
      const revived = await known.updateOne(
        { _id: unitId, asOf: { $lt: asOf }, described: { $ne: true } },
        { $set: { deleted: false, asOf } },
      );
      if (revived.matchedCount > 0) return;
      const undescribed = { code: null, name: '', dimension: 'COUNT' as const, toBase: null, described: false, deleted: false, asOf };
      await known.updateOne({ _id: unitId }, { $setOnInsert: undescribed }, { upsert: true });
    },
    changed: (state: Omit<KnownUnit, 'described' | 'deleted'>) => replace({ ...state, described: true, deleted: false }),
    /** What catalog answered for one the projection has not heard of yet (owner-checks); its event replaces it. */
    asked: (state: Omit<KnownUnit, 'described' | 'deleted' | 'asOf'>) => fill({ ...state, described: true, deleted: false }),
    deleted: (unitId: string, asOf: string) => replace({ _id: unitId, deleted: true, asOf } as KnownUnit),
    /** Every live unit: scaling moves an amount along its ladder (g → kg), so it needs them all; they are few. */
    all: async (): Promise<UnitDef[]> => (await live()).map(asDef),
    /** The live units among `ids` (unknown and deleted ones left out). */
    byIds: async (ids: string[]): Promise<UnitDef[]> => (ids.length ? await live({ _id: { $in: [...new Set(ids)] } }) : []).map(asDef),
  };
}

export type UnitProjection = ReturnType<typeof unitProjection>;
