import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { RecipeRef } from '../src/recipes/fragments/recipe-menu';
import { RecipeDetails } from '../src/recipes/RecipeDetails';
import { anna, fish, flour, litres, sauce, storedLine, storedRecipe } from './support/fixtures';

test('the read-only view shows every section: quantities with units, numbered steps with pictures, allergens, cooks, video', () => {
  const recipe = storedRecipe({ isPrivate: true, cooks: [anna], cookIds: [anna.id], video: '/media/plating', notes: 'Chill first' });
  render(
    <IntlProvider locale="en">
      <RecipeDetails recipe={recipe} extra={[{ label: 'Kitchen', value: 'Harbour Kitchen' }]} />
    </IntlProvider>,
  );
  const lines = within(screen.getByText('300 g Flour').closest('ol')!).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual(['300 g Flour', '200 g Butter']);
  expect(screen.getByText('Rub')).toBeTruthy();
  expect(screen.getByText('Rub the butter into the flour')).toBeTruthy();
  expect(screen.getByAltText('Step 1').getAttribute('src')).toBe('/media/step1');
  expect(screen.getByAltText('Shortbread').getAttribute('src')).toBe('/media/cover1');
  expect(screen.getByText('Harbour Kitchen')).toBeTruthy();
  expect(within(screen.getByLabelText('Contains')).getByText('Gluten (Flour)')).toBeTruthy();
  expect(screen.getByText('12 biscuits')).toBeTruthy();
  expect(screen.getByText('Chill first')).toBeTruthy();
  expect(screen.getByText('Oven')).toBeTruthy();
  expect(screen.getByText('Yes')).toBeTruthy();
  expect(screen.getByText('Anna Berg')).toBeTruthy();
  expect(screen.getByLabelText('Plating video').getAttribute('src')).toBe('/media/plating');
});

test('a sub-recipe line links to its recipe, one the caller may not open is named only; the allergens come in three groups; Used in links', () => {
  const recipe = storedRecipe({
    title: 'Short rib',
    type: 'MENU',
    ingredients: [
      storedLine({ id: 'l1', position: 1, ingredientsId: flour.id, ingredient: flour, quantity: 40, grams: 40 }),
      storedLine({
        id: 'l2',
        position: 2,
        subRecipeId: sauce.id,
        subRecipe: sauce,
        subRecipeTitle: sauce.title,
        unitId: litres.id,
        unit: litres,
        quantity: 0.3,
        unitOfMeasure: 'l',
      }),
      storedLine({
        id: 'l3',
        position: 3,
        subRecipeId: 'r7',
        subRecipeTitle: 'Secret jus',
        unitId: null,
        unit: null,
        quantity: 1,
        unitOfMeasure: null,
      }),
    ],
    usedIn: [{ id: 'd4', title: 'Tasting plate', type: 'MENU' }],
  });
  const path = (target: RecipeRef) => `/console/${target.type === 'MENU' ? 'dishes' : 'recipe'}/${target.id}`;
  render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <RecipeDetails recipe={recipe} recipePath={path} />
      </MemoryRouter>
    </IntlProvider>,
  );
  const lines = within(screen.getByText('40 g Flour').closest('ol')!).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    '40 g Flour',
    '0.3 l Red wine sauce (recipe)',
    '1 Secret jus (not shared with you)',
  ]);
  expect(screen.getByRole('link', { name: 'Red wine sauce' }).getAttribute('href')).toBe('/console/recipe/r2');
  expect(screen.queryByRole('link', { name: 'Secret jus' })).toBeNull();
  expect(within(screen.getByLabelText('Contains')).getByText('Milk (Butter)')).toBeTruthy();
  expect(within(screen.getByLabelText('Not checked')).getByText('Fish (Butter)')).toBeTruthy();
  expect(screen.getByText('Free from: Soy')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Tasting plate' }).getAttribute('href')).toBe('/console/dishes/d4');
});

const view = (recipe = storedRecipe()) =>
  render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <RecipeDetails recipe={recipe} />
      </MemoryRouter>
    </IntlProvider>,
  );
/** Whether `a` comes before `b` in the page. */
const before = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

test('the view opens on a summary (the allergen statement in one line, the yield), then ingredients and method side by side', () => {
  view(storedRecipe({ coverPic: null, utensils: [] }));
  const summary = screen.getByTestId('recipe-summary');
  expect(within(summary).getByRole('group', { name: 'Allergens' }).textContent).toBe('AllergensContains: Gluten, Milk · Not checked: Fish');
  expect(within(summary).getByRole('group', { name: 'Yield' }).textContent).toBe('Yield12 biscuits');
  // One row holds both, the summary above it: two columns from 992 px, stacked below.
  const main = screen.getByTestId('recipe-main');
  const ingredients = within(main).getByRole('heading', { name: 'Ingredients' });
  const method = within(main).getByRole('heading', { name: 'Steps' });
  expect(ingredients.closest('.ant-col')).not.toBe(method.closest('.ant-col'));
  expect(ingredients.closest('.ant-col')!.className).toMatch(/ant-col-lg-/);
  expect(before(summary, main)).toBe(true);
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings.slice(0, 2)).toEqual(['Ingredients', 'Steps']);
});

test('rows that say nothing are left out: no Basics, no repeated title, no cover, notes, utensils or video saying "None"', () => {
  view(storedRecipe({ coverPic: null, utensils: [], notes: null, video: null }));
  expect(screen.queryByText('Basics')).toBeNull();
  expect(screen.queryByText('Shortbread')).toBeNull();
  expect(screen.queryByText('Cover picture')).toBeNull();
  expect(screen.queryByText('None')).toBeNull();
  for (const name of ['Notes', 'Utensils', 'Video']) expect(screen.queryByRole('heading', { name })).toBeNull();
  // The description is shown once, above the summary.
  expect(screen.getByText('Crumbly')).toBeTruthy();
});

test("the chef's own allergens are labelled as theirs and come after the computed 'Contains'; none picked shows nothing", () => {
  const { unmount } = view(storedRecipe({ allergenIds: [fish.id], allergens: [fish] }));
  const section = screen.getByRole('heading', { name: 'Allergy' }).closest<HTMLElement>('.ant-card')!;
  const contains = within(section).getByRole('group', { name: 'Contains' });
  const own = within(section).getByRole('group', { name: 'Allergens added by the chef' });
  expect(within(own).getByText('Fish')).toBeTruthy();
  expect(before(contains, own)).toBe(true);
  unmount();

  view(storedRecipe({ allergenIds: [], allergens: [] }));
  const empty = screen.getByRole('heading', { name: 'Allergy' }).closest<HTMLElement>('.ant-card')!;
  expect(within(empty).getByRole('group', { name: 'Contains' })).toBeTruthy();
  expect(within(empty).queryByText('Allergens added by the chef')).toBeNull();
  expect(within(empty).queryByText('None')).toBeNull();
  expect(within(empty).queryByText('Allergens')).toBeNull();
});
