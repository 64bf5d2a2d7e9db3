import type { IntlShape } from 'react-intl';
import { statusLabel } from '@brigade/ui';
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

/** A field's before → after in words; references (ids, media addresses) only say that they changed. */
export function fieldText(intl: IntlShape, change: FieldChange): string {
  if (REFERENCES.has(change.field)) return intl.formatMessage(historyMessages.changedValue);
  const value = (text: string | null) => {
    if (text === null || text === '') return intl.formatMessage(historyMessages.empty_value);
    if (change.field === 'isPrivate') return intl.formatMessage(text === 'true' ? historyMessages.yes : historyMessages.no);
    if (change.field === 'status') return intl.formatMessage(statusLabel(text));
    return text;
  };
  return intl.formatMessage(historyMessages.fieldChange, { before: value(change.before), after: value(change.after) });
}
