import { allergenChanges, fieldLabel, lineText, type LineChange, type RecipeVersionDiff, type StepChange } from '@brigade/recipe-editor';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { kitchenLineMessages } from './messages';

/** One change in a few words; `allergen`: the group whose colours it is shown in. */
export type ChangeItem = { key: string; text: string; allergen?: 'contains' | 'mayContain' };

const LINE_WORDS: Partial<Record<LineChange['kind'], MessageDescriptor>> = {
  ADDED: kitchenLineMessages.noticeAdded,
  REMOVED: kitchenLineMessages.noticeRemoved,
  MOVED: kitchenLineMessages.noticeLineMoved,
};
const STEP_WORDS: Record<StepChange['kind'], MessageDescriptor> = {
  ADDED: kitchenLineMessages.noticeStepNew,
  CHANGED: kitchenLineMessages.noticeStepChanged,
  REMOVED: kitchenLineMessages.noticeStepRemoved,
  MOVED: kitchenLineMessages.noticeStepMoved,
};

/**
 * What changed for a cook, allergens first (the one change a cook must not miss), then the lines,
 * the steps and the other fields, each as a cook says it: 'Tarragon 10 g → 15 g', 'new step 4'.
 */
export function changeItems(intl: IntlShape, diff: RecipeVersionDiff): ChangeItem[] {
  const lines = diff.lines.map((change) => {
    const words = LINE_WORDS[change.kind];
    const line = lineText(intl, change);
    return { key: `line-${change.lineId}`, text: words ? intl.formatMessage(words, { line }) : line };
  });
  return [
    ...allergenChanges(intl, diff).map(({ key, text, group }) => ({ key, text, allergen: group })),
    ...lines,
    ...diff.steps.map((change) => ({
      key: `step-${change.stepId}`,
      text: intl.formatMessage(STEP_WORDS[change.kind], { number: change.number }),
    })),
    ...diff.fields.map((change) => ({
      key: `field-${change.field}`,
      text: intl.formatMessage(kitchenLineMessages.noticeField, { field: fieldLabel(intl, change.field) }),
    })),
  ];
}

/** A diff's lines and steps by id, for marking them where the recipe shows them. */
export type Highlights = { lines: Map<string, LineChange>; steps: Map<string, StepChange>; removedLines: LineChange[] };

export function highlightsOf(diff: RecipeVersionDiff | null): Highlights | null {
  if (!diff) return null;
  return {
    lines: new Map(diff.lines.filter((change) => change.kind !== 'REMOVED').map((change) => [change.lineId, change])),
    steps: new Map(diff.steps.filter((change) => change.kind !== 'REMOVED').map((change) => [change.stepId, change])),
    removedLines: diff.lines.filter((change) => change.kind === 'REMOVED'),
  };
}
