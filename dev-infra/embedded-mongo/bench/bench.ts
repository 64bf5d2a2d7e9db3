import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { rawFindsPerSecond } from './raw-wire';

/**
 * `npm run bench`: the figures the package README reports. The server runs as its own
 * process, as in `npm start`, and the driver talks to it over loopback TCP.
 */
const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const BATCH = 1000;
const LOOKUP_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const REQUIRED_SPEEDUP = 20;

async function startServer(): Promise<{ uri: string; stop: () => void }> {
  const cli = join(__dirname, '..', '..', 'dist', 'cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const uri = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /embedded-mongo ready (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}`)));
  });
  return { uri, stop: () => child.kill('SIGTERM') };
}

/** The server's CPU time so far (serverStatus extra_info, as mongod reports it on Linux), in µs. */
async function serverCpu(client: MongoClient): Promise<number | undefined> {
  const info = (await client.db('admin').command({ serverStatus: 1 })).extra_info as Document | undefined;
  return info?.user_time_us === undefined ? undefined : Number(info.user_time_us) + Number(info.system_time_us);
}

type Lookups = { perSecond: number; clientUs: number; serverUs: number | undefined };

/**
 * findOnes for LOOKUP_SECONDS from one client, `inFlight` at a time, with the CPU each side spent
 * per lookup. One at a time measures a round trip; several in flight, as a service's connection
 * pool sends them, measure what the pair can answer. Either way the driver's own CPU per findOne
 * bounds one client: a Node process has one core for it.
 */
async function lookups(client: MongoClient, coll: Collection, field: 'email' | 'code', inFlight = 1): Promise<Lookups> {
  const until = performance.now() + LOOKUP_SECONDS * 1000;
  let count = 0;
  const serverBefore = await serverCpu(client);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const i = Math.floor(Math.random() * DOCS);
      const doc = await coll.findOne({ [field]: email(i) });
      if (doc?.n !== i) throw new Error(`lookup of ${field} ${i} returned the wrong document`);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const perSecond = count / ((performance.now() - started) / 1000);
  const used = process.cpuUsage(clientBefore);
  const serverAfter = await serverCpu(client);
  const serverUs = serverBefore === undefined || serverAfter === undefined ? undefined : (serverAfter - serverBefore) / count;
  return { perSecond, clientUs: (used.user + used.system) / count, serverUs };
}

const email = (n: number) => `cook${n}@kitchen.test`;
const us = (value: number | undefined) => (value === undefined ? 'not reported' : `${value.toFixed(0)} µs`);

async function main(): Promise<void> {
  const server = await startServer();
  const client = await MongoClient.connect(server.uri);
  try {
    const coll = client.db('bench').collection('cooks');
    await coll.createIndex({ email: 1 }, { unique: true });

    const t0 = performance.now();
    for (let start = 0; start < DOCS; start += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, DOCS - start) }, (_, k) => {
        const n = start + k;
        return { n, email: email(n), code: email(n), station: n % 12, active: n % 3 !== 0 };
      });
      await coll.insertMany(docs, { ordered: false });
    }
    const insertSeconds = (performance.now() - t0) / 1000;

    const status = await client.db('admin').command({ serverStatus: 1 });
    const residentMb = Number((status.mem as { resident: number }).resident);
    const indexed = await lookups(client, coll, 'email');
    const indexedConcurrent = await lookups(client, coll, 'email', 16);
    const target = { db: 'bench', coll: 'cooks', field: 'email', docs: DOCS, value: email };
    const raw = await rawFindsPerSecond(server.uri, target, LOOKUP_SECONDS);
    // Both at 16 in flight, where the server's work decides the rate: one at a time, the driver's
    // own cost per findOne caps the indexed side, and the check would measure the driver.
    const scanned = await lookups(client, coll, 'code', 16);
    const speedup = indexedConcurrent.perSecond / scanned.perSecond;

    const rows: [string, string][] = [
      ['documents inserted', DOCS.toLocaleString('en')],
      ['inserts/s (insertMany, 1000 per batch, unique index on email)', Math.round(DOCS / insertSeconds).toLocaleString('en')],
      ['indexed equality lookups/s (findOne by email, one at a time)', Math.round(indexed.perSecond).toLocaleString('en')],
      ['  CPU per lookup: driver / server', `${us(indexed.clientUs)} / ${us(indexed.serverUs)}`],
      ['indexed equality lookups/s, 16 in flight from one client', Math.round(indexedConcurrent.perSecond).toLocaleString('en')],
      ['  CPU per lookup: driver / server', `${us(indexedConcurrent.clientUs)} / ${us(indexedConcurrent.serverUs)}`],
      ['indexed finds/s the server answers (pre-encoded OP_MSG, 32 in flight)', Math.round(raw).toLocaleString('en')],
      ['unindexed equality lookups/s, 16 in flight (findOne by code, full scan)', scanned.perSecond.toFixed(1)],
      ['indexed / unindexed, 16 in flight each', `${speedup.toFixed(0)}x`],
      ['server resident memory after loading', `${residentMb} MB`],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    process.stdout.write(`\nembedded-mongo benchmark (node ${process.version})\n`);
    for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
    if (speedup < REQUIRED_SPEEDUP) {
      process.stderr.write(`FAIL: indexed lookups are only ${speedup.toFixed(1)}x faster than a scan (need ${REQUIRED_SPEEDUP}x)\n`);
      process.exitCode = 1;
    }
  } finally {
    await client.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
