import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STATUSES, type CatalogStatus } from '../validation/input';

/** Units are platform-wide vocabulary (g, ml, tbsp...): only super admins change them. */
export type UnitDoc = {
  _id: Types.ObjectId;
  name: string;
  status: CatalogStatus;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const unitSchema = new Schema<UnitDoc>(
  {
    name: { type: String, required: true, trim: true, unique: true },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
// Deleting one is a document write with its event (catalog.ingredient.v1), relayed later.
unitSchema.plugin(outboxPlugin);

export const unitModel = (connection: Connection): Model<UnitDoc> => connection.model<UnitDoc>('Unit', unitSchema);
