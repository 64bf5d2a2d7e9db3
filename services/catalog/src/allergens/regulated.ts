import type { Model } from 'mongoose';
import { EU_ALLERGENS } from '../seeds/seed-allergens';
import type { AllergenDoc } from './allergen.model';

/** The codes of Regulation (EU) No 1169/2011 Annex II, as the seed writes them. */
export const REGULATED_CODES: readonly string[] = EU_ALLERGENS.map((a) => a.code);

/**
 * Rows stored before the `regulated` marker are matched by their seeded code, at every start and
 * seed (idempotent: only rows still unmarked are written). The marker is not in AllergenChanged:
 * only catalog acts on it, so no event.
 */
export async function markRegulated(allergens: Model<AllergenDoc>): Promise<number> {
  const result = await allergens.updateMany({ code: { $in: REGULATED_CODES }, regulated: { $ne: true } }, { $set: { regulated: true } });
  return result.modifiedCount;
}

/** How many names a refusal or a dependants list shows: enough to recognise, short enough for a dialog. */
export const FIRST_NAMES = 5;
