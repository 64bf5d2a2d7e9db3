/** The API's RecipeMenu as the consoles read it (services/recipe/schema.graphql). */

export type RecipeMenuType = 'UNKNOWN' | 'RECIPE' | 'MENU';
export type RecipeMenuStatus = 'ACTIVE' | 'PAUSED';

/** A catalog entry a recipe points at; null when it was deleted since (a dangling id). */
export type Named = { id: string; name: string };

export type RecipeCook = { id: string; fName: string | null; lName: string | null; displayName: string | null; email: string };

export type RecipeStep = { id: string; title: string; description: string | null; image: string | null; video: string | null };

export type RecipeIngredient = {
  id: string;
  position: number;
  ingredientsId: string;
  ingredient: Named | null;
  unitId: string | null;
  unit: Named | null;
  quantity: number;
  unitOfMeasure: string | null;
};

export type RecipeMenu = {
  id: string;
  title: string;
  description: string | null;
  coverPic: string | null;
  video: string | null;
  type: RecipeMenuType;
  status: RecipeMenuStatus;
  kitchenId: string;
  categoryId: string | null;
  subCategoryId: string | null;
  category: Named | null;
  subCategory: Named | null;
  isPrivate: boolean;
  cookIds: string[];
  cooks: RecipeCook[];
  utensils: string[];
  yieldValue: number | null;
  yieldUnitOfMeasure: string | null;
  notes: string | null;
  steps: RecipeStep[];
  allergenIds: string[];
  allergens: Named[];
  effectiveAllergens: Named[];
  ingredients: RecipeIngredient[];
  order: number;
  createdAt: string | null;
  updatedAt: string | null;
};

/** One row of a recipe or dish list. */
export type RecipeMenuRow = Pick<
  RecipeMenu,
  'id' | 'title' | 'coverPic' | 'type' | 'status' | 'kitchenId' | 'isPrivate' | 'order' | 'category' | 'updatedAt'
>;

export type RecipeMenuPage = { total: number; records: RecipeMenuRow[] };

export type RecipeStepInput = { id?: string; title: string; description: string | null; image: string | null; video: string | null };

export type RecipeIngredientInput = {
  id?: string;
  position: number;
  ingredientsId: string;
  unitId: string | null;
  quantity: number;
  unitOfMeasure: string | null;
};

/** The fields CreateRecipeMenuInput and UpdateRecipeMenuInput share. */
export type RecipeFieldsInput = {
  title: string;
  description: string | null;
  coverPic: string | null;
  video: string | null;
  status: RecipeMenuStatus;
  categoryId: string | null;
  subCategoryId: string | null;
  isPrivate: boolean;
  cookIds: string[];
  utensils: string[];
  yieldValue: number | null;
  yieldUnitOfMeasure: string | null;
  notes: string | null;
  steps: RecipeStepInput[];
  allergenIds: string[];
  ingredients: RecipeIngredientInput[];
};

export type CreateRecipeMenuInput = RecipeFieldsInput & { type: RecipeMenuType; kitchenId?: string };
/** Only the fields given change; null clears one. */
export type UpdateRecipeMenuInput = Partial<RecipeFieldsInput>;
