import { Schema, type Connection, type Model, type Types } from 'mongoose';

// The console's IMPORT_FIELDS (packages/console-kit/src/price-import/fields.ts) is this list too: change both together.
/** The columns a price list is read by, in the order the preview lists a row's errors. */
export const MAPPING_KEYS = [
  'name',
  'supplierCode',
  'packDescription',
  'packSize',
  'packUnit',
  'packPrice',
  'pricedOn',
  'yieldPercent',
  'currency',
] as const;
export type MappingKey = (typeof MAPPING_KEYS)[number];

/** 0-based column index per field; null: the file has no such column. */
export type ColumnMapping = Record<MappingKey, number | null>;

/**
 * The columns a kitchen last imported one supplier's price list with (README 'Price list import'):
 * one per kitchen and supplier, the supplier compared folded (no case, accents or repeated spaces).
 */
export type PriceImportMappingDoc = {
  _id: Types.ObjectId;
  kitchenId: Types.ObjectId;
  /** The supplier folded like ingredient names (name-key.ts): 'Sligro' and ' SLIGRO ' are one. */
  supplierKey: string;
  /** The supplier as last written. */
  supplier: string;
  mapping: ColumnMapping;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const column = { type: Number, default: null };

const mappingSchema = new Schema<PriceImportMappingDoc>(
  {
    kitchenId: { type: Schema.Types.ObjectId, required: true },
    supplierKey: { type: String, required: true },
    supplier: { type: String, required: true },
    mapping: Object.fromEntries(MAPPING_KEYS.map((key) => [key, column])),
    updatedBy: { type: String, default: null },
  },
  { collection: 'price_import_mappings', timestamps: true },
);
mappingSchema.index({ kitchenId: 1, supplierKey: 1 }, { unique: true });

export const priceImportMappingModel = (connection: Connection): Model<PriceImportMappingDoc> =>
  connection.model<PriceImportMappingDoc>('PriceImportMapping', mappingSchema);
