import { z } from 'zod';
import { idSet, name, objectId, optionalText, status, unchanged } from '../validation/input';

const shared = {
  type: optionalText(50),
  status: unchanged(status),
};

export const newIngredient = z.object({ name: name(), ...shared, allergenIds: idSet(50).nullish(), kitchenId: objectId.nullish() });

export const ingredientChange = z.object({ name: unchanged(name()), ...shared, allergenIds: unchanged(idSet(50)) });
