import { BY_ID, CREATE, UPDATE, adminOf, codes, firstError, id, startHarness, superAdmin, type Harness } from './support';

/**
 * Recipes built from recipes (README 'Sub-recipes'), with the worked numbers of README 'Scaling':
 * steak frites for 6 on a red wine sauce (makes 0.5 l) on a brown stock (makes 2 l).
 */
let h: Harness;
const kitchen = id();
const rival = id();
const [g, kg, ml, l, piece, portion, bunch] = [id(), id(), id(), id(), id(), id(), id()];
const [bones, water, onion, salt, butter, shallot, wine, steak, fries, parsley, milk] = [
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
  id(),
];
const fish = id();
let stock: string;
let sauce: string;
let dish: string;

type Line = {
  quantity: number;
  subRecipeId: string | null;
  subRecipeTitle: string | null;
  subRecipeYield: number | null;
  scaled: { quantity: number; unit: { id: string } | null } | null;
  scaledQuantity: number | null;
  grams: number | null;
  conversionProblem: string | null;
  subRecipe: { id: string; title: string } | null;
};
const LINES = `ingredients { quantity subRecipeId subRecipeTitle subRecipeYield scaled { quantity unit { id } } scaledQuantity
  grams conversionProblem subRecipe { id title } }`;
const OPEN = `query ($id: ID!, $y: Float) { getRecipeMenuById(id: $id, scaleToYield: $y) { id title scaledYieldValue ${LINES} } }`;
const DELETE = `mutation ($id: ID!, $force: Boolean) { DeleteRecipeMenu(id: $id, force: $force) }`;

const CODE: Record<string, string> = { [g]: 'g', [kg]: 'kg', [ml]: 'ml', [l]: 'l', [piece]: 'piece', [portion]: 'portion' };
const shown = (line: Line) => `${line.scaled?.quantity} ${line.scaled?.unit ? CODE[line.scaled.unit.id] : ''}`.trim();

async function open(recipeId: string, y?: number, caller = adminOf(kitchen)) {
  const reply = await h.call<{ getRecipeMenuById: { title: string; ingredients: Line[] } }>(OPEN, { id: recipeId, y }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.getRecipeMenuById.ingredients as Line[];
}

async function create(input: Record<string, unknown>, caller = adminOf(kitchen)) {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: input }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}

const line = (ingredientsId: string, quantity: number, unitId?: string) => ({ ingredientsId, quantity, unitId });
const sub = (subRecipeId: string, quantity: number, unitId?: string) => ({ subRecipeId, quantity, unitId });

beforeAll(async () => {
  h = await startHarness('recipe_sub_recipes');
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(kg, { code: 'kg', dimension: 'MASS', toBase: 1000 });
  await h.unit(ml, { code: 'ml', dimension: 'VOLUME', toBase: 1 });
  await h.unit(l, { code: 'l', dimension: 'VOLUME', toBase: 1000 });
  await h.unit(piece, { code: 'piece', dimension: 'COUNT', toBase: 1 });
  await h.unit(portion, { code: 'portion', dimension: 'COUNT', toBase: 1 });
  await h.unit(bunch, { code: 'bunch', dimension: 'COUNT', toBase: null });
  await h.allergen(fish, 'FISH');
  const free = { freeFromAllergenIds: [fish] };
  await h.ingredient(bones, 'Veal bones', [], null, free);
  await h.ingredient(water, 'Water', [], null, { ...free, density: 1 });
  await h.ingredient(onion, 'Onion', [], null, { ...free, pieceWeight: 150 });
  await h.ingredient(salt, 'Salt', [], null, free);
  await h.ingredient(butter, 'Butter', [], null, free);
  await h.ingredient(shallot, 'Shallot', [], null, { ...free, pieceWeight: 30 });
  await h.ingredient(wine, 'Red wine', [], null, free);
  await h.ingredient(steak, 'Sirloin', [], null, free);
  await h.ingredient(fries, 'Fries', [], null, free);
  await h.ingredient(parsley, 'Parsley', [], null, free);
  await h.ingredient(milk, 'Whole milk', [], null, { ...free, density: 1.03 });
  stock = await create({
    title: 'Brown stock',
    yieldValue: 2,
    yieldUnitId: l,
    ingredients: [line(bones, 1.5, kg), line(water, 3, l), line(onion, 2, piece), line(salt, 10, g)],
  });
  sauce = await create({
    title: 'Red wine sauce',
    yieldValue: 0.5,
    yieldUnitId: l,
    ingredients: [sub(stock, 0.4, l), line(butter, 50, g), line(shallot, 1, piece), line(wine, 150, ml)],
  });
  dish = await create({
    title: 'Steak frites',
    type: 'MENU',
    yieldValue: 6,
    yieldUnitOfMeasure: 'portions',
    ingredients: [line(steak, 1.2, kg), sub(sauce, 300, ml), line(fries, 900, g), line(salt, 6, g), line(onion, 3, piece)],
  });
});

afterAll(async () => {
  await h.stop();
});

describe('scaling a dish with sub-recipes: each line in its best unit, each sub-recipe opened at exactly what the line needs', () => {
  test('6 → 25 portions (× 25/6), then down through the sauce (at 1.25 l) and the stock (at 1 l)', async () => {
    const lines = await open(dish, 25);
    expect(lines.map(shown)).toEqual(['5 kg', '1.25 l', '3.75 kg', '25 g', '12.5 piece']);
    expect(lines.map((x) => x.subRecipeYield)).toEqual([null, 1.25, null, null, null]);
    // The deprecated figure stays in the line's own unit when scaled moved it: 1,250 ml, 3,750 g.
    expect(lines.map((x) => x.scaledQuantity)).toEqual([5, 1250, 3750, 25, 12.5]);

    const sauceLines = await open(sauce, lines[1]?.subRecipeYield ?? 0);
    expect(sauceLines.map(shown)).toEqual(['1 l', '125 g', '2.5 piece', '375 ml']);
    expect(sauceLines[0]?.subRecipeYield).toBe(1);

    const stockLines = await open(stock, sauceLines[0]?.subRecipeYield ?? 0);
    expect(stockLines.map(shown)).toEqual(['750 g', '1.5 l', '1 piece', '5 g']);
  });

  test('6 → 1 portion (× 1/6), then the sauce at 0.05 l and the stock at 0.04 l', async () => {
    const lines = await open(dish, 1);
    expect(lines.map(shown)).toEqual(['200 g', '50 ml', '150 g', '1 g', '0.5 piece']);
    expect(lines[1]?.subRecipeYield).toBe(0.05);

    const sauceLines = await open(sauce, 0.05);
    expect(sauceLines.map(shown)).toEqual(['40 ml', '5 g', '0.5 piece', '15 ml']);
    expect(sauceLines[0]?.subRecipeYield).toBe(0.04);

    const stockLines = await open(stock, 0.04);
    expect(stockLines.map(shown)).toEqual(['30 g', '60 ml', '0.5 piece', '0.2 g']);
  });

  test('a scale of 0 or −2 is refused on scaleToYield, in the caller’s language, never clamped', async () => {
    for (const y of [0, -2]) {
      const reply = await h.call(OPEN, { id: dish, y }, adminOf(kitchen), { locale: 'nl' });
      expect(firstError(reply)).toMatchObject({
        message: 'Vul een getal groter dan 0 in',
        extensions: { code: 'BAD_USER_INPUT', field: 'scaleToYield' },
      });
    }
  });

  test('unscaled, a sub-recipe line still says how much of its yield it takes; nothing else is scaled', async () => {
    const lines = await open(dish);
    expect(lines.map((x) => [x.scaled, x.scaledQuantity, x.subRecipeYield])).toEqual([
      [null, null, null],
      [null, null, 0.3],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });
});

test('grams: through the unit and the ingredient’s density or piece weight (the kitchen’s own first), never guessed', async () => {
  const dough = await create({ title: 'Dough', yieldValue: 1, yieldUnitId: kg, ingredients: [line(water, 300, ml)] });
  const weighed = await create({
    title: 'Weighed',
    yieldValue: 2,
    ingredients: [
      line(steak, 1.2, kg),
      line(onion, 3, piece),
      line(milk, 100, ml),
      line(wine, 100, ml),
      line(parsley, 1, bunch),
      { ingredientsId: salt, quantity: 1, unitOfMeasure: 'pinch' },
      line(parsley, 2, piece),
      sub(sauce, 300, ml),
      sub(dough, 200, g),
      sub(dish, 1, portion),
    ],
  });
  const grams = async (y?: number) => (await open(weighed, y)).map((x) => [x.grams, x.conversionProblem]);
  expect(await grams()).toEqual([
    [1200, null],
    [450, null], // 3 × 150 g
    [103, null], // 100 ml × 1.03 g/ml
    [null, 'NEEDS_DENSITY'],
    [null, 'NOT_CONVERTIBLE'], // a bunch is no number of grams
    [null, 'NO_UNIT'],
    [null, 'NEEDS_PIECE_WEIGHT'],
    [null, 'NEEDS_DENSITY'], // a sauce measured in litres states no density
    [200, null], // of a dough that makes 1 kg
    [null, 'NOT_CONVERTIBLE'], // portions
  ]);
  // Scaled (× 2), the weights follow.
  expect((await grams(4)).slice(0, 3)).toEqual([
    [2400, null],
    [900, null],
    [206, null],
  ]);
  // This kitchen's onions weigh 120 g; another kitchen's figure changes nothing here.
  await h.deliver('IngredientConversionsSet', { ingredientId: onion, kitchenId: kitchen, density: null, pieceWeight: 120 });
  await h.deliver('IngredientConversionsSet', { ingredientId: onion, kitchenId: rival, density: null, pieceWeight: 999 });
  expect((await grams())[1]).toEqual([360, null]);
  // An older statement arriving late does not undo it.
  await h.deliver(
    'IngredientConversionsSet',
    { ingredientId: onion, kitchenId: kitchen, density: null, pieceWeight: 80 },
    '2000-01-01T00:00:00.000Z',
  );
  expect((await grams())[1]).toEqual([360, null]);
});

describe('what a sub-recipe line may name', () => {
  const refused = async (input: Record<string, unknown>, caller = adminOf(kitchen), locale?: string) => {
    const reply = await h.call(CREATE, { i: { title: 'Try', ...input } }, caller, locale ? { locale } : undefined);
    return firstError(reply);
  };

  test('a recipe of the same kitchen with a yield, in a unit that converts to that yield', async () => {
    const noYield = await create({ title: 'Mise en place' });
    expect(await refused({ ingredients: [sub(noYield, 1)] })).toMatchObject({
      message: 'Mise en place has no yield yet: give it one before using it in another recipe',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.subRecipeId' },
    });
    expect(await refused({ ingredients: [line(salt, 1, g), sub(sauce, 100, g)] })).toMatchObject({
      message: 'Red wine sauce makes 0.5 l: choose a unit that converts to it',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.1.unitId' },
    });
    expect(await refused({ ingredients: [sub(sauce, 2)] })).toMatchObject({ extensions: { field: 'ingredients.0.unitId' } });
    expect(await refused({ ingredients: [sub(dish, 100, ml)] }, adminOf(kitchen), 'nl')).toMatchObject({
      message: 'Steak frites wordt in porties geteld: geef deze regel in porties',
      extensions: { field: 'ingredients.0.unitId' },
    });
    expect(await refused({ ingredients: [sub(id(), 1)] })).toMatchObject({
      message: 'Please select a recipe',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.subRecipeId' },
    });
    // Portions for a dish counted in portions, with or without the 'portion' unit.
    expect(await create({ title: 'Two plates', yieldValue: 2, ingredients: [sub(dish, 2), sub(dish, 1, portion)] })).toBeTruthy();
  });

  test('a yield unit is a weight, a volume or portions, and one catalog has', async () => {
    expect(await refused({ yieldValue: 4, yieldUnitId: piece })).toMatchObject({
      message: 'A yield is a weight, a volume or portions',
      extensions: { code: 'BAD_USER_INPUT', field: 'yieldUnitId' },
    });
    expect(await refused({ yieldValue: 4, yieldUnitId: id() })).toMatchObject({ extensions: { field: 'yieldUnitId' } });
    const reply = await h.call<{ CreateRecipeMenu: { yieldUnitId: string } }>(
      `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { yieldUnitId yieldUnit { id } } }`,
      { i: { title: 'Jus', yieldValue: 1, yieldUnitId: portion } },
      adminOf(kitchen),
    );
    expect(reply.data).toEqual({ CreateRecipeMenu: { yieldUnitId: portion, yieldUnit: { id: portion } } });
  });

  test("another kitchen's recipe or ingredient reads exactly like one that is not there, even for a super admin", async () => {
    const theirIngredient = id();
    await h.ingredient(theirIngredient, 'Their jus', [], rival);
    const theirs = await create({ title: 'Their demi-glace', yieldValue: 1, ingredients: [line(theirIngredient, 1)] }, adminOf(rival));
    const missing = await refused({ ingredients: [sub(id(), 1, portion)] });
    expect(missing).toMatchObject({
      message: 'Please select a recipe',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.subRecipeId' },
    });
    expect(await refused({ ingredients: [sub(theirs, 1, portion)] })).toEqual(missing);
    expect(await refused({ ingredients: [line(theirIngredient, 1)] })).toEqual(await refused({ ingredients: [line(id(), 1)] }));
    expect(await refused({ kitchenId: kitchen, ingredients: [sub(theirs, 1)] }, superAdmin)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.subRecipeId' },
    });
  });
});

describe('loops', () => {
  test('a recipe using itself is refused, naming the loop', async () => {
    const reply = await h.call(UPDATE, { id: stock, i: { ingredients: [line(water, 1, l), sub(stock, 1, l)] } }, adminOf(kitchen));
    expect(firstError(reply)).toMatchObject({
      message: 'A recipe cannot contain itself: Brown stock → Brown stock',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.1.subRecipeId' },
    });
  });

  test('so is one using itself through others (stock → dish → sauce → stock); nothing changes', async () => {
    const before = await h.recipes.findById(stock).lean();
    const reply = await h.call(UPDATE, { id: stock, i: { ingredients: [line(water, 1, l), sub(dish, 1)] } }, adminOf(kitchen), {
      locale: 'de',
    });
    expect(firstError(reply)).toMatchObject({
      message: 'Ein Rezept kann sich nicht selbst enthalten: Brown stock → Steak frites → Red wine sauce → Brown stock',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.1.subRecipeId' },
    });
    expect((await h.recipes.findById(stock).lean())?.ingredients).toEqual(before?.ingredients);
  });
});

describe('who sees what', () => {
  test('a cook who sees the dish but not its private sub-recipe reads the line by name and cannot open it', async () => {
    const cook = await h.cook(kitchen);
    const secret = await create({ title: 'Secret jus', isPrivate: true, yieldValue: 1, yieldUnitId: l, ingredients: [line(wine, 1, l)] });
    const plate = await create({ title: 'Plate', yieldValue: 1, ingredients: [sub(secret, 100, ml), sub(sauce, 100, ml)] });
    const [jus, known] = await open(plate, undefined, cook);
    expect(jus).toMatchObject({ subRecipeId: secret, subRecipeTitle: 'Secret jus', subRecipe: null, subRecipeYield: 0.1 });
    expect(known).toMatchObject({ subRecipeTitle: 'Red wine sauce', subRecipe: { id: sauce, title: 'Red wine sauce' } });
    expect(codes(await h.call(BY_ID, { id: secret }, cook))).toEqual(['FORBIDDEN']);
    // usedIn lists only what the caller may see.
    const usedIn = async (recipeId: string, caller: Parameters<Harness['call']>[2]) =>
      (
        await h.call<{ getRecipeMenuById: { usedIn: { title: string }[] } }>(
          `query ($id: ID!) { getRecipeMenuById(id: $id) { usedIn { title } } }`,
          { id: recipeId },
          caller,
        )
      ).data?.getRecipeMenuById.usedIn.map((r) => r.title);
    const hidden = await create({ title: 'Staff meal', isPrivate: true, yieldValue: 1, ingredients: [sub(sauce, 50, ml)] });
    expect(await usedIn(sauce, adminOf(kitchen))).toEqual(['Plate', 'Staff meal', 'Steak frites', 'Weighed']);
    expect(await usedIn(sauce, cook)).toEqual(['Plate', 'Steak frites', 'Weighed']);
    expect(hidden).toBeTruthy();
  });
});

describe('deleting a recipe others use', () => {
  test('is refused, naming them; force deletes it, and they keep the line by its last title, UNKNOWN for every allergen', async () => {
    const base = await create({ title: 'Fish fumet', yieldValue: 1, yieldUnitId: l, ingredients: [line(water, 1, l)] });
    const bisque = await create({ title: 'Bisque', yieldValue: 4, ingredients: [sub(base, 0.5, l), line(salt, 5, g)] });
    const gratin = await create({ title: 'Gratin', yieldValue: 4, ingredients: [sub(base, 200, ml)] });
    const platter = await create({ title: 'Platter', yieldValue: 2, ingredients: [sub(bisque, 1)] });
    const fishStatus = async (recipeId: string) =>
      (
        await h.call<{ getRecipeMenuById: { allergenProfile: { status: string; via: string[] }[] } }>(
          `query ($id: ID!) { getRecipeMenuById(id: $id) { allergenProfile { allergen { id } status via } } }`,
          { id: recipeId },
          adminOf(kitchen),
        )
      ).data?.getRecipeMenuById.allergenProfile[0];
    expect(await fishStatus(platter)).toEqual({ allergen: { id: fish }, status: 'FREE', via: [] });

    const refused = await h.call(DELETE, { id: base }, adminOf(kitchen));
    expect(firstError(refused)).toMatchObject({
      message: 'Used in Bisque, Gratin',
      extensions: {
        code: 'BAD_USER_INPUT',
        usedIn: [
          { id: bisque, title: 'Bisque' },
          { id: gratin, title: 'Gratin' },
        ],
      },
    });
    expect((await open(bisque))[0]?.subRecipe).toEqual({ id: base, title: 'Fish fumet' });

    expect((await h.call(DELETE, { id: base, force: true }, adminOf(kitchen))).data).toEqual({ DeleteRecipeMenu: true });
    const [gone] = await open(bisque);
    expect(gone).toMatchObject({ subRecipeId: base, subRecipeTitle: 'Fish fumet', subRecipe: null, subRecipeYield: null });
    expect(await fishStatus(bisque)).toEqual({ allergen: { id: fish }, status: 'UNKNOWN', via: ['Fish fumet'] });
    expect(await fishStatus(platter)).toEqual({ allergen: { id: fish }, status: 'UNKNOWN', via: ['Bisque'] });
    // The parent can still be saved as it is; the dangling line stays until someone replaces it.
    const renamed = await h.call(UPDATE, { id: bisque, i: { title: 'Lobster bisque' } }, adminOf(kitchen));
    expect(renamed.errors).toBeUndefined();
    // A recipe nobody uses goes without force.
    expect((await h.call(DELETE, { id: platter }, adminOf(kitchen))).data).toEqual({ DeleteRecipeMenu: true });
  });
});
