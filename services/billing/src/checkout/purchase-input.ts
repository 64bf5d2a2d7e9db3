import { optionalText, requiredText } from '@brigade/service-kit';
import countries from 'i18n-iso-countries';
import { z } from 'zod';

/* The purchase modal's steps (SPEC.md §2): account type, VAT details, billing address. */

const key = (k: string) => ({ error: k });
const country = z
  .string(key('countryInvalid'))
  .trim()
  .toUpperCase()
  .refine((code) => countries.isValid(code) && code.length === 2, key('countryInvalid'));

export const billingAddress = z.object({
  line_1: requiredText(200),
  line_2: optionalText(200),
  city: requiredText(100),
  state: requiredText(100),
  country,
  postal_code: requiredText(20),
});

export const purchaseInput = z
  .object({
    subscriptionPlanId: requiredText(40),
    accountType: z.enum(['PERSON', 'BUSSINESS'], key('choiceInvalid')),
    company_name: optionalText(200),
    vat_number: optionalText(30),
    billingAddress,
  })
  .superRefine((input, ctx) => {
    if (input.accountType === 'BUSSINESS' && !input.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'companyRequired' });
  });

export type PurchaseInput = z.infer<typeof purchaseInput>;
