import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { RecipeDoc, RecipeStatus, RecipeType } from '../recipes/recipe.model';

export type VersionLine = {
  position: number;
  ingredientsId: string | null;
  subRecipeId: string | null;
  subRecipeTitle: string | null;
  unitId: string | null;
  quantity: number;
  unitOfMeasure: string | null;
};

export type VersionStep = { title: string; description: string | null; image: string | null; video: string | null };

/**
 * What a version records: everything the editor saves except the list position, as plain JSON.
 * Lines and steps are keyed by their id with the order kept apart, so a patch between two versions
 * names only the lines that changed: a line inserted at the top does not shift every other one.
 * Allergen and cook lists are sets, kept sorted for the same reason. The allergen roll-up at save
 * time (`effectiveAllergenIds`, `mayContainAllergenIds`) is recorded as what cooks were shown; a
 * restore recomputes it.
 */
export type VersionContent = {
  title: string;
  description: string | null;
  coverPic: string | null;
  video: string | null;
  type: RecipeType;
  status: RecipeStatus;
  categoryId: string | null;
  subCategoryId: string | null;
  isPrivate: boolean;
  cookIds: string[];
  utensils: string[];
  yieldValue: number | null;
  yieldUnitId: string | null;
  yieldUnitOfMeasure: string | null;
  notes: string | null;
  sellingPrice: string | null;
  vatRate: number | null;
  allergenIds: string[];
  effectiveAllergenIds: string[];
  mayContainAllergenIds: string[];
  lineOrder: string[];
  lines: Record<string, VersionLine>;
  stepOrder: string[];
  steps: Record<string, VersionStep>;
};

type Hex = { toHexString(): string };
const hex = (id: Hex | null | undefined) => id?.toHexString() ?? null;
const sortedHexes = (ids: Hex[] | undefined) => (ids ?? []).map((id) => id.toHexString()).sort();

/** Ids are unique in practice; a repeated one (a client sending the same id twice) gets a suffix so no line is lost. */
function keyed<T, V>(items: T[], idOf: (item: T) => string, valueOf: (item: T) => V) {
  const order: string[] = [];
  const byKey: Record<string, V> = {};
  for (const item of items) {
    let key = idOf(item);
    for (let n = 2; key in byKey; n++) key = `${idOf(item)}~${n}`;
    order.push(key);
    byKey[key] = valueOf(item);
  }
  return { order, byKey };
}

export const idOfKey = (key: string) => key.split('~')[0] as string;

export function contentOf(r: RecipeDoc): VersionContent {
  const lines = keyed(
    r.ingredients ?? [],
    (l) => l._id.toHexString(),
    (l): VersionLine => ({
      position: l.position,
      ingredientsId: hex(l.ingredientsId),
      subRecipeId: hex(l.subRecipeId),
      subRecipeTitle: l.subRecipeId ? (l.subRecipeTitle ?? null) : null,
      unitId: hex(l.unitId),
      quantity: l.quantity,
      unitOfMeasure: l.unitOfMeasure ?? null,
    }),
  );
  const steps = keyed(
    r.steps ?? [],
    (s) => s._id.toHexString(),
    (s): VersionStep => ({ title: s.title, description: s.description ?? null, image: s.image ?? null, video: s.video ?? null }),
  );
  return {
    title: r.title,
    description: r.description ?? null,
    coverPic: r.coverPic ?? null,
    video: r.video ?? null,
    type: r.type,
    status: r.status,
    categoryId: hex(r.categoryId),
    subCategoryId: hex(r.subCategoryId),
    isPrivate: r.isPrivate ?? false,
    cookIds: sortedHexes(r.cookIds),
    utensils: r.utensils ?? [],
    yieldValue: r.yieldValue ?? null,
    yieldUnitId: hex(r.yieldUnitId),
    yieldUnitOfMeasure: r.yieldUnitOfMeasure ?? null,
    notes: r.notes ?? null,
    sellingPrice: r.sellingPrice ?? null,
    vatRate: r.vatRate ?? null,
    allergenIds: sortedHexes(r.allergenIds),
    effectiveAllergenIds: sortedHexes(r.effectiveAllergenIds),
    mayContainAllergenIds: sortedHexes(r.mayContainAllergenIds),
    lineOrder: lines.order,
    lines: lines.byKey,
    stepOrder: steps.order,
    steps: steps.byKey,
  };
}

/** The same content always hashes the same, whatever order its keys were built or patched in. */
export const hashOf = (content: VersionContent) => createHash('sha256').update(stringify(content)).digest('base64');

/** The content as the schema shows it: lines and steps as lists again, in their saved order. */
export function contentView(c: VersionContent) {
  const { lineOrder, lines, stepOrder, steps, ...fields } = c;
  return {
    ...fields,
    ingredients: lineOrder.map((key) => ({ id: idOfKey(key), ...(lines[key] as VersionLine) })),
    steps: stepOrder.map((key) => ({ id: idOfKey(key), ...(steps[key] as VersionStep) })),
  };
}

/** RecipeVersionContent as resolvers return it: its references (cooks, allergens, category…) are resolved from the ids. */
export type VersionContentView = ReturnType<typeof contentView>;

/**
 * The content as UpdateRecipeMenu's input, for a restore: every field set, so the recipe becomes
 * the version. The roll-up is not input; it is recomputed from the restored lines.
 */
export function restoreInput(c: VersionContent) {
  const { ingredients, steps, effectiveAllergenIds: _contains, mayContainAllergenIds: _traces, ...fields } = contentView(c);
  return {
    ...fields,
    steps,
    ingredients: ingredients.map(({ subRecipeTitle: _title, ...line }) => line),
  };
}
