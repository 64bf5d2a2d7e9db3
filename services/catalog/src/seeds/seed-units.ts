import { notDeleted, withEvents } from '@brigade/events';
import { Types, type Model } from 'mongoose';
import { unitChanged } from '../ingredients/ingredient-events';
import { NAME_LANGUAGES } from '../shared/translations';
import type { UnitDoc } from '../units/unit.model';
import { STANDARD_UNITS, type StandardUnit } from './standard-units';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * A unit seeded before units had codes (matched by its name, which was the code) gets what it
 * lacks: the code, the dimension and factor (as a pair, so an admin's factor is never mixed with
 * ours), and the missing translations. Announced with UnitChanged in the same write.
 */
async function upgrade(units: Model<UnitDoc>, old: UnitDoc, unit: StandardUnit): Promise<void> {
  const conversion = (old.toBase ?? null) === null ? { dimension: unit.dimension, toBase: unit.toBase } : {};
  const translations = Object.fromEntries(
    NAME_LANGUAGES.filter((l) => !old.translations?.[l]).map((l) => [`translations.${l}`, unit.translations[l]]),
  );
  const after = { ...old, code: unit.code, ...conversion };
  await units.updateOne(
    { _id: old._id, code: null, ...notDeleted },
    { $set: { code: unit.code, ...conversion, ...translations }, ...withEvents([unitChanged(after)]) },
  );
}

/**
 * The standard units, by code, on every run: inserted when missing (with UnitChanged), upgraded
 * when an older seed left them without a code. A name held by something else (a deleted unit not
 * yet removed by the relay, or an admin's unit with another code) is left alone: the unique index
 * on names still holds it. Returns how many were inserted.
 */
export async function seedUnits(units: Model<UnitDoc>): Promise<number> {
  let created = 0;
  for (const unit of STANDARD_UNITS) {
    // Deleted-but-unpublished ones count: they come back on the first run after the relay removed them.
    if (await units.exists({ code: unit.code })) continue;
    const named = await units.findOne({ name: unit.code, ...notDeleted }).lean<UnitDoc>();
    if (named && (named.code ?? null) === null) {
      await upgrade(units, named, unit);
      continue;
    }
    if (named || (await units.exists({ name: unit.code }))) continue;
    const doc = { _id: new Types.ObjectId(), name: unit.code, ...unit, status: 'ACTIVE', updatedBy: null };
    try {
      const result = await units.updateOne(
        { code: unit.code },
        { $setOnInsert: { ...doc, _outbox: [unitChanged(doc)] } },
        { upsert: true },
      );
      created += result.upsertedCount;
    } catch (error) {
      // Another replica seeding at the same moment took the name first.
      if (!isDuplicate(error)) throw error;
    }
  }
  return created;
}
