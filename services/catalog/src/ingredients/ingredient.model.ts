import { outboxPlugin, type Nutrients, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type HydratedDocument, type Model, type Types } from 'mongoose';
import { STATUSES, type CatalogStatus } from '../validation/input';
import { nameKey } from './name-key';
import { NUTRITION_SCHEMA } from './nutrition';
import { referenceCachePlugin } from '@brigade/service-kit';

export type IngredientDoc = {
  _id: Types.ObjectId;
  name: string;
  /** The name folded for uniqueness (name-key.ts): no accents, lower case, single spaces. */
  nameKey: string;
  /** A free label (e.g. 'Dairy', 'Vegetable'): the spec names the field but no values. */
  type: string | null;
  status: CatalogStatus;
  /**
   * Allergen statements, disjoint: it contains `allergenIds`, may contain (traces)
   * `mayContainAllergenIds`, is known to be free of `freeFromAllergenIds`. An allergen in none is unknown.
   */
  allergenIds: Types.ObjectId[];
  mayContainAllergenIds: Types.ObjectId[];
  freeFromAllergenIds: Types.ObjectId[];
  /** g per ml, to convert volume and mass (null: not known). A kitchen may state its own (ingredient_conversions). */
  density: number | null;
  /** g per piece, to convert pieces and mass (null: not known). */
  pieceWeight: number | null;
  /** Per 100 g (nutrition.ts), all nine values or none; null: nobody stated it. Only the owner states it (no kitchen overrides). */
  nutrition: Nutrients | null;
  /** null: a platform ingredient; otherwise that kitchen's own (its kitchen admins write it). */
  kitchenId: Types.ObjectId | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Outboxed;

const ingredientSchema = new Schema<IngredientDoc>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String },
    type: { type: String, default: null },
    status: { type: String, required: true, enum: STATUSES, default: 'ACTIVE' },
    allergenIds: { type: [Schema.Types.ObjectId], default: [] },
    mayContainAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    freeFromAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    density: { type: Number, default: null },
    pieceWeight: { type: Number, default: null },
    nutrition: { type: NUTRITION_SCHEMA, default: null },
    kitchenId: { type: Schema.Types.ObjectId, default: null },
    updatedBy: { type: String, default: null },
  },
  { timestamps: true },
);
// Documents created through mongoose get their key here; updates set it themselves (ingredient-change.ts).
ingredientSchema.pre('validate', function (this: HydratedDocument<IngredientDoc>) {
  if (this.name) this.nameKey = nameKey(this.name);
});
ingredientSchema.index({ kitchenId: 1, name: 1 });
// Uniqueness checks look a folded name up across the platform, or in the platform plus one kitchen.
ingredientSchema.index({ nameKey: 1, kitchenId: 1 });
// Deleting an allergen counts and cleans the ingredients that state anything about it.
ingredientSchema.index({ allergenIds: 1 });
ingredientSchema.index({ mayContainAllergenIds: 1 });
ingredientSchema.index({ freeFromAllergenIds: 1 });
// Every change is a document write with its event (catalog.ingredient.v1): recipes roll allergens up from them.
ingredientSchema.plugin(outboxPlugin);
// Resolved from memory by every recipe; each write tells the replicas (service-kit reference-cache.ts).
ingredientSchema.plugin(referenceCachePlugin);

export const ingredientModel = (connection: Connection): Model<IngredientDoc> =>
  connection.model<IngredientDoc>('Ingredient', ingredientSchema);
