import type { IntlShape } from 'react-intl';
import { kitchenLineMessages } from './messages';

/**
 * Free-text yield names that mean portions, in the app's languages: these read as ICU plurals
 * ('1 portion', '25 portions', '1 Portion', '25 Portionen') rather than the chef's one spelling.
 * Any other free text ('loaves', 'Bleche') is shown as written. No name at all is portions too
 * (@brigade/units: a yield without a unit is in portions).
 */
const PORTION_WORDS = new Set(
  'portion portions portie porties portionen porción porciones porcion porciones portioner serving servings'.split(' '),
);

type Unit = { code?: string | null; name: string } | null;

/**
 * Whether an amount in this unit (or free-text name) counts portions. `isYield`: a yield with no
 * name is in portions; an ingredient line with none ('2 eggs' typed as 2) is only a number.
 */
export function countsPortions(unit: Unit, unitOfMeasure: string | null | undefined, isYield = false): boolean {
  if (unit) return unit.code === 'portion';
  const word = (unitOfMeasure ?? '').trim().toLowerCase();
  return (isYield && word === '') || PORTION_WORDS.has(word);
}

/** An amount as a cook reads it: '25 portions' by the plural rules of the language, else '3.75 kg'. */
export function amountText(
  intl: IntlShape,
  quantity: number,
  unit: Unit,
  unitOfMeasure: string | null | undefined,
  isYield = false,
): string {
  if (countsPortions(unit, unitOfMeasure, isYield)) return intl.formatMessage(kitchenLineMessages.portions, { count: quantity });
  return [intl.formatNumber(quantity), unit?.name ?? unitOfMeasure].filter(Boolean).join(' ');
}
