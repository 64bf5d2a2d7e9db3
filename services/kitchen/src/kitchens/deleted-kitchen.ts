import { deleteWithEvent, notDeleted } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { kitchenDeleted } from './kitchen-events';
import type { KitchenDoc } from './kitchen.model';

/**
 * What is kept of a deleted kitchen (README 'Deleting'): its name and account number, so that the
 * records that outlive it elsewhere (billing's payments and subscription) can still name it through
 * federation. Nothing else of the kitchen (address, pictures, people) is kept.
 */
export type DeletedKitchenDoc = {
  /** The kitchen's own id. */
  _id: Types.ObjectId;
  name: string;
  accNumber: string;
  createdAt?: Date | null;
  deletedAt: Date;
};

const deletedKitchenSchema = new Schema<DeletedKitchenDoc>(
  {
    name: { type: String, required: true },
    accNumber: { type: String, required: true },
    createdAt: Date,
    deletedAt: { type: Date, required: true },
  },
  { collection: 'deleted_kitchens', versionKey: false },
);

export const deletedKitchenModel = (connection: Connection): Model<DeletedKitchenDoc> =>
  (connection.models.DeletedKitchen as Model<DeletedKitchenDoc> | undefined) ??
  connection.model<DeletedKitchenDoc>('DeletedKitchen', deletedKitchenSchema);

/**
 * Deletes a kitchen, keeping its name first: the deletion and its KitchenDeleted are one document
 * write, after which the relay removes the row, so the name is written before. If the deletion then
 * fails (the kitchen was deleted meanwhile) the kept name is harmless: a live kitchen is always read
 * from `kitchens`, a name is read here only once the kitchen is gone. false: no such live kitchen.
 */
export async function deleteKitchen(kitchens: Model<KitchenDoc>, deleted: Model<DeletedKitchenDoc>, id: Types.ObjectId): Promise<boolean> {
  const live = await kitchens
    .findOne({ _id: id, ...notDeleted }, { name: 1, accNumber: 1, createdAt: 1 })
    .lean<Pick<KitchenDoc, 'name' | 'accNumber' | 'createdAt'>>();
  if (!live) return false;
  await deleted.updateOne(
    { _id: id },
    { $set: { name: live.name, accNumber: live.accNumber, createdAt: live.createdAt ?? null, deletedAt: new Date() } },
    { upsert: true },
  );
  return deleteWithEvent(kitchens, id, kitchenDeleted(id.toHexString()));
}
