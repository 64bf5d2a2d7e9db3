import { notDeleted } from '@brigade/events';
import type { Locale } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { AllergenDoc } from '../allergens/allergen.model';
import { fieldError } from '../validation/input';
import { changeIngredient } from './ingredient-change';
import type { IngredientDoc } from './ingredient.model';

/*
 * An ingredient's three allergen statements (README 'Allergen statements'): contains
 * (`allergenIds`), may contain, free from. They are disjoint; an allergen in none is unknown.
 */

export const STATEMENT_FIELDS = ['allergenIds', 'mayContainAllergenIds', 'freeFromAllergenIds'] as const;
type StatementField = (typeof STATEMENT_FIELDS)[number];

/** The lists a write sent, as parsed (lower-case hex ids, each once); a list left out is undefined. */
export type SentStatements = Partial<Record<StatementField, string[] | undefined>>;
export type Statements = Record<StatementField, Types.ObjectId[]>;

/** A write must not say two things about one allergen. */
export function checkDisjoint(sent: SentStatements, locale: Locale): void {
  const contains = new Set(sent.allergenIds ?? []);
  if (sent.mayContainAllergenIds?.some((id) => contains.has(id)))
    throw fieldError('mayContainAllergenIds', 'allergenStatementsOverlap', locale);
  const mayContain = new Set(sent.mayContainAllergenIds ?? []);
  if (sent.freeFromAllergenIds?.some((id) => contains.has(id) || mayContain.has(id))) {
    throw fieldError('freeFromAllergenIds', 'allergenStatementsOverlap', locale);
  }
}

/** Every id sent names an allergen that exists (one query for all three lists). */
export async function checkKnown(allergens: Model<AllergenDoc>, sent: SentStatements, locale: Locale): Promise<void> {
  const ids = [...new Set(STATEMENT_FIELDS.flatMap((f) => sent[f] ?? []))];
  if (!ids.length) return;
  const found = await allergens
    .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, ...notDeleted })
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  const known = new Set(found.map((a) => a._id.toHexString()));
  const field = STATEMENT_FIELDS.find((f) => sent[f]?.some((id) => !known.has(id)));
  if (field) throw fieldError(field, 'allergenUnknown', locale);
}

/**
 * The three lists after a write: the lists sent, as sent; a list not sent keeps its ids except
 * those a sent list now claims (a form that only knows 'contains' moves an allergen there from
 * free-from instead of failing).
 */
export function mergeStatements(current: Partial<Statements>, sent: SentStatements): Statements {
  const claimed = new Set(STATEMENT_FIELDS.flatMap((f) => sent[f] ?? []));
  const list = (f: StatementField) => {
    const given = sent[f];
    return given !== undefined
      ? given.map((id) => new Types.ObjectId(id))
      : (current[f] ?? []).filter((id) => !claimed.has(id.toHexString()));
  };
  return {
    allergenIds: list('allergenIds'),
    mayContainAllergenIds: list('mayContainAllergenIds'),
    freeFromAllergenIds: list('freeFromAllergenIds'),
  };
}

/** Ingredients whose statements would change a label ('used': contains or may contain) or mention it at all ('any'). */
export function ingredientsNaming(allergenId: Types.ObjectId, which: 'used' | 'any') {
  const fields: StatementField[] = which === 'used' ? ['allergenIds', 'mayContainAllergenIds'] : [...STATEMENT_FIELDS];
  return { $or: fields.map((f) => ({ [f]: allergenId })) };
}

/** A deleted allergen leaves every statement: one write per ingredient, each with its IngredientChanged. */
export async function dropAllergen(ingredients: Model<IngredientDoc>, allergenId: Types.ObjectId): Promise<void> {
  const naming = await ingredients
    .find({ ...ingredientsNaming(allergenId, 'any'), ...notDeleted })
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  for (const { _id } of naming) {
    await changeIngredient(ingredients, _id, (current) => {
      const without = (ids: Types.ObjectId[] | undefined) => (ids ?? []).filter((a) => !a.equals(allergenId));
      const lists = {
        allergenIds: without(current.allergenIds),
        mayContainAllergenIds: without(current.mayContainAllergenIds),
        freeFromAllergenIds: without(current.freeFromAllergenIds),
      };
      const changed = STATEMENT_FIELDS.some((f) => lists[f].length !== (current[f] ?? []).length);
      return changed ? lists : null;
    });
  }
}
