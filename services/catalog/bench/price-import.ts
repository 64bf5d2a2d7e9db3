import { performance } from 'node:perf_hooks';
import { start } from '@brigade/embedded-mongo';
import { subgraphClient, type Caller, type RequestMeta } from '@brigade/service-kit';
import { Types } from 'mongoose';
import pino from 'pino';
import { startCatalog } from '../dist/app';
import { catalogModels } from '../dist/models';
import { seedCatalog } from '../dist/seed';

/*
 * `npm run bench:import -w @brigade/catalog`: a 2,000-row supplier price list previewed and then
 * imported in 4 chunks of 500, the way the kitchen console sends it (README 'Price list import').
 * The catalog runs as the tests run it: built, on embedded MongoDB, called with signed claims
 * over HTTP, in this one process.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const CHUNK = 500;
const KEY = new TextEncoder().encode('b'.repeat(32));

const PREVIEW = `query ($input: PriceImportInput!) { previewPriceImport(input: $input) { saved rows { rowNumber status errors { field } } } }`;
const IMPORT = `mutation ($input: PriceImportInput!) { ImportPrices(input: $input) { saved rows { rowNumber status errors { field } } } }`;
const MAPPING = {
  name: 0,
  supplierCode: 1,
  packDescription: 2,
  packSize: 3,
  packUnit: 4,
  packPrice: 5,
  pricedOn: 6,
  yieldPercent: 7,
  currency: 8,
};
const UNITS = ['kg', 'l', 'Stück', 'g', 'piece'];

type Result = { saved: number; rows: { rowNumber: number; status: string; errors: { field: string }[] }[] };

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const mongo = await start({ port: 0 });
  const dbName = 'bench_price_import';
  await seedCatalog(mongo.uri, dbName);
  const catalog = await startCatalog(
    { port: 0, mongo: { uri: mongo.uri, dbName }, internalKey: KEY, kafkaBrokers: [], outboxIntervalMs: 200, production: false },
    pino({ level: 'silent' }),
  );
  try {
    const models = await catalogModels(catalog.connection);
    const kitchenId = new Types.ObjectId();
    const admin: Caller = {
      kind: 'user',
      userId: new Types.ObjectId().toHexString(),
      roles: ['ADMIN'],
      kitchenId: kitchenId.toHexString(),
      tokenVersion: 0,
    };
    const call = subgraphClient(catalog.url, KEY, 'catalog');
    const send = async (query: string, input: Record<string, unknown>, meta?: RequestMeta): Promise<Result> => {
      const reply = await call<Record<string, Result>>(query, { input }, admin, meta);
      const data = reply.data && Object.values(reply.data)[0];
      if (reply.errors?.length || !data) throw new Error(`unexpected errors: ${JSON.stringify(reply.errors)}`);
      return data;
    };

    // The kitchen's own ingredients, as its admins would have created them.
    let started = performance.now();
    const names = Array.from({ length: ROWS }, (_, i) => `Bench article ${String(i + 1).padStart(4, '0')}`);
    await models.ingredients.insertMany(names.map((name) => ({ name, kitchenId })));
    const created = performance.now() - started;

    // A supplier's list as the browser sends it: text cells, a decimal comma, symbols, a day-first date.
    const file = names.map((name, i) => [
      i % 4 === 0 ? name.toUpperCase() : name,
      `BN-${100000 + i}`,
      `case of ${1 + (i % 12)}`,
      String(1 + (i % 25)),
      UNITS[i % UNITS.length] ?? 'kg',
      i % 2 ? `€${1 + (i % 400)},${String(i % 100).padStart(2, '0')}` : `${1 + (i % 400)}.${i % 10} EUR`,
      '01/10/2025',
      i % 3 ? '' : `${80 + (i % 20)} %`,
      '',
    ]);
    const chunks = Array.from({ length: Math.ceil(ROWS / CHUNK) }, (_, c) => ({
      supplier: 'Bench Wholesale',
      mapping: MAPPING,
      firstRow: c * CHUNK,
      rows: file.slice(c * CHUNK, (c + 1) * CHUNK),
    }));
    const body = Buffer.byteLength(JSON.stringify({ query: IMPORT, variables: { input: chunks[0] } }));

    /** Sends every chunk in order, as the console does, and says how long each took. */
    const run = async (query: string, keyed: boolean) => {
      const times: number[] = [];
      const counts = new Map<string, number>();
      let saved = 0;
      for (const [c, input] of chunks.entries()) {
        const t0 = performance.now();
        const result = await send(query, input, keyed ? { idempotencyKey: `bench-import-${c}-${kitchenId.toHexString()}` } : undefined);
        times.push(performance.now() - t0);
        saved += result.saved;
        for (const row of result.rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
      }
      return { total: times.reduce((a, b) => a + b, 0), times, saved, counts: Object.fromEntries(counts) };
    };

    const preview = await run(PREVIEW, false);
    started = performance.now();
    const imported = await run(IMPORT, true);
    const again = await run(PREVIEW, false);
    const stored = await models.prices.countDocuments({ kitchenId });
    const pending = await models.prices.countDocuments({ kitchenId, '_outbox.0': { $exists: true } });

    const line = (label: string, r: Awaited<ReturnType<typeof run>>) =>
      `${label.padEnd(34)} ${seconds(r.total).padStart(6)} s   chunks ${r.times.map(seconds).join(' / ')} s   ${JSON.stringify(r.counts)}`;
    console.log(`price-list import: ${ROWS} rows in ${chunks.length} chunks of ${CHUNK} (catalog built, embedded MongoDB, one process)`);
    console.log(`${'create the ingredients (insertMany)'.padEnd(34)} ${seconds(created).padStart(6)} s`);
    console.log(line('previewPriceImport', preview));
    console.log(line('ImportPrices', imported));
    console.log(line('previewPriceImport again', again));
    console.log(`${'preview + import'.padEnd(34)} ${seconds(preview.total + imported.total).padStart(6)} s`);
    console.log(`saved ${imported.saved} (stored ${stored}, ${pending} with IngredientPriceRecorded pending in their outbox)`);
    console.log(`one chunk's request body: ${(body / 1024).toFixed(1)} kB`);
    if (imported.saved !== ROWS || stored !== ROWS) throw new Error(`expected ${ROWS} saved prices`);
  } finally {
    await catalog.stop();
    await mongo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
