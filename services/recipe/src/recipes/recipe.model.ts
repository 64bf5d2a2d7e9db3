import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const RECIPE_TYPES = ['UNKNOWN', 'RECIPE', 'MENU'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

/** ACTIVE is served to cooks; PAUSED is kept for the kitchen's admins only (README 'Who sees what'). */
export const RECIPE_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

export type RecipeStep = {
  _id: Types.ObjectId;
  title: string;
  description?: string | null;
  image?: string | null;
  video?: string | null;
};

export type IngredientLine = {
  _id: Types.ObjectId;
  position: number;
  ingredientsId: Types.ObjectId;
  unitId: Types.ObjectId | null;
  quantity: number;
  unitOfMeasure?: string | null;
};

/** SPEC.md section 3 'Recipe / menu item'; catalog and identity entities are referenced by id only. */
export type RecipeDoc = {
  _id: Types.ObjectId;
  title: string;
  description?: string | null;
  coverPic?: string | null;
  /** The plating video. */
  video?: string | null;
  type: RecipeType;
  status: RecipeStatus;
  kitchenId: Types.ObjectId;
  /** A catalog category; when the catalog deletes it, catalog.category.v1 moves the recipe to 'ALL'. */
  categoryId: Types.ObjectId | null;
  subCategoryId: Types.ObjectId | null;
  /** Private: only the cooks listed in cookIds (and the kitchen's admins) see it. */
  isPrivate: boolean;
  cookIds: Types.ObjectId[];
  utensils: string[];
  yieldValue?: number | null;
  yieldUnitOfMeasure?: string | null;
  notes?: string | null;
  steps: RecipeStep[];
  allergenIds: Types.ObjectId[];
  ingredients: IngredientLine[];
  /** Own allergenIds plus every ingredient's, from the ingredient projection (kept in step by ingredient events). */
  effectiveAllergenIds: Types.ObjectId[];
  /** The ingredients' names, for text search without reading the catalog. */
  ingredientNames: string[];
  order: number;
  updatedBy?: Types.ObjectId | null;
  createdAt?: Date;
  updatedAt?: Date;
} & Outboxed;

const stepSchema = new Schema<RecipeStep>({ title: { type: String, required: true }, description: String, image: String, video: String });

const lineSchema = new Schema<IngredientLine>({
  position: { type: Number, required: true },
  ingredientsId: { type: Schema.Types.ObjectId, required: true },
  unitId: { type: Schema.Types.ObjectId, default: null },
  quantity: { type: Number, required: true },
  unitOfMeasure: String,
});

const recipeSchema = new Schema<RecipeDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: String,
    coverPic: String,
    video: String,
    type: { type: String, required: true, enum: RECIPE_TYPES },
    status: { type: String, required: true, enum: RECIPE_STATUSES, default: 'ACTIVE' },
    kitchenId: { type: Schema.Types.ObjectId, required: true },
    categoryId: { type: Schema.Types.ObjectId, default: null, index: true },
    subCategoryId: { type: Schema.Types.ObjectId, default: null, index: true },
    isPrivate: { type: Boolean, default: false },
    cookIds: { type: [Schema.Types.ObjectId], default: [] },
    utensils: { type: [String], default: [] },
    yieldValue: Number,
    yieldUnitOfMeasure: String,
    notes: String,
    steps: { type: [stepSchema], default: [] },
    allergenIds: { type: [Schema.Types.ObjectId], default: [] },
    ingredients: { type: [lineSchema], default: [] },
    effectiveAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    ingredientNames: { type: [String], default: [] },
    order: { type: Number, default: 0 },
    updatedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
recipeSchema.plugin(outboxPlugin);
// The list queries: a kitchen's recipes by order, by type, by category, by title, by last change;
// a super admin's across kitchens by last change. Text search runs inside the kitchen's index
// (substring matches cannot use one). Ingredient and unit events find recipes by line.
recipeSchema.index({ kitchenId: 1, order: 1 });
recipeSchema.index({ kitchenId: 1, type: 1, order: 1 });
recipeSchema.index({ kitchenId: 1, categoryId: 1, order: 1 });
recipeSchema.index({ kitchenId: 1, title: 1 });
recipeSchema.index({ kitchenId: 1, updatedAt: -1 });
recipeSchema.index({ updatedAt: -1, _id: 1 });
recipeSchema.index({ 'ingredients.ingredientsId': 1 });
recipeSchema.index({ 'ingredients.unitId': 1 });
recipeSchema.index({ cookIds: 1 });

export const recipeModel = (connection: Connection): Model<RecipeDoc> =>
  (connection.models.RecipeMenu as Model<RecipeDoc> | undefined) ?? connection.model<RecipeDoc>('RecipeMenu', recipeSchema);
