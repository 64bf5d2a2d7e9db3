import { outboxPlugin, type IngredientEvents, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { TRANSLATIONS_SCHEMA, type Translations } from '../shared/translations';
import { STATUSES, type CatalogStatus } from '../validation/input';
import { referenceCachePlugin } from '@brigade/service-kit';

/** What a unit measures (the event contract's enum; @brigade/events does not export it by name). */
export type UnitDimension = IngredientEvents['UnitChanged']['dimension'];
export const DIMENSIONS = ['MASS', 'VOLUME', 'COUNT'] as const satisfies readonly UnitDimension[];

/** Units are platform-wide vocabulary (g, ml, tbsp...): only super admins change them. */
export type UnitDoc = {
  _id: Types.ObjectId;
  /** The base name, shown where no translation for the reader's language exists. */
  name: string;
  /** A stable lower-case symbol ('g', 'fl oz', 'piece') that conversions and scaling know the unit by. */
  code: string | null;
  dimension: UnitDimension;
  /** How many g (MASS), ml (VOLUME) or pieces (COUNT) one unit is; null: it converts only to itself (a bunch). */
  toBase: number | null;
  translations: Translations;
  status: CatalogStatus;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const unitSchema = new Schema<UnitDoc>(
  {
    name: { type: String, required: true, trim: true, unique: true },
    code: { type: String, default: null },
    dimension: { type: String, required: true, enum: DIMENSIONS, default: 'COUNT' },
    toBase: { type: Number, default: null },
    translations: TRANSLATIONS_SCHEMA,
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
unitSchema.index({ code: 1 }, { unique: true, partialFilterExpression: { code: { $type: 'string' } } });
// Every create, change and deletion is a document write with its event (catalog.ingredient.v1), relayed later.
unitSchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
unitSchema.plugin(referenceCachePlugin);

export const unitModel = (connection: Connection): Model<UnitDoc> => connection.model<UnitDoc>('Unit', unitSchema);
