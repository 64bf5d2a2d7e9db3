import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type RecipeDoc = {
  _id: Types.ObjectId;
  title: string;
  description?: string;
  type: 'UNKNOWN' | 'RECIPE' | 'MENU';
  status: string;
  kitchenId: Types.ObjectId;
  /** A catalog category; when the catalog deletes it, catalog.category.v1 moves the recipe to 'ALL'. */
  categoryId: Types.ObjectId | null;
  subCategoryId: Types.ObjectId | null;
} & Outboxed;

const recipeSchema = new Schema<RecipeDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: String,
    type: { type: String, required: true, enum: ['UNKNOWN', 'RECIPE', 'MENU'] },
    status: { type: String, required: true, default: 'ACTIVE' },
    kitchenId: { type: Schema.Types.ObjectId, required: true, index: true },
    categoryId: { type: Schema.Types.ObjectId, default: null, index: true },
    subCategoryId: { type: Schema.Types.ObjectId, default: null, index: true },
  },
  { timestamps: true },
);
recipeSchema.plugin(outboxPlugin);

export const recipeModel = (connection: Connection): Model<RecipeDoc> => connection.model<RecipeDoc>('RecipeMenu', recipeSchema);
