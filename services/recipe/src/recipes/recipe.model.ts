import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type RecipeDoc = {
  _id: Types.ObjectId;
  title: string;
  description?: string;
  type: 'UNKNOWN' | 'RECIPE' | 'MENU';
  status: string;
  kitchenId: Types.ObjectId;
} & Outboxed;

const recipeSchema = new Schema<RecipeDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: String,
    type: { type: String, required: true, enum: ['UNKNOWN', 'RECIPE', 'MENU'] },
    status: { type: String, required: true, default: 'ACTIVE' },
    kitchenId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { timestamps: true },
);
recipeSchema.plugin(outboxPlugin);

export const recipeModel = (connection: Connection): Model<RecipeDoc> => connection.model<RecipeDoc>('RecipeMenu', recipeSchema);
