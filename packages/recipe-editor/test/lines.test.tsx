import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { RecipeEditor } from '../src/editor/RecipeEditor';
import { CREATE_INGREDIENT } from '../src/editor/mutations';
import { CREATE_RECIPE_MENU } from '../src/recipes/mutations';
import { choiceMocks, crumble, gluten, KITCHEN, sauce, storedRecipe } from './support/fixtures';
import { addIngredient, click, group, type } from './support/form';
import { pick, renderScreen } from './support/render';

// Each journey here fills four or five lines through antd's pickers in jsdom: 10–20 s on a quiet
// 2-core machine, past the default 20 s when the suite shares it with another worker.
jest.setTimeout(45_000);

const newRecipe = (onSaved = jest.fn()) => (
  <RecipeEditor type="MENU" kitchenId={KITCHEN} token="t" onSaved={onSaved} onCancel={jest.fn()} />
);

/** The dropdown just opened. */
const openDropdown = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    if (!open) throw new Error('no open dropdown');
    return open;
  });
const titles = (dropdown: HTMLElement, selector: string) =>
  [...dropdown.querySelectorAll<HTMLElement>(selector)].map((element) => element.getAttribute('title'));

test("one picker offers the kitchen's ingredients and recipes; a name it lacks is added in a dialog and lands in the line", async () => {
  const added = {
    __typename: 'Ingredient',
    id: 'i9',
    name: 'Shallot',
    density: null,
    pieceWeight: 30,
    allergenIds: [],
    mayContainAllergenIds: [gluten.id],
    freeFromAllergenIds: [],
  };
  const input = {
    name: 'Shallot',
    allergenIds: [],
    mayContainAllergenIds: [gluten.id],
    freeFromAllergenIds: [],
    density: null,
    pieceWeight: 30,
  };
  const taken = 'An ingredient called Shallot already exists in your kitchen';
  renderScreen(newRecipe(), [
    ...choiceMocks(),
    {
      request: { query: CREATE_INGREDIENT, variables: { input } },
      result: { errors: [{ message: taken, extensions: { code: 'BAD_USER_INPUT', field: 'name' } }] },
    },
    mockAnswer(CREATE_INGREDIENT, { input }, { CreateIngredients: added }),
  ]);
  click('Add ingredient');
  const line = await screen.findByLabelText('Ingredient 1');
  const picker = within(line).getByLabelText('Ingredient or recipe');
  fireEvent.mouseDown(picker);
  const dropdown = await openDropdown();
  await within(dropdown).findByTitle('Red wine sauce');
  expect(titles(dropdown, '.ant-select-item-group')).toEqual(['Ingredients', 'Recipes']);
  expect(titles(dropdown, '.ant-select-item-option')).toEqual([
    'Butter',
    'Dry white wine',
    'Flour',
    'Onion',
    'Crumble topping',
    'Red wine sauce',
    'Vinaigrette',
  ]);
  // A recipe without a yield cannot be a line: it says so and cannot be chosen.
  expect(within(dropdown).getByTitle('Vinaigrette').getAttribute('aria-disabled')).toBe('true');
  expect(within(dropdown).getByText('no yield yet: give it one to use it here')).toBeTruthy();
  // What each recipe makes, beside its name.
  expect(within(dropdown).getByText('makes 0.5 l')).toBeTruthy();

  // A search matches entries, never a whole group by its name ('re' is in 'Recipes').
  fireEvent.change(picker, { target: { value: 're' } });
  await waitFor(() => expect(titles(dropdown, '.ant-select-item-option')).toEqual(['Red wine sauce', 'Vinaigrette', "Add 're'…"]));

  fireEvent.change(picker, { target: { value: 'shallot' } });
  fireEvent.click(await within(dropdown).findByTitle("Add 'shallot'…"));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('shallot');
  // Not ticking 'free from the others' is said to leave them unknown.
  expect(within(dialog).getByText(/stay unknown \(not checked\)/)).toBeTruthy();
  type('Name', 'Shallot', dialog);
  await pick(within(dialog).getByLabelText('May contain'), gluten.name);
  type('Piece weight (g)', '30', dialog);
  fireEvent.click(within(dialog).getByText('Create ingredient'));
  // The service's refusal sits beside the name, in the dialog; the recipe form is untouched.
  expect(await within(dialog).findByText(taken)).toBeTruthy();

  fireEvent.click(within(dialog).getByText('Create ingredient'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(group('Ingredient 1')).findByTitle('Shallot')).toBeTruthy();
  // The kitchen's list has it now: the next line offers it too.
  click('Add ingredient');
  fireEvent.mouseDown(within(await screen.findByLabelText('Ingredient 2')).getByLabelText('Ingredient or recipe'));
  expect(await within(await openDropdown()).findByTitle('Shallot')).toBeTruthy();
});

test("a recipe in a line makes it a sub-recipe: units narrow to its yield's, a loop is refused on the line, and subRecipeId is sent", async () => {
  let sent: unknown;
  const onSaved = jest.fn();
  const loop = 'Red wine sauce cannot be used here: Short rib → Red wine sauce → Short rib';
  let calls = 0;
  renderScreen(newRecipe(onSaved), [
    ...choiceMocks(),
    {
      request: {
        query: CREATE_RECIPE_MENU,
        variables: (variables: unknown) => {
          sent = variables;
          return true;
        },
      },
      result: () =>
        ++calls === 1
          ? { errors: [{ message: loop, extensions: { code: 'BAD_USER_INPUT', field: 'input.ingredients.0.subRecipeId' } }] }
          : { data: { CreateRecipeMenu: storedRecipe({ id: 'r9' }) } },
      maxUsageCount: 2,
    },
  ]);
  type('Title', 'Short rib');
  const first = await addIngredient('Ingredient 1', sauce.title, '0.3', null);
  // Half a litre of sauce: the line takes the yield's unit, and offers only volumes.
  expect(within(first).getByTitle('l')).toBeTruthy();
  fireEvent.mouseDown(within(first).getByLabelText('Unit'));
  const units = await openDropdown();
  expect(titles(units, '.ant-select-item-group')).toEqual(['Volume']);
  expect(titles(units, '.ant-select-item-option')).toEqual(['ml', 'l']);
  expect(await within(first).findByText('Uses 0.3 l of the 0.5 l it makes')).toBeTruthy();

  // Counted in portions: only 'portion', or no unit.
  const second = await addIngredient('Ingredient 2', crumble.title, '2', null);
  fireEvent.mouseDown(within(second).getByLabelText('Unit'));
  expect(titles(await openDropdown(), '.ant-select-item-option')).toEqual(['portion']);

  click('Save');
  expect(await within(group('Ingredient 1')).findByText(loop)).toBeTruthy();
  click('Save');
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect((sent as { input: { ingredients: unknown } }).input.ingredients).toEqual([
    { position: 1, subRecipeId: sauce.id, unitId: 'u4', quantity: 0.3, unitOfMeasure: 'l' },
    { position: 2, subRecipeId: crumble.id, unitId: null, quantity: 2, unitOfMeasure: null },
  ]);
});

test('each line says what it weighs, or what its ingredient lacks to be weighed, or that it cannot be', async () => {
  renderScreen(newRecipe(), choiceMocks());
  expect(await within(await addIngredient('Ingredient 1', 'Onion', '3', 'pcs')).findByText('≈ 450 g')).toBeTruthy();
  expect(await within(await addIngredient('Ingredient 2', 'Butter', '100', 'ml')).findByText('≈ 91 g')).toBeTruthy();
  expect(
    await within(await addIngredient('Ingredient 3', 'Dry white wine', '750', 'ml')).findByText(
      'Add a density to Dry white wine to weigh this',
    ),
  ).toBeTruthy();
  expect(
    await within(await addIngredient('Ingredient 4', 'Flour', '2', 'pcs')).findByText('Add a piece weight to Flour to weigh this'),
  ).toBeTruthy();
  expect(await within(await addIngredient('Ingredient 5', 'Flour', '1', 'pinch')).findByText('Not convertible to grams')).toBeTruthy();
  expect(await within(await addIngredient('Ingredient 6', 'Flour', '2', null)).findByText('Not convertible to grams')).toBeTruthy();
});

test('the scale preview uses the cooks’ units and rounding (3,125 ml → 3.125 l) and refuses a target of 0 or below', async () => {
  renderScreen(newRecipe(), choiceMocks());
  await addIngredient('Ingredient 1', 'Dry white wine', '750', 'ml');
  await addIngredient('Ingredient 2', 'Flour', '40', 'g');
  await addIngredient('Ingredient 3', 'Onion', '3', 'pcs');
  expect(screen.getByText('Enter the yield to preview the recipe at another size.')).toBeTruthy();
  type('Yield', '6');
  type('Scale to', '25', await screen.findByLabelText('Scale preview'));
  const preview = group('Scale preview');
  expect(await within(preview).findByText('3.125 l')).toBeTruthy();
  expect(within(preview).getByText('167 g')).toBeTruthy();
  expect(within(preview).getByText('12.5 pcs')).toBeTruthy();

  for (const refused of ['0', '-2']) {
    type('Scale to', refused, preview);
    expect(await within(preview).findByText('Enter a yield above 0 to scale to.')).toBeTruthy();
    expect(within(preview).queryByText('3.125 l')).toBeNull();
  }
});

test('the allergen preview tells contains, may contain and not checked apart, naming the lines, sub-recipes included', async () => {
  renderScreen(newRecipe(), choiceMocks());
  const preview = await screen.findByLabelText('Allergens of the whole recipe');
  // No lines: nothing is checked.
  expect(await within(preview).findByLabelText('Not checked')).toBeTruthy();
  expect(within(preview).queryByLabelText('Contains')).toBeNull();

  await addIngredient('Ingredient 1', 'Flour', '300', 'g');
  await addIngredient('Ingredient 2', 'Butter', '200', 'g');
  const contains = await within(preview).findByLabelText('Contains');
  expect(within(contains).getByText('Gluten (Flour)')).toBeTruthy();
  expect(within(contains).getByText('Milk (Butter)')).toBeTruthy();
  expect(within(within(preview).getByLabelText('Not checked')).getByText('Fish (Butter)')).toBeTruthy();
  expect(within(preview).getByText('Free from: Soy')).toBeTruthy();
  expect(within(preview).queryByLabelText('May contain')).toBeNull();

  await addIngredient('Ingredient 3', sauce.title, '0.1', null);
  expect(await within(within(preview).getByLabelText('Contains')).findByText('Gluten (Flour, Red wine sauce)')).toBeTruthy();
  expect(within(within(preview).getByLabelText('May contain')).getByText('Soy (Red wine sauce)')).toBeTruthy();

  // The recipe's own allergens count as contained.
  await pick(screen.getByLabelText('Allergens'), 'Fish');
  expect(await within(within(preview).getByLabelText('Contains')).findByText('Fish')).toBeTruthy();
  expect(within(preview).queryByLabelText('Not checked')).toBeNull();
});
