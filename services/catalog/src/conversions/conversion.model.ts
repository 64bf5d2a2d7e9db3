import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { referenceCachePlugin } from '@brigade/service-kit';

/**
 * One kitchen's own density and piece weight for a platform ingredient (its flour is sifted finer,
 * its eggs are larger). null: the platform's value applies. Platform ingredients only: a kitchen's
 * own ingredient carries its values itself.
 */
export type ConversionDoc = {
  _id: Types.ObjectId;
  ingredientId: Types.ObjectId;
  kitchenId: Types.ObjectId;
  density: number | null;
  pieceWeight: number | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const conversionSchema = new Schema<ConversionDoc>(
  {
    ingredientId: { type: Schema.Types.ObjectId, required: true },
    kitchenId: { type: Schema.Types.ObjectId, required: true },
    density: { type: Number, default: null },
    pieceWeight: { type: Number, default: null },
    updatedBy: { type: String, default: null },
  },
  { collection: 'ingredient_conversions', timestamps: true },
);
// One row per kitchen and ingredient; reads ask for a kitchen's rows (conversions.read.ts).
conversionSchema.index({ kitchenId: 1, ingredientId: 1 }, { unique: true });
// Deleting an ingredient removes every kitchen's row for it.
conversionSchema.index({ ingredientId: 1 });
// Every change is a document write with its IngredientConversionsSet (catalog.ingredient.v1).
conversionSchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
conversionSchema.plugin(referenceCachePlugin);

export const conversionModel = (connection: Connection): Model<ConversionDoc> =>
  connection.model<ConversionDoc>('IngredientConversion', conversionSchema);
