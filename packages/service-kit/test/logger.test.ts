import { Writable } from 'node:stream';
import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import gql from 'graphql-tag';
import { logLevel } from 'kafkajs';
import { CLAIMS_HEADER, createLogger, kafkaLogging, logFormat, signCaller, startSubgraph, type Caller, type LogOutput } from '../src';

/** What the process would print: every line written, once pino-pretty's pipe has passed them on. */
function screen(colorize = false): LogOutput & { lines(): Promise<string[]> } {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    destination,
    colorize,
    lines: async () => {
      await new Promise((r) => setImmediate(r));
      return text.split('\n').filter(Boolean);
    },
  };
}

const TIME = '\\[\\d\\d:\\d\\d:\\d\\d\\]';

describe('the format', () => {
  test('json is pino JSON as production always had it; pretty is one line without the name, pid or host', async () => {
    const json = screen();
    createLogger('kitchen', { LOG_FORMAT: 'json' }, json).info({ kitchenId: 'k-1' }, 'kitchen created');
    const [record] = (await json.lines()).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(record ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'name', 'kitchenId', 'msg']);
    expect(record).toMatchObject({ level: 30, name: 'kitchen', kitchenId: 'k-1', msg: 'kitchen created', pid: process.pid });

    // dev-stack's prefix names the process already.
    const pretty = screen();
    createLogger('kitchen', { LOG_FORMAT: 'pretty' }, pretty).info({ kitchenId: 'k-1' }, 'kitchen created');
    expect(await pretty.lines()).toEqual([expect.stringMatching(new RegExp(`^${TIME} INFO: kitchen created \\{"kitchenId":"k-1"\\}$`))]);
  });

  test('warnings and errors are named in the text, and coloured when colour is on', async () => {
    const plain = screen();
    const log = createLogger('identity', {}, plain);
    log.warn('mail not sent; will retry');
    log.error('keycloak link failed');
    expect(await plain.lines()).toEqual([
      expect.stringMatching(new RegExp(`^${TIME} WARN: mail not sent; will retry$`)),
      expect.stringMatching(new RegExp(`^${TIME} ERROR: keycloak link failed$`)),
    ]);

    const coloured = screen(true);
    const colourLog = createLogger('identity', {}, coloured);
    colourLog.info('listening');
    colourLog.warn('mail not sent; will retry');
    colourLog.error('keycloak link failed');
    const [info, warn, error] = await coloured.lines();
    expect(info).toContain('\u001b[32mINFO\u001b[39m');
    expect(warn).toContain('\u001b[33mWARN\u001b[39m');
    expect(error).toContain('\u001b[31mERROR\u001b[39m');
  });

  test('is json in production and pretty elsewhere, unless LOG_FORMAT says which', async () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({})).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'test' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: '' })).toBe('json');

    const production = screen();
    createLogger('billing', { NODE_ENV: 'production' }, production).info('listening on http://0.0.0.0:4005/graphql');
    expect(JSON.parse((await production.lines())[0] ?? '')).toMatchObject({
      name: 'billing',
      msg: 'listening on http://0.0.0.0:4005/graphql',
    });
  });

  test('a LOG_FORMAT or LOG_LEVEL it does not know stops the start with a message naming the variable', () => {
    expect(() => createLogger('gateway', { LOG_FORMAT: 'text' })).toThrow("LOG_FORMAT must be one of json, pretty (got 'text')");
    expect(() => createLogger('gateway', { LOG_LEVEL: 'verbose' })).toThrow(
      "LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got 'verbose')",
    );
  });
});

describe('LOG_LEVEL', () => {
  const printed = async (env: NodeJS.ProcessEnv) => {
    const out = screen();
    const log = createLogger('recipe', env, out);
    log.debug('debug line');
    log.info('info line');
    log.warn('warn line');
    return (await out.lines()).map((l) => l.replace(new RegExp(`^${TIME} `), ''));
  };

  test('is info by default, and lets through what it names and above', async () => {
    expect(await printed({})).toEqual(['INFO: info line', 'WARN: warn line']);
    expect(await printed({ LOG_LEVEL: 'debug' })).toEqual(['DEBUG: debug line', 'INFO: info line', 'WARN: warn line']);
    expect(await printed({ LOG_LEVEL: 'warn' })).toEqual(['WARN: warn line']);
    expect(await printed({ LOG_LEVEL: 'silent' })).toEqual([]);
  });
});

test("kafkajs's own warnings come out as the process's lines", async () => {
  const out = screen();
  const { logCreator, logLevel: threshold } = kafkaLogging(createLogger('identity', {}, out));
  expect(threshold).toBe(logLevel.WARN);
  const write = logCreator?.(logLevel.WARN);
  const entry = { timestamp: '2026-01-01T00:00:00.000Z', logger: 'kafkajs', broker: '127.0.0.1:9092' };
  write?.({ namespace: 'Connection', level: logLevel.ERROR, label: 'ERROR', log: { ...entry, message: 'Connection error' } });
  write?.({ namespace: 'Producer', level: logLevel.WARN, label: 'WARN', log: { ...entry, message: 'Retrying' } });
  expect(await out.lines()).toEqual([
    expect.stringMatching(new RegExp(`^${TIME} ERROR: Connection error \\{"kafkajs":"Connection","broker":"127.0.0.1:9092"\\}$`)),
    expect.stringMatching(new RegExp(`^${TIME} WARN: Retrying \\{"kafkajs":"Producer","broker":"127.0.0.1:9092"\\}$`)),
  ]);
});

describe("a subgraph's request lines", () => {
  const KEY = new TextEncoder().encode('k'.repeat(32));
  const cook: Caller = { kind: 'user', userId: 'u-cook', roles: ['COOK'], kitchenId: 'k-1', tokenVersion: 1 };
  let mongo: EmbeddedMongo;

  beforeAll(async () => {
    mongo = await start({ port: 0 });
  });
  afterAll(() => mongo.stop());

  /** Starts a subgraph logging with `env`, asks it once without and once with the gateway's claims. */
  async function serve(env: NodeJS.ProcessEnv): Promise<string[]> {
    const out = screen();
    const subgraph = await startSubgraph({
      name: 'recipe',
      typeDefs: gql`
        extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
        type Query {
          ping: String!
        }
      `,
      setup: () => ({ resolvers: { Query: { ping: () => 'pong' } } }),
      port: 0,
      mongo: { uri: mongo.uri, dbName: 'recipe' },
      internalKey: KEY,
      production: env.NODE_ENV === 'production',
      log: createLogger('recipe', env, out),
    });
    const ask = async (claims?: string) =>
      fetch(subgraph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'r-1', ...(claims ? { [CLAIMS_HEADER]: claims } : {}) },
        body: JSON.stringify({ query: 'query Ping { ping }', operationName: 'Ping' }),
      }).then((res) => res.status);
    expect(await ask()).toBe(401);
    expect(await ask(await signCaller(cook, KEY, 'recipe'))).toBe(200);
    await subgraph.stop();
    return (await out.lines()).map((l) => l.replace(new RegExp(`^${TIME} `), '').split('\n')[0] ?? '');
  }

  test('in development: only the start and stop by default, each request with LOG_LEVEL=debug', async () => {
    const quiet = await serve({});
    expect(quiet).toEqual([expect.stringMatching(/^INFO: listening on http:\/\/127\.0\.0\.1:\d+\/graphql$/), 'INFO: stopped']);

    const debug = (await serve({ LOG_LEVEL: 'debug' })).filter((l) => l.startsWith('DEBUG:'));
    expect(debug).toEqual([
      expect.stringMatching(/^DEBUG: refused a request without valid gateway claims \{"requestId":"r-1"/),
      // Refused before its body was read: no operation name.
      expect.stringMatching(/^DEBUG: POST \/graphql 401 in \d+ ms \{"requestId":"r-1"\}$/),
      expect.stringMatching(/^DEBUG: POST \/graphql 200 in \d+ ms \{"requestId":"r-1","operation":"Ping"\}$/),
    ]);
  });

  test('in production: a refused request is still a warning, and requests are not logged one by one', async () => {
    const records = (await serve({ NODE_ENV: 'production' })).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(records.map((r) => [r.level, r.msg.replace(/\d+/g, 'N')])).toEqual([
      [30, 'listening on http://N.N.N.N:N/graphql'],
      [40, 'refused a request without valid gateway claims'],
      [30, 'stopped'],
    ]);
  });
});
