import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { CreateRecipeMenuMutation } from '../src/__generated__/graphql';
import { RecipeEditor } from '../src/editor/RecipeEditor';
import { CREATE_RECIPE_MENU, UPDATE_RECIPE_MENU } from '../src/recipes/mutations';
import { RECIPE_MENU_WITH_DRAFT } from '../src/releases/queries';
import { butter, choiceMocks, flour, gluten, KITCHEN, mains, storedRecipe } from './support/fixtures';
import { addIngredient, click, group, type } from './support/form';
import { pick, renderScreen, settle } from './support/render';

async function addStep(row: string, title: string) {
  click('Add step');
  type('Step title', title, await screen.findByLabelText(row));
}

test('a new recipe with two ingredients and two steps is sent as CreateRecipeMenu expects', async () => {
  let sent: unknown;
  const onSaved = jest.fn();
  renderScreen(<RecipeEditor type="RECIPE" kitchenId={KITCHEN} token="t" onSaved={onSaved} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    {
      request: {
        query: CREATE_RECIPE_MENU,
        variables: (variables: unknown) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { CreateRecipeMenu: storedRecipe({ id: 'r9' }) } satisfies Answer<CreateRecipeMenuMutation> },
    },
  ]);
  type('Title', ' Shortbread ');
  await pick(screen.getByLabelText('Category'), mains.name);
  await addIngredient('Ingredient 1', flour.name, '300', 'g');
  await addIngredient('Ingredient 2', butter.name, '2', 'pcs');
  await addStep('Step 1', 'Rub');
  await addStep('Step 2', 'Bake');
  type('Step description', 'Until golden', group('Step 2'));
  await pick(screen.getByLabelText('Allergens'), gluten.name);
  type('Yield', '12');
  type('Portion name', 'biscuits');
  click('Save');

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'r9' })));
  expect(sent).toEqual({
    input: {
      type: 'RECIPE',
      kitchenId: KITCHEN,
      title: 'Shortbread',
      description: null,
      coverPic: null,
      video: null,
      status: 'ACTIVE',
      categoryId: mains.id,
      subCategoryId: null,
      isPrivate: false,
      cookIds: [],
      utensils: [],
      yieldValue: 12,
      yieldUnitId: null,
      yieldUnitOfMeasure: 'biscuits',
      notes: null,
      steps: [
        { title: 'Rub', description: null, image: null, video: null },
        { title: 'Bake', description: 'Until golden', image: null, video: null },
      ],
      allergenIds: [gluten.id],
      ingredients: [
        { position: 1, ingredientsId: flour.id, unitId: 'u1', quantity: 300, unitOfMeasure: 'g' },
        { position: 2, ingredientsId: butter.id, unitId: 'u2', quantity: 2, unitOfMeasure: 'pcs' },
      ],
    },
  });
});

test('a step without a title and a line without an ingredient are stopped with the spec’s words, and nothing is sent', async () => {
  const create = jest.fn(() => ({ data: { CreateRecipeMenu: storedRecipe() } satisfies Answer<CreateRecipeMenuMutation> }));
  const onSaved = jest.fn();
  renderScreen(<RecipeEditor type="MENU" kitchenId={KITCHEN} token="t" onSaved={onSaved} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    { request: { query: CREATE_RECIPE_MENU, variables: () => true }, result: create },
  ]);
  type('Title', 'Soup of the day');
  click('Add ingredient');
  type('Quantity', '1', await screen.findByLabelText('Ingredient 1'));
  click('Add step');
  await screen.findByLabelText('Step 1');
  click('Save');

  expect(await within(group('Step 1')).findByText('Please enter title')).toBeTruthy();
  expect(within(group('Ingredient 1')).getByText('Please select ingredient')).toBeTruthy();
  expect(screen.getAllByText('Please enter title')).toHaveLength(1);
  await settle();
  expect(create).not.toHaveBeenCalled();
  expect(onSaved).not.toHaveBeenCalled();
});

/** The recipe as the editor reads it: live (no draft waiting), or with a draft the service stacks saves on. */
const loaded = (draft: ReturnType<typeof storedRecipe> | null = null, live = storedRecipe()) =>
  mockAnswer(
    RECIPE_MENU_WITH_DRAFT,
    { id: 'r1' },
    {
      getRecipeMenuById: {
        ...live,
        versionNumber: draft ? 4 : 3,
        releasedVersionNumber: 3,
        draft: draft && { __typename: 'RecipeDraft', version: 4, recipe: { ...draft, sellingPrice: null, vatRate: null } },
      },
    },
  );
const editor = (onSaved = jest.fn()) => <RecipeEditor type="RECIPE" id="r1" token="t" onSaved={onSaved} onCancel={jest.fn()} />;
const inputValue = (label: string, scope: HTMLElement = document.body) => (within(scope).getByLabelText(label) as HTMLInputElement).value;

test('editing loads the recipe into every row and sends only what changed, rows in their new order with their ids', async () => {
  const onSaved = jest.fn();
  const input = {
    title: 'Brown butter shortbread',
    steps: [
      { id: 'st2', title: 'Bake', description: null, image: null, video: null },
      { id: 'st1', title: 'Rub', description: 'Rub the butter into the flour', image: '/media/step1', video: null },
    ],
    ingredients: [{ id: 'l1', position: 1, ingredientsId: flour.id, unitId: 'u1', quantity: 300, unitOfMeasure: 'g' }],
  };
  renderScreen(editor(onSaved), [
    ...choiceMocks(),
    loaded(),
    mockAnswer(
      UPDATE_RECIPE_MENU,
      { id: 'r1', input },
      { UpdateRecipeMenu: { ...storedRecipe({ title: input.title }), versionNumber: 4, releasedVersionNumber: 4 } },
    ),
  ]);
  await waitFor(() => expect(inputValue('Title')).toBe('Shortbread'));
  expect(inputValue('Step title', group('Step 1'))).toBe('Rub');
  expect(inputValue('Step title', group('Step 2'))).toBe('Bake');
  expect(inputValue('Quantity', group('Ingredient 2'))).toBe('200');
  expect(within(group('Ingredient 1')).getByTitle('Flour')).toBeTruthy();
  expect(within(group('Ingredient 2')).getByTitle('Butter')).toBeTruthy();

  type('Title', 'Brown butter shortbread');
  fireEvent.click(screen.getByLabelText('Move Step 2 up'));
  fireEvent.click(screen.getByLabelText('Remove Ingredient 2'));
  click('Save');
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: input.title })));
  expect(await screen.findByText('Saved')).toBeTruthy();
  expect(screen.queryByText(/Saved as a draft/)).toBeNull();
});

test('a recipe with a draft waiting edits the draft, and a save while the kitchen reviews changes says cooks still see the released version', async () => {
  const onSaved = jest.fn();
  const draft = storedRecipe({ title: 'Rosemary shortbread', notes: 'Rest the dough' });
  const update = { query: UPDATE_RECIPE_MENU, variables: { id: 'r1', input: { notes: 'Rest the dough for an hour' } } };
  renderScreen(editor(onSaved), [
    ...choiceMocks(),
    loaded(draft),
    mockAnswer(UPDATE_RECIPE_MENU, update.variables, {
      UpdateRecipeMenu: { ...draft, notes: 'Rest the dough for an hour', versionNumber: 5, releasedVersionNumber: 3 },
    }),
  ]);
  await waitFor(() => expect(inputValue('Title')).toBe('Rosemary shortbread'));
  expect(inputValue('Notes for the cooks')).toBe('Rest the dough');
  type('Notes for the cooks', 'Rest the dough for an hour');
  // The banner names the draft edited, so Save says what it makes (release-mode.ts).
  click('Save draft');
  expect(await screen.findByText('Saved as a draft: cooks still see version 3')).toBeTruthy();
  expect(onSaved).toHaveBeenCalled();
});

test("the service's field error lands on the step it names; a message for no field shows above the form", async () => {
  const onSaved = jest.fn();
  const update = { query: UPDATE_RECIPE_MENU, variables: { id: 'r1', input: { notes: 'Chill the dough' } } };
  const linkRefused = 'Please enter a valid https link or an uploaded file';
  const overdue = 'Your payment is overdue: recipes are read-only until it is paid';
  renderScreen(editor(onSaved), [
    ...choiceMocks(),
    loaded(),
    {
      request: update,
      result: { errors: [{ message: linkRefused, extensions: { code: 'BAD_USER_INPUT', field: 'input.steps.1.image' } }] },
    },
    { request: update, result: { errors: [{ message: overdue, extensions: { code: 'PAYMENT_OVERDUE' } }] } },
  ]);
  await waitFor(() => expect(inputValue('Title')).toBe('Shortbread'));
  type('Notes for the cooks', 'Chill the dough');
  click('Save');
  expect(await within(group('Step 2')).findByText(linkRefused)).toBeTruthy();
  expect(within(group('Step 1')).queryByText(linkRefused)).toBeNull();

  click('Save');
  expect(await screen.findByText(overdue)).toBeTruthy();
  expect(inputValue('Notes for the cooks')).toBe('Chill the dough');
  expect(onSaved).not.toHaveBeenCalled();
});
