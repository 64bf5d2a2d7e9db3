import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STATUSES, type CatalogStatus } from '../validation/input';

export type IngredientDoc = {
  _id: Types.ObjectId;
  name: string;
  /** A free label (e.g. 'Dairy', 'Vegetable'): the spec names the field but no values. */
  type: string | null;
  status: CatalogStatus;
  allergenIds: Types.ObjectId[];
  /** null: a platform ingredient; otherwise one a super admin added for that kitchen only. */
  kitchenId: Types.ObjectId | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const ingredientSchema = new Schema<IngredientDoc>(
  {
    name: { type: String, required: true, trim: true },
    type: { type: String, default: null },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    allergenIds: { type: [Schema.Types.ObjectId], default: [] },
    kitchenId: { type: Schema.Types.ObjectId, default: null },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
ingredientSchema.index({ kitchenId: 1, name: 1 });
// Deleting an allergen counts the ingredients that name it.
ingredientSchema.index({ allergenIds: 1 });
// Every change is a document write with its event (catalog.ingredient.v1): recipes roll allergens up from them.
ingredientSchema.plugin(outboxPlugin);

export const ingredientModel = (connection: Connection): Model<IngredientDoc> =>
  connection.model<IngredientDoc>('Ingredient', ingredientSchema);
