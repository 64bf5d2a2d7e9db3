import { z } from 'zod';
import { translationsInput as translations } from '../shared/translations';
import { name, status, unchanged } from '../validation/input';

/** Stable codes of the regulated allergens ('GLUTEN', 'SULPHITES'); stored upper-case; '' clears. */
const code = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: 'codeInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: 'codeInvalid' })
    .nullish(),
);

export const newAllergen = z.object({ name: name(), code, status: unchanged(status), translations });

export const allergenChange = z.object({ name: unchanged(name()), code, status: unchanged(status), translations });
