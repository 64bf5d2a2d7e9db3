import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STATUSES, type CatalogStatus } from '../validation/input';
import { referenceCachePlugin } from '@brigade/service-kit';

export type CategoryDoc = {
  _id: Types.ObjectId;
  name: string;
  status: CatalogStatus;
  coverPic: string | null;
  /** Only the seeded 'ALL': it cannot be deleted, renamed or paused. */
  isPermanent: boolean;
  description: string | null;
  image: string | null;
  order: number;
  /** null: a platform category every kitchen sees. */
  kitchenId: Types.ObjectId | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const categorySchema = new Schema<CategoryDoc>(
  {
    name: { type: String, required: true, trim: true },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    coverPic: { type: String, default: null },
    isPermanent: { type: Boolean, required: true, default: false },
    description: { type: String, default: null },
    image: { type: String, default: null },
    order: { type: Number, required: true, min: 0, default: 0 },
    kitchenId: { type: Schema.Types.ObjectId, default: null },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
categorySchema.index({ kitchenId: 1, order: 1, name: 1 });
// Deleting a category is a document write with its event (catalog.category.v1), relayed later.
categorySchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
categorySchema.plugin(referenceCachePlugin);

export const categoryModel = (connection: Connection): Model<CategoryDoc> => connection.model<CategoryDoc>('Category', categorySchema);
