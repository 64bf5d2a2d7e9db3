import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { TRANSLATIONS_SCHEMA, type Translations } from '../shared/translations';
import { STATUSES, type CatalogStatus } from '../validation/input';
import { referenceCachePlugin } from '@brigade/service-kit';

export type { Translations };

/** Allergens are platform-wide: the EU list is the same for every kitchen. */
export type AllergenDoc = {
  _id: Types.ObjectId;
  /** The name when no translation for the reader's language exists (English for the seeded ones). */
  name: string;
  /** A stable code for the regulated ones ('GLUTEN'), so labels and imports do not depend on wording. */
  code: string | null;
  /** One of the 14 of EU 1169/2011 Annex II (set by the seed, backfilled by code): never deleted. */
  regulated?: boolean;
  status: CatalogStatus;
  translations: Translations;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const allergenSchema = new Schema<AllergenDoc>(
  {
    name: { type: String, required: true, trim: true },
    code: { type: String, default: null },
    regulated: { type: Boolean, default: false },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    translations: TRANSLATIONS_SCHEMA,
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
allergenSchema.index({ name: 1 });
allergenSchema.index({ code: 1 }, { unique: true, partialFilterExpression: { code: { $type: 'string' } } });
// Every create, change and deletion is a document write with its event (catalog.ingredient.v1), relayed later.
allergenSchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
allergenSchema.plugin(referenceCachePlugin);

export const allergenModel = (connection: Connection): Model<AllergenDoc> => connection.model<AllergenDoc>('Allergen', allergenSchema);
