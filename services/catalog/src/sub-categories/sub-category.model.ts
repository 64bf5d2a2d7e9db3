import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STATUSES, type CatalogStatus } from '../validation/input';
import { referenceCachePlugin } from '@brigade/service-kit';

export type SubCategoryDoc = {
  _id: Types.ObjectId;
  name: string;
  status: CatalogStatus;
  /** A platform category, or one of the same kitchen. */
  categoryId: Types.ObjectId;
  description: string | null;
  image: string | null;
  order: number;
  /** null: a platform sub-category every kitchen sees. */
  kitchenId: Types.ObjectId | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const subCategorySchema = new Schema<SubCategoryDoc>(
  {
    name: { type: String, required: true, trim: true },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    categoryId: { type: Schema.Types.ObjectId, required: true, index: true },
    description: { type: String, default: null },
    image: { type: String, default: null },
    order: { type: Number, required: true, min: 0, default: 0 },
    kitchenId: { type: Schema.Types.ObjectId, default: null },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
subCategorySchema.index({ kitchenId: 1, order: 1, name: 1 });
// Its deletion (alone or with its category) travels on catalog.category.v1 as SubCategoryDeleted.
subCategorySchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
subCategorySchema.plugin(referenceCachePlugin);

export const subCategoryModel = (connection: Connection): Model<SubCategoryDoc> =>
  connection.model<SubCategoryDoc>('SubCategory', subCategorySchema);
