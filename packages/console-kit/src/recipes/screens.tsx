import { lazy, type ReactNode } from 'react';
import type { ConsoleRoute } from '../common/routes';
import type { RecipeKind } from './kinds';
import { RecipeListPage } from './RecipeListPage';

// The recipe editor, the view with its costs and the history come with their own chunks, fetched
// when one is first opened (inside a LazyScreens boundary); the list is where a console starts.
const RecipeFormPage = lazy(() => import('./RecipeFormPage.js').then((module) => ({ default: module.RecipeFormPage })));
const RecipeViewPage = lazy(() => import('./RecipeViewPage.js').then((module) => ({ default: module.RecipeViewPage })));
const RecipeHistoryPage = lazy(() => import('./RecipeHistoryPage.js').then((module) => ({ default: module.RecipeHistoryPage })));

/**
 * The list, new, view, edit and history screens of recipes or dishes (SPEC.md §2: recipe and dishes, each +/new or
 * +/create); `notice` goes above the list and a new one's form, `viewActions` into the view's header (rendered inside
 * the view's route, so `useParams()` gives the recipe's `id`).
 */
export function recipeScreens(
  kind: RecipeKind,
  { notice, viewActions }: { notice?: ReactNode; viewActions?: ReactNode } = {},
): ConsoleRoute[] {
  const { segment } = kind;
  // One key per kind: going from recipe/new to dishes/new must not keep the other's form.
  const key = kind.type;
  return [
    { path: segment, element: <RecipeListPage key={key} kind={kind} notice={notice} /> },
    {
      path: `${segment}/${kind.create}`,
      element: (
        <>
          {notice}
          <RecipeFormPage key={key} kind={kind} />
        </>
      ),
    },
    { path: `${segment}/:id`, element: <RecipeViewPage key={key} kind={kind} actions={viewActions} /> },
    { path: `${segment}/:id/edit`, element: <RecipeFormPage key={key} kind={kind} /> },
    { path: `${segment}/:id/history`, element: <RecipeHistoryPage key={key} kind={kind} /> },
  ];
}
