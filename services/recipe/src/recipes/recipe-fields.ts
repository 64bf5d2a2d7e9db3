import { toObjectId, toObjectIds } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type { UpdateRecipeInput } from './recipe-input';
import type { IngredientLine, RecipeDoc, RecipeStep } from './recipe.model';

/** "18.5" and "018.50" are stored as "18.50". */
const normalPrice = (text: string) => {
  const [whole = '0', part = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${part.padEnd(2, '0')}`;
};
const keepOrNew = (id: string | null | undefined) => toObjectId(id) ?? new Types.ObjectId();

export type Stored = Partial<Omit<RecipeDoc, '_id' | 'kitchenId' | '_outbox' | '_deleted'>>;

/**
 * Parsed input as stored fields: only what was given (undefined leaves a field alone; null clears
 * it, or empties a list). Step and line ids sent back are kept, so a client can track them.
 */
export function storedFields(input: UpdateRecipeInput): Stored {
  const out: Stored = {};
  const set = <K extends keyof Stored>(field: K, value: Stored[K] | undefined) => {
    if (value !== undefined) out[field] = value;
  };
  set('title', input.title);
  set('description', input.description);
  set('coverPic', input.coverPic);
  set('video', input.video);
  set('notes', input.notes);
  set('sellingPrice', input.sellingPrice === undefined ? undefined : input.sellingPrice && normalPrice(input.sellingPrice));
  set('vatRate', input.vatRate);
  set('yieldValue', input.yieldValue);
  set('yieldUnitOfMeasure', input.yieldUnitOfMeasure);
  if (input.yieldUnitId !== undefined) out.yieldUnitId = toObjectId(input.yieldUnitId);
  if (input.categoryId !== undefined) out.categoryId = toObjectId(input.categoryId);
  if (input.subCategoryId !== undefined) out.subCategoryId = toObjectId(input.subCategoryId);
  if (input.status) out.status = input.status;
  if (input.type) out.type = input.type;
  if (input.isPrivate !== undefined) out.isPrivate = input.isPrivate ?? false;
  if (input.cookIds !== undefined) out.cookIds = toObjectIds([...new Set(input.cookIds ?? [])]);
  if (input.utensils !== undefined) out.utensils = input.utensils ?? [];
  if (input.allergenIds !== undefined) out.allergenIds = toObjectIds([...new Set(input.allergenIds ?? [])]);
  if (input.steps !== undefined) {
    out.steps = (input.steps ?? []).map((s): RecipeStep => ({
      _id: keepOrNew(s.id),
      title: s.title,
      description: s.description,
      image: s.image,
      video: s.video,
    }));
  }
  if (input.ingredients !== undefined) {
    out.ingredients = (input.ingredients ?? []).map((l, i): IngredientLine => ({
      _id: keepOrNew(l.id),
      position: l.position ?? i + 1,
      ingredientsId: toObjectId(l.ingredientsId),
      subRecipeId: toObjectId(l.subRecipeId),
      unitId: toObjectId(l.unitId),
      quantity: l.quantity,
      unitOfMeasure: l.unitOfMeasure,
    }));
  }
  return out;
}
