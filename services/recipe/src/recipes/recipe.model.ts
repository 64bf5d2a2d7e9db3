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

/** A line names exactly one of an ingredient or another recipe of the kitchen (a sub-recipe). */
export type IngredientLine = {
  _id: Types.ObjectId;
  position: number;
  ingredientsId: Types.ObjectId | null;
  subRecipeId?: Types.ObjectId | null;
  /**
   * The sub-recipe's title as last known: kept in step on rename, and what the line still reads
   * when the sub-recipe was deleted by force or the caller may not open it.
   */
  subRecipeTitle?: string | null;
  unitId: Types.ObjectId | null;
  quantity: number;
  unitOfMeasure?: string | null;
};

/** Which lines (ingredient names, sub-recipe titles, or the recipe's own title) give an allergen its status. */
export type AllergenVia = { allergenId: string; via: string[] };

/**
 * A draft (README 'Releases'): what its saves set, checked, and stacked on the released document;
 * its version is the recipe's versionNo. `sentBack`: a reviewer returned it with a comment.
 */
export type DraftDoc = {
  fields: Partial<Omit<RecipeDoc, '_id' | 'kitchenId' | 'draft' | '_outbox' | '_deleted'>>;
  sentBack?: { comment: string; by: Types.ObjectId; at: Date } | null;
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
  /** A catalog unit (a mass, a volume or 'portion'); null: portions, labelled by yieldUnitOfMeasure. */
  yieldUnitId?: Types.ObjectId | null;
  yieldUnitOfMeasure?: string | null;
  notes?: string | null;
  /** A dish's price per portion, VAT included, in the kitchen's costing currency: an exact decimal string ("18.50"). */
  sellingPrice?: string | null;
  /** The VAT included in sellingPrice, in percent (10, 21). */
  vatRate?: number | null;
  steps: RecipeStep[];
  allergenIds: Types.ObjectId[];
  ingredients: IngredientLine[];
  /** The recipes its lines name, so that parents are found by index (loops, propagation, usedIn). */
  subRecipeIds?: Types.ObjectId[];
  /*
   * The allergen roll-up (src/allergens), stored so that reads and 'free of' need no other calls.
   * Kept in step on every write and by ingredient events, up through every recipe using this one.
   */
  /** CONTAINS: own allergenIds plus what any line contains. */
  effectiveAllergenIds: Types.ObjectId[];
  /** MAY_CONTAIN: traces of some line, not contained. */
  mayContainAllergenIds?: Types.ObjectId[];
  /** FREE: every line is known free of it (a recipe without lines is free of nothing). */
  knownFreeAllergenIds?: Types.ObjectId[];
  /** The lines behind each allergen the lines mention and that is not FREE. */
  allergenVia?: AllergenVia[];
  /** Every line's name: the via of an allergen no line mentions (UNKNOWN in all of them). */
  lineNames?: string[];
  /** The roll-up's version: a recipe stored by an older one is recomputed at start. */
  rollUpVersion?: number;
  /** The ingredients' names, for text search without reading the catalog. */
  ingredientNames: string[];
  order: number;
  updatedBy?: Types.ObjectId | null;
  /**
   * The number of the version the last save made (README 'Versions'), raised atomically with the
   * save so numbers never repeat or skip; its note and restored version ride along, so the version
   * record can always be written again from the recipe alone.
   */
  versionNo?: number;
  versionNote?: string | null;
  versionRestoredFrom?: number | null;
  /** The version cooks are shown while a draft waits for review (README 'Releases'); absent: versionNo. */
  releasedVersionNo?: number | null;
  /** A change waiting for review: this document stays what cooks are shown until it is released. */
  draft?: DraftDoc | null;
  createdAt?: Date;
  updatedAt?: Date;
} & Outboxed;

const stepSchema = new Schema<RecipeStep>({ title: { type: String, required: true }, description: String, image: String, video: String });

const lineSchema = new Schema<IngredientLine>({
  position: { type: Number, required: true },
  ingredientsId: { type: Schema.Types.ObjectId, default: null },
  subRecipeId: { type: Schema.Types.ObjectId, default: null },
  subRecipeTitle: { type: String, default: null },
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
    yieldUnitId: { type: Schema.Types.ObjectId, default: null },
    yieldUnitOfMeasure: String,
    notes: String,
    sellingPrice: { type: String, default: null },
    vatRate: { type: Number, default: null },
    steps: { type: [stepSchema], default: [] },
    allergenIds: { type: [Schema.Types.ObjectId], default: [] },
    ingredients: { type: [lineSchema], default: [] },
    subRecipeIds: { type: [Schema.Types.ObjectId], default: [] },
    effectiveAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    mayContainAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    knownFreeAllergenIds: { type: [Schema.Types.ObjectId], default: [] },
    allergenVia: { type: [{ _id: false, allergenId: String, via: [String] }], default: [] },
    lineNames: { type: [String], default: [] },
    rollUpVersion: { type: Number },
    ingredientNames: { type: [String], default: [] },
    order: { type: Number, default: 0 },
    updatedBy: { type: Schema.Types.ObjectId, default: null },
    versionNo: { type: Number },
    versionNote: { type: String, default: null },
    versionRestoredFrom: { type: Number, default: null },
    releasedVersionNo: { type: Number, default: null },
    // Mixed: written whole by the draft's save, already checked and cast there (src/releases).
    draft: { type: Schema.Types.Mixed, default: null },
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
// Parents of a recipe: loop checks, propagation of allergens and renames, usedIn, deletion.
recipeSchema.index({ subRecipeIds: 1 });
// Old recipes are found by their roll-up version at start.
recipeSchema.index({ rollUpVersion: 1 });
// Recipes stored before versions are found at start to get their version 1.
recipeSchema.index({ versionNo: 1 });
recipeSchema.index({ cookIds: 1 });
// The recipes carrying an allergen: Allergen.usedInRecipes, the super admin's allergen list.
recipeSchema.index({ effectiveAllergenIds: 1 });
recipeSchema.index({ mayContainAllergenIds: 1 });

export const recipeModel = (connection: Connection): Model<RecipeDoc> =>
  (connection.models.RecipeMenu as Model<RecipeDoc> | undefined) ?? connection.model<RecipeDoc>('RecipeMenu', recipeSchema);
