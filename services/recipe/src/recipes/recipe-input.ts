import { LIMITS } from '@brigade/units';
import { imageRef, objectId, optionalText, plainName } from '@brigade/service-kit';
import { z } from 'zod';
import { RECIPE_STATUSES, RECIPE_TYPES } from './recipe.model';

/* The recipe's field rules; errors are message keys of src/i18n/messages.ts. */

const key = (k: string) => ({ error: k });

export const CHANGE_NOTE_MAX = 500;

const title = plainName(z.string(key('titleRequired')).trim().min(1, key('titleRequired')).max(200, key('tooLong')));

const step = z.object({
  id: objectId().nullish(),
  title,
  description: optionalText(5000),
  image: imageRef,
  video: imageRef,
});

const ingredientLine = z.object({
  id: objectId().nullish(),
  position: z.number(key('numberInvalid')).int(key('numberInvalid')).positive(key('numberInvalid')).nullish(),
  // Exactly one of the two (README 'Validation'); checked with the references, which give the message.
  ingredientsId: objectId('ingredientRequired').nullish(),
  subRecipeId: objectId().nullish(),
  unitId: objectId().nullish(),
  quantity: z
    .number(key('quantityPositive'))
    .positive(key('quantityPositive'))
    .min(LIMITS.quantity.min, key('quantityRange'))
    .max(LIMITS.quantity.max, key('quantityRange')),
  unitOfMeasure: optionalText(30),
});

const fields = {
  description: optionalText(5000),
  coverPic: imageRef,
  video: imageRef,
  categoryId: objectId().nullish(),
  subCategoryId: objectId().nullish(),
  status: z.enum(RECIPE_STATUSES, key('choiceInvalid')).nullish(),
  type: z.enum(RECIPE_TYPES, key('choiceInvalid')).nullish(),
  isPrivate: z.boolean().nullish(),
  cookIds: z.array(objectId()).max(500, key('tooLong')).nullish(),
  utensils: z
    .array(plainName(z.string().trim().min(1, key('required')).max(100, key('tooLong'))))
    .max(100, key('tooLong'))
    .nullish(),
  yieldValue: z
    .number(key('numberInvalid'))
    .positive(key('numberInvalid'))
    .min(LIMITS.yieldValue.min, key('yieldRange'))
    .max(LIMITS.yieldValue.max, key('yieldRange'))
    .nullish(),
  yieldUnitId: objectId().nullish(),
  yieldUnitOfMeasure: optionalText(30),
  notes: optionalText(10000),
  // Exact decimals as text: a float would turn 18.90 into 18.899999… somewhere down the line.
  sellingPrice: z
    .string(key('priceInvalid'))
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, key('priceInvalid'))
    .nullish(),
  vatRate: z.number(key('vatInvalid')).min(0, key('vatInvalid')).max(100, key('vatInvalid')).multipleOf(0.01, key('vatInvalid')).nullish(),
  steps: z.array(step).max(100, key('tooLong')).nullish(),
  allergenIds: z.array(objectId()).max(100, key('tooLong')).nullish(),
  ingredients: z.array(ingredientLine).max(200, key('tooLong')).nullish(),
  /** Why this save: kept with the version it makes (README 'Versions'), not a field of the recipe. */
  changeNote: optionalText(CHANGE_NOTE_MAX),
};

/** A super admin names the kitchen; a kitchen admin's recipes go to their own. */
export const createRecipeInput = z.object({ title, kitchenId: objectId().nullish(), ...fields });

/** Only the fields given change; a recipe keeps its kitchen. */
export const updateRecipeInput = z.object({ title: title.optional(), ...fields });

export type CreateRecipeInput = z.infer<typeof createRecipeInput>;
export type UpdateRecipeInput = z.infer<typeof updateRecipeInput>;
