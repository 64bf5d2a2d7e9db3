import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type UnitDoc = { _id: Types.ObjectId; name: string; status: string; createdAt: Date; updatedAt: Date };

const unitSchema = new Schema<UnitDoc>(
  {
    name: { type: String, required: true, trim: true, unique: true },
    status: { type: String, required: true, default: 'ACTIVE' },
  },
  { timestamps: true },
);

export const unitModel = (connection: Connection): Model<UnitDoc> => connection.model<UnitDoc>('Unit', unitSchema);
