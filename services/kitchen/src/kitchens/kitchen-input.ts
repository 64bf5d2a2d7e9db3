import countries from 'i18n-iso-countries';
import { choice, email, imageRef, LOCALES, optionalText, requiredName, requiredText, toE164 } from '@brigade/service-kit';
import { z } from 'zod';
import { KITCHEN_STATUSES } from './kitchen.model';

/* The kitchen's field rules (the common ones from service-kit); errors are message keys of src/i18n/messages.ts. */

const key = (k: string) => ({ error: k });

/** ISO 3166-1 alpha-2, as i18n-iso-countries knows them; stored upper case. */
const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => countries.isValid(v) && v.length === 2, key('countryInvalid'));

const postalCode = z
  .string()
  .trim()
  .max(12, key('tooLong'))
  .refine((v) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/.test(v), key('postalCodeInvalid'));

const address = {
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postal_code: postalCode.nullish(),
  country: country.nullish(),
};

const details = {
  description: optionalText(2000),
  coverPic: imageRef,
  logo: imageRef,
  theme: z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || /^#[0-9a-fA-F]{6}$/.test(v), key('colorInvalid')),
  isDark: z.boolean().nullish(),
  ...address,
};

/**
 * The first admin's phone is stored as E.164; one without a country code is read in the kitchen's
 * country when the input names it (README 'Phone numbers').
 */
export const createKitchenInput = z
  .object({
    name: requiredName(100),
    ...details,
    admin: z
      .object({
        fName: requiredName(50),
        lName: requiredName(50),
        email,
        phone: optionalText(40),
        lang: choice(LOCALES),
      })
      .nullish(),
  })
  .transform((input, ctx) => {
    const raw = input.admin?.phone;
    if (!input.admin || !raw) return input;
    const phone = toE164(raw, input.country);
    if (phone) return { ...input, admin: { ...input.admin, phone } };
    ctx.issues.push({ code: 'custom', message: 'phoneInvalid', path: ['admin', 'phone'], input: raw });
    return z.NEVER;
  });

export const updateKitchenInput = z.object({
  name: requiredName(100).optional(),
  status: choice(KITCHEN_STATUSES),
  ...details,
});

/** SPEC.md 'Billing address': line_1, line_2 (optional), city, state, country, postal_code. */
export const billingAddressInput = z.object({
  line_1: requiredText(200),
  line_2: optionalText(200),
  city: requiredText(100),
  state: requiredText(100),
  country: country,
  postal_code: postalCode,
});
