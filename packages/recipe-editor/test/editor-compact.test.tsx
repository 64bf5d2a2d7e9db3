import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { print } from 'graphql';
import { RecipeEditor } from '../src/editor/RecipeEditor';
import { RELEASE_SETTINGS } from '../src/editor/release-settings';
import { UPDATE_RECIPE_MENU } from '../src/recipes/mutations';
import { RECIPE_MENU_WITH_DRAFT } from '../src/releases/queries';
import { butter, choiceMocks, flour, KITCHEN, onion, storedLine, storedRecipe } from './support/fixtures';
import { renderScreen } from './support/render';

// The compact line editor (issue #45): one row per line under one heading row, its keys, the sticky
// Save bar, the draft wording with review on, and the editor's requests starting together.
jest.setTimeout(45_000);

const threeLines = storedRecipe({
  ingredients: [
    storedLine({ id: 'l1', position: 1, ingredientsId: flour.id, ingredient: flour, quantity: 300, grams: 300 }),
    storedLine({ id: 'l2', position: 2, ingredientsId: butter.id, ingredient: butter, quantity: 200, grams: 200 }),
    storedLine({ id: 'l3', position: 3, ingredientsId: onion.id, ingredient: onion, quantity: 50, grams: 50 }),
  ],
});

const loaded = (options: { delay?: number; draft?: boolean } = {}) =>
  mockAnswer(
    RECIPE_MENU_WITH_DRAFT,
    { id: 'r1' },
    {
      getRecipeMenuById: {
        ...threeLines,
        versionNumber: options.draft ? 4 : 3,
        releasedVersionNumber: 3,
        draft: options.draft
          ? { __typename: 'RecipeDraft', version: 4, recipe: { ...threeLines, sellingPrice: null, vatRate: null } }
          : null,
      },
    },
    { delay: options.delay },
  );
const review = (reviewChanges: boolean) =>
  mockAnswer(
    RELEASE_SETTINGS,
    { kitchenId: KITCHEN },
    { getReleaseSettings: { __typename: 'ReleaseSettings', kitchenId: KITCHEN, reviewChanges } },
  );

/** A kitchen admin's console names the kitchen (`kitchenId`), as console-kit's RecipeFormPage does. */
const editor = () => <RecipeEditor type="RECIPE" id="r1" kitchenId={KITCHEN} token="t" onSaved={jest.fn()} onCancel={jest.fn()} />;
const lines = () => screen.getAllByTestId('ingredient-line');

test('a 3-line recipe: one heading row, each line its item, quantity, unit, hint and buttons in one row', async () => {
  renderScreen(editor(), [...choiceMocks(), loaded(), review(false)]);
  await waitFor(() => expect(lines()).toHaveLength(3));
  // The column headings are written once, over the lines; no line repeats a label.
  expect(screen.getAllByTestId('ingredient-head')).toHaveLength(1);
  for (const heading of ['Ingredient or recipe', 'Quantity', 'Unit']) expect(screen.getAllByText(heading)).toHaveLength(1);
  lines().forEach((line, index) => {
    expect(line.getAttribute('aria-label')).toBe(`Ingredient ${index + 1}`);
    expect(line.querySelectorAll('label')).toHaveLength(0);
    for (const field of ['Ingredient or recipe', 'Quantity', 'Unit']) expect(within(line).getByLabelText(field)).toBeTruthy();
    expect(within(line).getByLabelText(`Move Ingredient ${index + 1} up`)).toBeTruthy();
    expect(within(line).getByLabelText(`Remove Ingredient ${index + 1}`)).toBeTruthy();
  });
  expect(within(lines()[0]!).getByTitle('Flour')).toBeTruthy();
  // The weight hint sits in the line's own row, not on a row of its own.
  await waitFor(() => expect(within(lines()[0]!).getByText('≈ 300 g')).toBeTruthy());
  expect(within(lines()[1]!).getByText('≈ 200 g')).toBeTruthy();
  // Save and Cancel in the sticky bar.
  const actions = screen.getByTestId('form-actions');
  expect(actions.style.position).toBe('sticky');
  expect(actions.style.bottom).toBe('0px');
  expect(within(actions).getByText('Save')).toBeTruthy();
  expect(within(actions).getByText('Cancel')).toBeTruthy();
});

test('Enter in the last quantity adds a line and focuses its picker without submitting; ArrowDown and ArrowUp move between quantities', async () => {
  const update = jest.fn(() => ({ data: null }));
  renderScreen(editor(), [
    ...choiceMocks(),
    loaded(),
    review(false),
    { request: { query: UPDATE_RECIPE_MENU, variables: () => true }, result: update } as MockLink.MockedResponse,
  ]);
  await waitFor(() => expect(lines()).toHaveLength(3));
  const quantity = (index: number) => within(lines()[index]!).getByLabelText('Quantity');

  // fireEvent answers false when the handler prevented the key's default: Enter's is the form's submission.
  expect(fireEvent.keyDown(quantity(2), { key: 'Enter' })).toBe(false);
  await waitFor(() => expect(lines()).toHaveLength(4));
  await waitFor(() => expect(document.activeElement).toBe(within(lines()[3]!).getByLabelText('Ingredient or recipe')));
  expect(screen.queryByText('Please select ingredient')).toBeNull();

  quantity(0).focus();
  expect(fireEvent.keyDown(quantity(0), { key: 'ArrowDown' })).toBe(false);
  expect(document.activeElement).toBe(quantity(1));
  fireEvent.keyDown(quantity(1), { key: 'ArrowUp' });
  expect(document.activeElement).toBe(quantity(0));
  // The arrows move between lines: they no longer step the number.
  expect((quantity(0) as HTMLInputElement).value).toBe('300');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(update).not.toHaveBeenCalled();
});

test("for a kitchen admin editing a recipe, the look-ups are asked for while the recipe's answer is still on its way", async () => {
  const asked: string[] = [];
  const operationName = (mock: MockLink.MockedResponse) => /(query|mutation) (\w+)/.exec(print(mock.request.query))?.[2] ?? '?';
  // Each mock notes its operation when a request matches it (the request's moment, not the answer's).
  const recorded = (mock: MockLink.MockedResponse): MockLink.MockedResponse => {
    const name = operationName(mock);
    const expected = JSON.stringify(mock.request.variables ?? {});
    return {
      ...mock,
      request: {
        query: mock.request.query,
        variables: (variables: Record<string, unknown>) => {
          const match = JSON.stringify(variables ?? {}) === expected;
          if (match) asked.push(name);
          return match;
        },
      },
    };
  };
  const RECIPE_DELAY = 1500;
  renderScreen(editor(), [...choiceMocks(), loaded({ delay: RECIPE_DELAY }), review(true)].map(recorded));
  const lookUps = [
    'RecipeEditorCategories',
    'RecipeEditorIngredients',
    'RecipeEditorUnits',
    'RecipeEditorSubRecipes',
    'RecipeEditorAllergens',
    'RecipeEditorCooks',
  ];
  await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['RecipeMenuWithDraft', 'RecipeEditorReleaseSettings', ...lookUps])), {
    timeout: RECIPE_DELAY - 500,
  });
  // The recipe has not answered yet: the form is not there.
  expect(screen.queryByLabelText('Title')).toBeNull();

  await waitFor(() => expect(lines()).toHaveLength(3), { timeout: RECIPE_DELAY + 3000 });
  // The form read the early answers: the kitchen's lists were asked for once, not again once the recipe came.
  expect(asked.filter((name) => name === 'RecipeEditorIngredients')).toHaveLength(1);
  expect(asked.filter((name) => name === 'RecipeEditorSubRecipes')).toHaveLength(1);
  // The sub-categories depend on the recipe's category: asked once it is known.
  expect(asked.indexOf('RecipeEditorSubCategories')).toBeGreaterThan(asked.indexOf('RecipeMenuWithDraft'));
});

test('with review on, Save reads "Save draft" and the banner says cooks keep the released version', async () => {
  renderScreen(editor(), [...choiceMocks(), loaded(), review(true)]);
  await waitFor(() => expect(within(screen.getByTestId('form-actions')).getByText('Save draft')).toBeTruthy());
  expect(
    screen.getByText('Changes are reviewed in this kitchen: saving makes a draft, and cooks keep seeing version 3 until it is released.'),
  ).toBeTruthy();
});

test('with review on and a draft waiting, the banner says which draft is edited', async () => {
  renderScreen(editor(), [...choiceMocks(), loaded({ draft: true }), review(true)]);
  expect(await screen.findByText('Editing the draft of version 4: cooks keep seeing version 3 until the draft is released.')).toBeTruthy();
  expect(await within(screen.getByTestId('form-actions')).findByText('Save draft')).toBeTruthy();
});

test('with review off, Save reads "Save" and no banner shows', async () => {
  renderScreen(editor(), [...choiceMocks(), loaded(), review(false)]);
  await waitFor(() => expect(lines()).toHaveLength(3));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(within(screen.getByTestId('form-actions')).getByText('Save')).toBeTruthy();
  expect(screen.queryByText('Save draft')).toBeNull();
  expect(screen.queryByText(/Changes are reviewed|Editing the draft/)).toBeNull();
});

test('a new recipe saves live even with review on: no draft wording', async () => {
  renderScreen(<RecipeEditor type="RECIPE" kitchenId={KITCHEN} token="t" onSaved={jest.fn()} onCancel={jest.fn()} />, [
    ...choiceMocks(),
    review(true),
  ]);
  await screen.findByLabelText('Title');
  expect(within(screen.getByTestId('form-actions')).getByText('Save')).toBeTruthy();
  expect(screen.queryByText(/Changes are reviewed/)).toBeNull();
});

test('a waiting draft, while the kitchen’s setting is still unknown, is saved as the draft the banner names', async () => {
  renderScreen(editor(), [...choiceMocks(), loaded({ draft: true })]);
  expect(await screen.findByText('Editing the draft of version 4: cooks keep seeing version 3 until the draft is released.')).toBeTruthy();
  expect(within(screen.getByTestId('form-actions')).getByText('Save draft')).toBeTruthy();
});
