import { choice, requiredName } from '@brigade/service-kit';
import { z } from 'zod';
import { PLAN_CYCLES, PLAN_STATUSES } from './plan.model';

/* A plan's field rules; errors are message keys of src/i18n/messages.ts. */

const key = (k: string) => ({ error: k });

const count = z.number(key('countInvalid')).int(key('countInvalid')).min(0, key('countInvalid')).max(1_000_000, key('countInvalid'));
const percent = z.number(key('percentInvalid')).min(0, key('percentInvalid')).max(100, key('percentInvalid'));
/** Euro with at most two decimals, held as whole cents from here on. */
const price = z
  .number(key('priceInvalid'))
  .min(0, key('priceInvalid'))
  .max(1_000_000, key('priceInvalid'))
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, key('priceInvalid'))
  .transform((v) => Math.round(v * 100));

const fields = {
  name: requiredName(80),
  cooksCount: count,
  recipeCount: count,
  perCookViewRecipeCount: count,
  dishesCount: count,
  price,
  tax: percent,
  discount: percent,
  subscriptionPlan: z.enum(PLAN_CYCLES, key('choiceInvalid')),
  freeDemoDays: count.max(365, key('countInvalid')),
  storageCapacity: count,
};

/** Everything but status (ACTIVE unless given) and the ads flag (off unless given) is required. */
export const newPlan = z.object({ ...fields, status: choice(PLAN_STATUSES), showsAds: z.boolean().nullish() });

/** Only the fields given change. */
export const planChange = z.object({
  ...Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, rule.optional()])),
  status: choice(PLAN_STATUSES),
  showsAds: z.boolean().nullish(),
}) as z.ZodType<Partial<z.infer<typeof newPlan>>>;

export type NewPlan = z.infer<typeof newPlan>;
