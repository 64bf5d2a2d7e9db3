import { diffArrays } from 'diff';
import { idOfKey, type VersionContent, type VersionLine, type VersionStep } from './version-content';
import { diffBudget, wordParts, type DiffBudget, type TextPart } from './word-diff';

export type { TextPart } from './word-diff';

export type ChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED' | 'MOVED';
export type LineChange = {
  kind: ChangeKind;
  lineId: string;
  before: (VersionLine & { id: string }) | null;
  after: (VersionLine & { id: string }) | null;
  changed: string[];
};
export type StepChange = {
  kind: ChangeKind;
  stepId: string;
  number: number;
  before: (VersionStep & { id: string }) | null;
  after: (VersionStep & { id: string }) | null;
  title: TextPart[];
  description: TextPart[];
};
export type FieldChange = { field: string; before: string | null; after: string | null };

export type VersionDiff = {
  allergensGained: string[];
  allergensLost: string[];
  mayContainGained: string[];
  mayContainLost: string[];
  lines: LineChange[];
  steps: StepChange[];
  fields: FieldChange[];
};

/** RecipeVersionDiff as resolvers return it: the two version numbers and the diff, its allergens as ids. */
export type VersionDiffView = VersionDiff & { from: number; to: number; currency?: string | null };

/** The fields compared one by one, in the order the editor shows them; lines, steps and the roll-up have their own parts. */
const FIELDS = [
  'title',
  'type',
  'status',
  'categoryId',
  'subCategoryId',
  'description',
  'coverPic',
  'video',
  'yieldValue',
  'yieldUnitId',
  'yieldUnitOfMeasure',
  'notes',
  'allergenIds',
  'utensils',
  'isPrivate',
  'cookIds',
  'sellingPrice',
  'vatRate',
] as const satisfies readonly (keyof VersionContent)[];

const minus = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Keys kept in both versions whose place among the other kept keys changed: the ones outside the
 * longest common subsequence of the two orders. A line inserted or deleted moves nothing else.
 */
function movedKeys(fromOrder: string[], toOrder: string[]): Set<string> {
  const kept = new Set(toOrder.filter((k) => fromOrder.includes(k)));
  const parts = diffArrays(
    fromOrder.filter((k) => kept.has(k)),
    toOrder.filter((k) => kept.has(k)),
  );
  return new Set(parts.filter((p) => p.added).flatMap((p) => p.value));
}

type Paired<T> = { id: string; number: number; before: (T & { id: string }) | null; after: (T & { id: string }) | null; moved: boolean };

/**
 * Each item of either version, in the newer order, with each item removed since right after the
 * item it followed in the older one (so a removed line shows where it was); `number` is its place,
 * in the newer version or, removed, in the older.
 */
function paired<T>(fromOrder: string[], toOrder: string[], from: Record<string, T>, to: Record<string, T>): Paired<T>[] {
  const moved = movedKeys(fromOrder, toOrder);
  const walk = toOrder.map((key) => ({ key, removed: false }));
  let after = -1;
  for (const key of fromOrder) {
    const at = walk.findIndex((r) => r.key === key);
    if (at >= 0) after = at;
    else walk.splice(++after, 0, { key, removed: true });
  }
  return walk.map(({ key, removed }) => {
    const id = idOfKey(key);
    const withId = (item: T | undefined) => (item ? { id, ...item } : null);
    const number = (removed ? fromOrder.indexOf(key) : toOrder.indexOf(key)) + 1;
    return { id, number, before: withId(from[key]), after: removed ? null : withId(to[key]), moved: moved.has(key) };
  });
}

function lineChanges(from: VersionContent, to: VersionContent): LineChange[] {
  return paired<VersionLine>(from.lineOrder, to.lineOrder, from.lines, to.lines).flatMap(
    ({ id: lineId, before, after, moved }): LineChange[] => {
      if (!before || !after) return [{ kind: before ? 'REMOVED' : 'ADDED', lineId, before, after, changed: [] }];
      const changed = [
        ...(before.ingredientsId !== after.ingredientsId || before.subRecipeId !== after.subRecipeId ? ['ingredient'] : []),
        ...(before.quantity !== after.quantity ? ['quantity'] : []),
        ...(before.unitId !== after.unitId || before.unitOfMeasure !== after.unitOfMeasure ? ['unit'] : []),
        ...(moved ? ['position'] : []),
      ];
      if (!changed.length) return [];
      return [{ kind: changed.length === 1 && moved ? 'MOVED' : 'CHANGED', lineId, before, after, changed }];
    },
  );
}

function stepChanges(from: VersionContent, to: VersionContent, budget: DiffBudget): StepChange[] {
  return paired<VersionStep>(from.stepOrder, to.stepOrder, from.steps, to.steps).flatMap(
    ({ id: stepId, number, before, after, moved }): StepChange[] => {
      const edited = !before || !after || (['title', 'description', 'image', 'video'] as const).some((f) => before[f] !== after[f]);
      if (!edited && !moved) return [];
      const kind = !before ? 'ADDED' : !after ? 'REMOVED' : edited ? 'CHANGED' : 'MOVED';
      const title = wordParts(before?.title ?? null, after?.title ?? null, budget);
      const description = wordParts(before?.description ?? null, after?.description ?? null, budget);
      return [{ kind, stepId, number, before, after, title, description }];
    },
  );
}

/** Fields a cook is never shown (costs, and who else a recipe is restricted to): left out of a cook's diff. */
const HIDDEN_FROM_COOKS = new Set(['sellingPrice', 'vatRate', 'cookIds', 'isPrivate', 'status', 'type']);

export const forCooks = (diff: VersionDiff): VersionDiff => ({
  ...diff,
  fields: diff.fields.filter((f) => !HIDDEN_FROM_COOKS.has(f.field)),
});

/** How many changes of each kind: a release's announcement, a history row's one-line summary. */
export type ChangeCounts = { allergens: number; lines: number; steps: number; fields: number };
export const changeCounts = (d: VersionDiff): ChangeCounts => ({
  allergens: d.allergensGained.length + d.allergensLost.length + d.mayContainGained.length + d.mayContainLost.length,
  lines: d.lines.length,
  steps: d.steps.length,
  fields: d.fields.length,
});

/** What changed from `from` to `to` (README 'Versions: compare'); step texts word by word within `budget`. */
export function diffVersions(from: VersionContent, to: VersionContent, budget: DiffBudget = diffBudget()): VersionDiff {
  return {
    allergensGained: minus(to.effectiveAllergenIds, from.effectiveAllergenIds),
    allergensLost: minus(from.effectiveAllergenIds, to.effectiveAllergenIds),
    mayContainGained: minus(to.mayContainAllergenIds, from.mayContainAllergenIds),
    mayContainLost: minus(from.mayContainAllergenIds, to.mayContainAllergenIds),
    lines: lineChanges(from, to),
    steps: stepChanges(from, to, budget),
    fields: FIELDS.flatMap((field) => {
      const before = asText(from[field]);
      const after = asText(to[field]);
      return before === after ? [] : [{ field, before, after }];
    }),
  };
}
