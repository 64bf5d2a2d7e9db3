import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DASHBOARD } from '../scenarios/admin-dashboard.shared';
import { KITCHEN_PLAN, RECENT_CHANGES } from '../scenarios/kitchen-dashboard.shared';
import * as recipe from '../scenarios/recipe-fields';
import { RECIPE_VERSIONS, VERSION_DIFF_FIELDS, VERSION_LINE_FIELDS } from '../scenarios/recipe-history.shared';
import { LINE_RECIPE } from '../scenarios/recipe-tree.shared';

/** The repository root, the same from the built bench and from the sources under test. */
const ROOT = join(dirname(require.resolve('@brigade/load/package.json')), '..');

/** A copied document and the front end's source file it is copied from. */
export type CopiedDocuments = [file: string, documents: string[]][];

/** Where each copied document lives in the front ends' source. */
export const SOURCES: CopiedDocuments = [
  [
    'packages/recipe-editor/src/graphql/recipes.ts',
    [
      recipe.UNIT_FIELDS,
      recipe.ALLERGEN_PROFILE_FIELDS,
      recipe.INGREDIENT_FIELDS,
      recipe.SUB_RECIPE_FIELDS,
      recipe.RECIPE_MENU_FIELDS,
      recipe.RECIPE_MENU_ROW_FIELDS,
      recipe.RECIPE_MENUS_OPERATION,
      recipe.RECIPE_MENU_OPERATION,
      recipe.CREATE_RECIPE_MENU_OPERATION,
      recipe.UPDATE_RECIPE_MENU_OPERATION,
      recipe.DELETE_RECIPE_MENU,
    ],
  ],
  ['packages/recipe-editor/src/graphql/versions.ts', [RECIPE_VERSIONS, VERSION_LINE_FIELDS, VERSION_DIFF_FIELDS]],
  ['mfe-kitchen/src/line/queries.ts', [LINE_RECIPE]],
  ['mfe-kitchen/src/plan/queries.ts', [KITCHEN_PLAN]],
  ['mfe-kitchen/src/dashboard/queries.ts', [RECENT_CHANGES]],
  ['mfe-superadmin/src/dashboard/queries.ts', [DASHBOARD]],
];

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The scenarios measure what the consoles send only while their copies match the consoles'
 * documents; answers the copies no longer found in their source file.
 */
export function staleDocuments(sources: CopiedDocuments = SOURCES): string[] {
  return sources.flatMap(([file, documents]) => {
    const source = normal(readFileSync(join(ROOT, file), 'utf8'));
    return documents.filter((d) => !source.includes(normal(d))).map((d) => `${file} no longer has: ${normal(d).slice(0, 80)}...`);
  });
}
