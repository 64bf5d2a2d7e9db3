import { z } from 'zod';
import { imageRef, name, objectId, optionalText, order, status, unchanged } from '../validation/input';

const shared = {
  status: unchanged(status),
  coverPic: imageRef,
  description: optionalText(1000),
  image: imageRef,
  order: unchanged(order),
};

export const newCategory = z.object({ name: name(), ...shared, kitchenId: objectId.nullish() });

export const categoryChange = z.object({ name: unchanged(name()), ...shared });
