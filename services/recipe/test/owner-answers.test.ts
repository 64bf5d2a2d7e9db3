import { ingredientProjection } from '../src/ingredients/ingredient-projection';
import { id, startHarness, type Harness } from './support';

/**
 * What an owner answered for an id the projection had not heard of (README 'Read your own
 * writes') fills that gap only: every event of the owner, even an old one, replaces it, and it
 * never brings back an entry whose deletion was heard of.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness('recipe_owner_answers');
}, 60_000);
afterAll(() => h.stop());

const answered = (ingredientId: string, name: string) => ({
  _id: ingredientId,
  kitchenId: null,
  name,
  allergenIds: [],
  mayContainAllergenIds: [],
  freeFromAllergenIds: [],
  density: null,
  pieceWeight: null,
  nutrition: null,
});

test("the owner's event replaces its answer, even an event older than the answer", async () => {
  const known = ingredientProjection(h.service.connection);
  const ingredientId = id();
  await known.asked(answered(ingredientId, 'Shio koji'));
  expect((await known.byIds([ingredientId])).get(ingredientId)?.name).toBe('Shio koji');
  await h.deliver(
    'IngredientChanged',
    { ingredientId, kitchenId: null, name: 'Shio koji (rice)', allergenIds: [] },
    '2020-01-01T00:00:00.000Z',
  );
  expect((await known.byIds([ingredientId])).get(ingredientId)?.name).toBe('Shio koji (rice)');
});

test('an answer changes nothing the projection already holds, and does not undo a deletion', async () => {
  const known = ingredientProjection(h.service.connection);
  const [held, gone] = [id(), id()];
  await h.ingredient(held, 'Yuzu');
  // What the projection holds is what the check goes on, not the answer.
  expect(await known.asked(answered(held, 'Something older'))).toMatchObject({ name: 'Yuzu', deleted: false });
  expect((await known.byIds([held])).get(held)?.name).toBe('Yuzu');
  await h.ingredient(gone, 'Sudachi');
  await h.deliver('IngredientDeleted', { ingredientId: gone, kitchenId: null });
  expect(await known.asked(answered(gone, 'Sudachi'))).toMatchObject({ deleted: true });
  expect((await known.byIds([gone])).has(gone)).toBe(false);
});
