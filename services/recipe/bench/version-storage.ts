import { performance } from 'node:perf_hooks';
import { start } from '@brigade/embedded-mongo';
import { newEvent } from '@brigade/events';
import { subgraphClient, type Caller } from '@brigade/service-kit';
import { mongo, Types } from 'mongoose';
import pino from 'pino';
import { recipeDeps, recipeEventHandlers, startRecipe } from '../dist/app';
import { recipeSettings } from '../dist/settings';
import { diffVersions } from '../dist/versions/version-diff';

/*
 * `npm run bench:versions -w @brigade/recipe`: a 40-line recipe with 8 steps saved once and then
 * edited 100 times (one quantity per save, as a chef adjusts), the way the editor sends it; prints
 * what its history stores against 100 full copies, and how long reading it takes (README
 * 'Versions'). The recipe service runs as the tests run it: built, on embedded MongoDB, in this process.
 */
const LINES = Number(process.env.BENCH_LINES ?? 40);
const EDITS = Number(process.env.BENCH_EDITS ?? 100);
const KEY = new TextEncoder().encode('b'.repeat(32));
const TRIAL = { TRIAL_RECIPE_LIMIT: '25', TRIAL_DISH_LIMIT: '25', TRIAL_VIEW_LIMIT: '50' };

const oid = () => new Types.ObjectId().toHexString();
const ms = (from: number) => `${(performance.now() - from).toFixed(1)} ms`;

async function main() {
  const db = await start({ port: 0 });
  const config = {
    port: 0,
    mongo: { uri: db.uri, dbName: 'bench_versions' },
    internalKey: KEY,
    kafkaBrokers: [],
    outboxIntervalMs: 200,
    production: false,
  };
  const service = await startRecipe(config, pino({ level: 'silent' }), TRIAL);
  try {
    const deps = recipeDeps(service.connection, recipeSettings(TRIAL), config.internalKey);
    const handlers = recipeEventHandlers(deps);
    const deliver = (type: string, payload: object) => handlers[type]?.(newEvent(type, payload, { producer: 'bench', aggregateId: 'x' }));
    const ingredients = Array.from({ length: LINES }, oid);
    for (const [i, ingredientId] of ingredients.entries()) {
      await deliver('IngredientChanged', { ingredientId, kitchenId: null, name: `Ingredient ${i + 1}`, allergenIds: [] });
    }
    const grams = oid();
    await deliver('UnitChanged', { unitId: grams, name: 'g', code: 'g', dimension: 'MASS', toBase: 1 });
    const kitchenId = oid();
    const admin: Caller = { kind: 'user', userId: oid(), roles: ['ADMIN'], kitchenId, tokenVersion: 0 };
    const call = subgraphClient(service.url, KEY, 'recipe');
    const send = async <T>(query: string, variables: Record<string, unknown>) => {
      const reply = await call<T>(query, variables, admin);
      if (reply.errors?.length || !reply.data) throw new Error(`unexpected errors: ${JSON.stringify(reply.errors)}`);
      return reply.data;
    };

    const lineIds = Array.from({ length: LINES }, oid);
    const lines = (edit: number) =>
      ingredients.map((ingredientsId, i) => ({
        id: lineIds[i],
        ingredientsId,
        unitId: grams,
        quantity: 10 + i + (edit && i === edit % LINES ? edit : 0),
        unitOfMeasure: 'g',
      }));
    const steps = Array.from({ length: 8 }, (_, i) => ({
      id: oid(),
      title: `Step ${i + 1}`,
      description: `Do the ${i + 1}th thing carefully.`,
    }));
    const created = await send<{ CreateRecipeMenu: { id: string } }>(
      `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`,
      { i: { title: 'Cassoulet', description: 'Beans, confit, sausage', ingredients: lines(0), steps } },
    );
    const recipeId = created.CreateRecipeMenu.id;
    let started = performance.now();
    for (let edit = 1; edit <= EDITS; edit++) {
      await send(`mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { id } }`, {
        id: recipeId,
        i: { ingredients: lines(edit), changeNote: `edit ${edit}` },
      });
    }
    const saving = ms(started);

    const doc = (await deps.recipes.collection.findOne({ _id: new Types.ObjectId(recipeId) })) as Record<string, unknown>;
    const { _outbox: _events, ...recipe } = doc;
    const fullCopy = mongo.BSON.calculateObjectSize(recipe);
    const docs = await deps.versions.collection.find({ recipeId: new Types.ObjectId(recipeId) }).toArray();
    const stored = docs.reduce((sum, d) => sum + mongo.BSON.calculateObjectSize(d), 0);
    const snapshots = docs.filter((d) => d.snapshot).length;

    started = performance.now();
    await send(`query ($r: ID!) { getRecipeVersions(recipeId: $r, pageNo: 1, sizePerPage: 100) { total records { number note } } }`, {
      r: recipeId,
    });
    const listing = ms(started);
    started = performance.now();
    await send(`query ($r: ID!, $n: Int!) { getRecipeVersion(recipeId: $r, number: $n) { content { title } } }`, { r: recipeId, n: EDITS });
    const reading = ms(started);

    // Compare the first and the last version: two rebuilds and the diff, through the service…
    started = performance.now();
    await send(`query ($r: ID!, $a: Int!, $b: Int!) { compareRecipeVersions(recipeId: $r, from: $a, to: $b) { lines { kind } } }`, {
      r: recipeId,
      a: 1,
      b: EDITS + 1,
    });
    const comparing = ms(started);
    // …and the diff alone, on the two contents, as its median over 200 runs.
    const [first, last] = await Promise.all([
      deps.versions.get(new Types.ObjectId(recipeId), 1),
      deps.versions.get(new Types.ObjectId(recipeId), EDITS + 1),
    ]);
    const runs = Array.from({ length: 200 }, () => {
      const at = performance.now();
      diffVersions(first!.content, last!.content);
      return performance.now() - at;
    }).sort((a, b) => a - b);
    const diffing = `${(runs[100] ?? 0).toFixed(2)} ms`;

    const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
    console.log(
      `recipe versions: ${LINES} lines, 8 steps, saved once and edited ${EDITS} times (recipe built, embedded MongoDB, one process)`,
    );
    row('a full copy of the recipe document', `${fullCopy} bytes`);
    row(`${docs.length} versions stored (${snapshots} snapshots)`, `${stored} bytes, ${Math.round(stored / docs.length)} per version`);
    row(`${docs.length} full copies`, `${fullCopy * docs.length} bytes`);
    row('history / full copies', `${((stored / (fullCopy * docs.length)) * 100).toFixed(1)} %`);
    row(`${EDITS} saves`, saving);
    row('list of 100 versions (getRecipeVersions)', listing);
    row(`version ${EDITS} rebuilt (getRecipeVersion)`, reading);
    row(`versions 1 and ${EDITS + 1} compared (compareRecipeVersions)`, comparing);
    row(`diff of two ${LINES}-line versions alone (median)`, diffing);
  } finally {
    await service.stop();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
