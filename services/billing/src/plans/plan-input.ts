import { MAX_MONEY, parseMoney, toMinor } from '@brigade/money';
import { choice, requiredName } from '@brigade/service-kit';
import { z } from 'zod';
import { PLAN_CYCLES, PLAN_STATUSES } from './plan.model';

/* A plan's field rules; errors are message keys of src/i18n/messages.ts. */

const key = (k: string) => ({ error: k });

const count = z.number(key('countInvalid')).int(key('countInvalid')).min(0, key('countInvalid')).max(1_000_000, key('countInvalid'));
const percent = z.number(key('percentInvalid')).min(0, key('percentInvalid')).max(100, key('percentInvalid'));
/** Whole cents of a decimal text in euro ("29.00"): never negative, at most the currency's decimals (a fraction of a cent has none). */
const cents = (text: string) => {
  const amount = parseMoney(text);
  return amount && amount.lte(MAX_MONEY) ? toMinor(amount, 'EUR') : null;
};
/** Decimal text in euro, held as whole cents from here on. */
const price = z
  .string(key('priceInvalid'))
  .refine((text) => cents(text) !== null, key('priceInvalid'))
  .transform((text) => cents(text) as number);

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
