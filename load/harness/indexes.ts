import { textSearch, withDatabase } from '@brigade/service-kit';

/**
 * Which plan the database picks for the recipe service's list filters (services/recipe/src/
 * recipes/recipes.queries.ts and recipe-access.ts build them; reproduced here, not imported).
 * Runs `explain('executionStats')` through the ordinary driver and reports the winning plan's
 * stages: IXSCAN (and which index) or COLLSCAN, keys and documents examined.
 */
export type PlanRow = { name: string; plan: string; keys: number | string; docs: number | string; returned: number | string };

type Doc = Record<string, unknown>;

const notDeleted = { _deleted: { $ne: true } };
const SORT_ORDER = { order: 1, _id: 1 } as const;
const SORT_TITLE = { title: 1, _id: 1 } as const;
const SORT_UPDATED = { updatedAt: -1, _id: 1 } as const;

/** The first object under `node` (depth first) having `key`. */
function find(node: unknown, key: string): Doc | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (key in node) return node as Doc;
  for (const value of Object.values(node)) {
    const found = find(value, key);
    if (found) return found;
  }
  return undefined;
}

/** A plan tree as `LIMIT > SORT > FETCH > IXSCAN kitchenId_1_order_1`. */
function stages(plan: unknown): string {
  const out: string[] = [];
  for (let node = plan as Doc | undefined; node;) {
    const stage = String(node.stage ?? '?');
    out.push(node.indexName ? `${stage} ${String(node.indexName)}` : stage);
    const inputs = node.inputStages as Doc[] | undefined;
    node = (node.inputStage as Doc | undefined) ?? inputs?.[0] ?? (node.queryPlan as Doc | undefined);
  }
  return out.join(' > ');
}

function row(name: string, explained: Doc): PlanRow {
  const planner = find(explained, 'queryPlanner')?.queryPlanner;
  const stats = find(explained, 'executionStats')?.executionStats as Doc | undefined;
  return {
    name,
    plan: planner ? stages((planner as Doc).winningPlan) : `no queryPlanner in the answer: ${JSON.stringify(explained).slice(0, 300)}`,
    keys: (stats?.totalKeysExamined as number | undefined) ?? '-',
    docs: (stats?.totalDocsExamined as number | undefined) ?? '-',
    returned: (stats?.nReturned as number | undefined) ?? '-',
  };
}

export async function explainRecipeLists(mongoUri: string, kitchenId: string, cookId: string, categoryId: string) {
  return withDatabase(mongoUri, 'brigade_recipe', async (connection) => {
    const db = connection.db;
    if (!db) throw new Error('no database handle');
    const collections = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    if (!collections.includes('recipemenus')) throw new Error(`no recipemenus collection in brigade_recipe: ${collections.join(', ')}`);
    const recipes = db.collection('recipemenus');
    const { ObjectId } = connection.base.Types;
    const kitchen = { ...notDeleted, kitchenId: new ObjectId(kitchenId) };
    const search = textSearch('salmon', ['title', 'description', 'ingredientNames']);
    const cook = {
      ...kitchen,
      status: 'ACTIVE',
      $or: [{ isPrivate: { $ne: true } }, { cookIds: new ObjectId(cookId) }],
    };
    const page = async (name: string, and: Doc[], sort: Doc) =>
      row(
        name,
        (await recipes
          .find({ $and: and })
          .sort(sort as never)
          .skip(0)
          .limit(20)
          .explain('executionStats')) as Doc,
      );
    const count = async (name: string, filter: Doc) =>
      row(name, (await recipes.aggregate([{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }]).explain('executionStats')) as Doc);
    const indexes = (await recipes.listIndexes().toArray()).map((i) => String(i.name));
    const rows = [
      await page('admin page, ORDER', [kitchen], SORT_ORDER),
      await count('admin page total (countDocuments)', { $and: [kitchen] }),
      await page('admin, type MENU, ORDER', [kitchen, { type: 'MENU' }], SORT_ORDER),
      await page('admin, categoryId, ORDER', [kitchen, { categoryId: new ObjectId(categoryId) }], SORT_ORDER),
      await page("admin, search 'salmon', ORDER", [kitchen, search], SORT_ORDER),
      await page('admin page, TITLE', [kitchen], SORT_TITLE),
      await page('admin page, UPDATED_AT', [kitchen], SORT_UPDATED),
      await page('cook page (recipe-access)', [cook], SORT_ORDER),
      await page('super admin page, UPDATED_AT', [notDeleted], SORT_UPDATED),
      await count('super admin total (countDocuments)', { $and: [notDeleted] }),
      await page("super admin, search 'salmon'", [notDeleted, search], SORT_UPDATED),
      await count('create: plan count (kitchenId + type)', { ...kitchen, type: 'RECIPE' }),
      row(
        'create: last order (kitchenId, order -1)',
        (await recipes.find({ kitchenId: kitchen.kitchenId }).sort({ order: -1 }).limit(1).explain('executionStats')) as Doc,
      ),
    ];
    return { indexes, rows };
  });
}

export function printPlans(title: string, result: { indexes: string[]; rows: PlanRow[] }): void {
  process.stdout.write(`\n${title}\nindexes on recipemenus: ${result.indexes.join(', ')}\n`);
  process.stdout.write(`${'query'.padEnd(40)} ${'keys'.padStart(6)} ${'docs'.padStart(6)} ${'nRet'.padStart(5)}  winning plan\n`);
  for (const r of result.rows) {
    process.stdout.write(
      `${r.name.padEnd(40)} ${String(r.keys).padStart(6)} ${String(r.docs).padStart(6)} ${String(r.returned).padStart(5)}  ${r.plan}\n`,
    );
  }
}
