import type { AllergenChoice, Ingredient } from './queries';

/** Where an ingredient stands on one allergen; UNKNOWN (nobody checked) is in none of its lists. */
export type Statement = 'CONTAINS' | 'MAY_CONTAIN' | 'FREE' | 'UNKNOWN';

export const STATEMENTS: readonly Statement[] = ['CONTAINS', 'MAY_CONTAIN', 'FREE', 'UNKNOWN'];

/** The form's value: allergen id → statement; an allergen left out is UNKNOWN. */
export type Statements = Record<string, Statement>;

export type StatementLists = Pick<Ingredient, 'allergenIds' | 'mayContainAllergenIds' | 'freeFromAllergenIds'>;

export const statementOf = (statements: Statements, id: string): Statement => statements[id] ?? 'UNKNOWN';

/** An ingredient's three lists as the form's value. */
export function toStatements(lists: StatementLists): Statements {
  const statements: Statements = {};
  for (const id of lists.freeFromAllergenIds) statements[id] = 'FREE';
  for (const id of lists.mayContainAllergenIds) statements[id] = 'MAY_CONTAIN';
  for (const id of lists.allergenIds) statements[id] = 'CONTAINS';
  return statements;
}

/** The form's value as the three lists the catalog stores (UNKNOWN is in none). */
export function toLists(statements: Statements): StatementLists {
  const having = (wanted: Statement) =>
    Object.entries(statements)
      .filter(([, statement]) => statement === wanted)
      .map(([id]) => id);
  return { allergenIds: having('CONTAINS'), mayContainAllergenIds: having('MAY_CONTAIN'), freeFromAllergenIds: having('FREE') };
}

/** 'Mark all unchecked as free from': every offered allergen nobody checked becomes FREE; the others stay. */
export function markUncheckedFree(statements: Statements, allergens: AllergenChoice[]): Statements {
  const next = { ...statements };
  for (const { id } of allergens) if (statementOf(next, id) === 'UNKNOWN') next[id] = 'FREE';
  return next;
}

/** The offered allergens an ingredient says nothing about. */
export function unchecked(lists: StatementLists, allergens: AllergenChoice[]): AllergenChoice[] {
  const statements = toStatements(lists);
  return allergens.filter((allergen) => statementOf(statements, allergen.id) === 'UNKNOWN');
}
