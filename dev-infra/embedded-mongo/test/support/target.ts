import { randomBytes } from 'node:crypto';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import { start, type EmbeddedMongo } from '../../src';

/**
 * The server a conformance test talks to: the embedded engine by default, or a real
 * MongoDB when MONGODB_URI is set — the suite itself must not know which.
 */
export type Target = {
  uri: string;
  embedded: boolean;
  /** A database name no other test file uses, so files can run in parallel on one server. */
  dbName(label: string): string;
  stop(): Promise<void>;
};

export async function startTarget(): Promise<Target> {
  const suffix = randomBytes(4).toString('hex');
  const dbName = (label: string) => `conf_${label}_${suffix}`.slice(0, 60);
  const external = process.env.MONGODB_URI;
  if (external) {
    return { uri: external, embedded: false, dbName, stop: async () => undefined };
  }
  const server: EmbeddedMongo = await start({ port: 0 });
  return { uri: server.uri, embedded: true, dbName, stop: () => server.stop() };
}

export type TargetDb = { target: Target; client: MongoClient; db: Db };

/** A target, a connected client and this file's own database: every conformance file's setup. */
export async function openTargetDb(label: string, options?: MongoClientOptions): Promise<TargetDb> {
  const target = await startTarget();
  const client = await MongoClient.connect(target.uri, options);
  return { target, client, db: client.db(target.dbName(label)) };
}

export async function closeTargetDb({ target, client, db }: TargetDb): Promise<void> {
  await db.dropDatabase();
  await client.close();
  await target.stop();
}
