import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type KitchenDoc = {
  _id: Types.ObjectId;
  name: string;
  description?: string;
  status: string;
  ownerId: Types.ObjectId | null;
} & Outboxed;

const kitchenSchema = new Schema<KitchenDoc>(
  {
    name: { type: String, required: true, trim: true },
    description: String,
    status: { type: String, required: true, default: 'ACTIVE' },
    ownerId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
kitchenSchema.plugin(outboxPlugin);

export const kitchenModel = (connection: Connection): Model<KitchenDoc> => connection.model<KitchenDoc>('Kitchen', kitchenSchema);
