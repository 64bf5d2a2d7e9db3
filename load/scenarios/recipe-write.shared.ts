import type { CatalogRefs } from '../seed/catalog.ts';
import { recipeInput } from '../seed/recipe-input.ts';
import type { Tenant } from '../seed/tenant.ts';
import { at, bearer, expect, type Step, type Thresholds } from './journey.ts';
import {
  CreateRecipeMenu as CREATE_RECIPE_MENU,
  DeleteRecipeMenu as DELETE_RECIPE_MENU,
  UpdateRecipeMenu as UPDATE_RECIPE_MENU,
} from './__generated__/documents.ts';
import { resolved } from './recipe-fields.ts';

/**
 * A kitchen admin creates a recipe in the editor, saves a change to it, and deletes it: the
 * editor's mutations, each answering the whole record. Deleting keeps the kitchen under the
 * trial's 25 recipes however long the scenario runs (creating beyond it is PLAN_LIMIT_REACHED).
 */

/** Numbers the scenario's recipes after the seeded ones, so the generated inputs differ from them. */
const FIRST_NUMBER = 1000;

export function writeRecipe(tenant: Tenant, catalog: CatalogRefs): Step[] {
  let n = FIRST_NUMBER;
  const headers = bearer(tenant.token);
  return [
    {
      name: 'CreateRecipeMenu',
      request: () => ({
        query: CREATE_RECIPE_MENU,
        variables: { input: { ...recipeInput(tenant.index, n++, tenant.kitchenId, catalog, []), type: 'RECIPE' } },
      }),
      headers,
      check: expect((r) => resolved(at(r, 'data.CreateRecipeMenu')), 'not created with its references resolved'),
      keep: (reply, context) => {
        context.id = at(reply, 'data.CreateRecipeMenu.id') as string | undefined;
        context.title = at(reply, 'data.CreateRecipeMenu.title') as string | undefined;
      },
    },
    {
      name: 'UpdateRecipeMenu',
      request: ({ id, title }) =>
        id === undefined
          ? undefined
          : {
              query: UPDATE_RECIPE_MENU,
              variables: {
                id,
                input: {
                  title: `${title ?? 'Recipe'} (tasted)`,
                  notes: 'Less salt; rest 10 minutes before plating.',
                  yieldValue: 6,
                  steps: [
                    { title: 'Mise en place', description: 'Weigh everything.' },
                    { title: 'Cook', description: 'Low and slow.' },
                    { title: 'Plate', description: 'Warm plates.' },
                  ],
                },
              },
            },
      headers,
      check: expect(
        (r) => `${at(r, 'data.UpdateRecipeMenu.title')}`.endsWith('(tasted)') && resolved(at(r, 'data.UpdateRecipeMenu')),
        'not updated',
      ),
    },
    {
      name: 'DeleteRecipeMenu',
      request: ({ id }) => (id === undefined ? undefined : { query: DELETE_RECIPE_MENU, variables: { id } }),
      headers,
      check: expect((r) => at(r, 'data.DeleteRecipeMenu') === true, 'not deleted'),
    },
  ];
}

/** ~1.2 s p95 at 20 connections (load/README.md 'Figures'; each write also emits an event); about twice that. */
export const WRITE_THRESHOLDS: Thresholds = { p95Ms: 2500, errorRate: 0.01 };
