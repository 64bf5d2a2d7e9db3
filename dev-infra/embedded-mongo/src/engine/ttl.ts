import { Bound, TypeRank } from '../compare';
import type { Catalog } from './catalog';
import { HIGH, LOW } from './index-store';

/**
 * Deletes documents whose TTL-indexed date is older than `expireAfterSeconds`, as mongod's
 * TTL monitor does. Uses the index itself, so a sweep only touches expired documents.
 * Returns how many documents it deleted.
 */
export function sweepExpired(catalog: Catalog, now = Date.now()): number {
  let deleted = 0;
  for (const coll of catalog.allCollections()) {
    for (const index of coll.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
      const cutoff = new Date(now - seconds * 1000);
      const asc = index.fields[0]?.dir === 1;
      const range = asc
        ? { start: [new Bound(TypeRank.date, -1), LOW], end: [cutoff, HIGH] }
        : { start: [cutoff, LOW], end: [new Bound(TypeRank.date, -1), HIGH] };
      const keys = [...new Set(index.scan([range]))];
      for (const key of keys) {
        const rec = coll.docs.get(key);
        if (rec) {
          coll.remove(rec);
          deleted += 1;
        }
      }
    }
  }
  return deleted;
}
