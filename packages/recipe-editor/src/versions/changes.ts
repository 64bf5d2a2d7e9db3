import { formatMoney, formatPercent } from '@brigade/money';
import type { IntlShape } from 'react-intl';
import { statusLabel } from '@brigade/ui';
import type { RecipeVersion } from './queries';
import type { FieldChange, LineChange, RecipeVersionDiff, VersionLine } from './fragments/version-diff';
import { fieldLabels, historyMessages } from './messages';

/** Fields whose before and after are ids or addresses: a chef is told that they changed, not the ids. */
const REFERENCES = new Set(['yieldUnitId', 'cookIds', 'categoryId', 'subCategoryId', 'allergenIds', 'coverPic', 'video']);

export type AllergenChange = {
  key: string;
  /** Which allergen group changed: what a recipe contains, or may contain (traces). */
  group: 'contains' | 'mayContain';
  gained: boolean;
  text: string;
};

const ALLERGEN_GROUPS = [
  { key: 'allergensGained', text: historyMessages.nowContains, group: 'contains', gained: true },
  { key: 'allergensLost', text: historyMessages.noLongerContains, group: 'contains', gained: false },
  { key: 'mayContainGained', text: historyMessages.nowMayContain, group: 'mayContain', gained: true },
  { key: 'mayContainLost', text: historyMessages.noLongerMayContain, group: 'mayContain', gained: false },
] as const;

/** The allergen changes in the order a chef checks them ('Now contains: Eggs' first), each with its group for its colour. */
export function allergenChanges(intl: IntlShape, diff: RecipeVersionDiff): AllergenChange[] {
  return ALLERGEN_GROUPS.flatMap(({ key, text, group, gained }) =>
    diff[key].map((allergen) => ({
      key: `${key}-${allergen.id}`,
      group,
      gained,
      text: intl.formatMessage(text, { allergen: allergen.name }),
    })),
  );
}

export const isEmptyDiff = (diff: RecipeVersionDiff) =>
  [diff.allergensGained, diff.allergensLost, diff.mayContainGained, diff.mayContainLost, diff.lines, diff.steps, diff.fields].every(
    (list) => list.length === 0,
  );

const lineName = (line: VersionLine) => line.ingredient?.name ?? line.subRecipeTitle ?? '—';
const lineAmount = (intl: IntlShape, line: VersionLine) =>
  [intl.formatNumber(line.quantity), line.unit?.name ?? line.unitOfMeasure].filter(Boolean).join(' ');

/** A line's change as a cook says it: 'Tarragon 10 g → 15 g', 'Tarragon → Chervil 10 g', '10 g Tarragon'. */
export function lineText(intl: IntlShape, change: LineChange): string {
  const { before, after } = change;
  if (!before || !after) {
    const line = (after ?? before)!;
    return `${lineAmount(intl, line)} ${lineName(line)}`;
  }
  const changed = new Set(change.changed);
  const nameChanged = changed.has('ingredient') && lineName(before) !== lineName(after);
  const amountChanged = changed.has('quantity') || changed.has('unit');
  const name = nameChanged ? `${lineName(before)} → ${lineName(after)}` : lineName(after);
  const amount = amountChanged ? `${lineAmount(intl, before)} → ${lineAmount(intl, after)}` : lineAmount(intl, after);
  const moved = change.kind === 'CHANGED' && changed.has('position') ? ` (${intl.formatMessage(historyMessages.alsoMoved)})` : '';
  return `${name} ${amount}${moved}`;
}

export function fieldLabel(intl: IntlShape, field: string): string {
  const label = fieldLabels[field as keyof typeof fieldLabels];
  return label ? intl.formatMessage(label) : field;
}

/**
 * A field's before → after in words; references (ids, media addresses) only say that they changed.
 * Money with its currency and a rate as a percentage, in the person's locale ('€26.50 → €27.50',
 * '10 % → 5,5 %'), as every other screen writes them; `currency` is the kitchen's costing currency
 * (compareRecipeVersions' `currency`), without which a price stays a bare number.
 */
export function fieldText(intl: IntlShape, change: FieldChange, currency?: string | null): string {
  if (REFERENCES.has(change.field)) return intl.formatMessage(historyMessages.changedValue);
  const value = (text: string | null) => {
    if (text === null || text === '') return intl.formatMessage(historyMessages.empty_value);
    if (change.field === 'isPrivate') return intl.formatMessage(text === 'true' ? historyMessages.yes : historyMessages.no);
    if (change.field === 'status') return intl.formatMessage(statusLabel(text));
    if (change.field === 'sellingPrice' && currency) return formatMoney(text, currency, intl.locale);
    // A VAT rate as stated (5.5 %): two decimals at most, as costing writes it.
    if (change.field === 'vatRate' && Number.isFinite(Number(text))) return formatPercent(Number(text), intl.locale, { decimals: 2 });
    return text;
  };
  return intl.formatMessage(historyMessages.fieldChange, { before: value(change.before), after: value(change.after) });
}

/** A version's changes counted by kind; the changes themselves are one Compare away. */
type Counts = NonNullable<RecipeVersion['changes']>;

/**
 * A history row's one line: what its version changed from the one before, counted, allergens first
 * ('allergens changed, 2 ingredients changed, 1 step changed'); null when the service did not count it.
 */
export function versionSummary(intl: IntlShape, number: number, changes: Counts | null): string | null {
  if (number === 1) return intl.formatMessage(historyMessages.summaryFirst);
  if (!changes) return null;
  const parts = [
    changes.allergens > 0 ? intl.formatMessage(historyMessages.summaryAllergens) : null,
    changes.lines > 0 ? intl.formatMessage(historyMessages.summaryLines, { count: changes.lines }) : null,
    changes.steps > 0 ? intl.formatMessage(historyMessages.summarySteps, { count: changes.steps }) : null,
    changes.fields > 0 ? intl.formatMessage(historyMessages.summaryFields, { count: changes.fields }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? intl.formatList(parts, { type: 'unit' }) : intl.formatMessage(historyMessages.summaryNone);
}
