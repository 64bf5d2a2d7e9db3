import { hostname, cpus, totalmem } from 'node:os';
import { Long, type Document } from 'bson';
import { CommandError } from '../errors';
import { Limits } from '../wire/constants';
import type { CommandHandler, ServerParameters } from './context';

/** MongoDB 7.0's wire version: new enough for the current driver, old enough to be honest. */
export const MAX_WIRE_VERSION = 21;
export const VERSION = '7.0.0';

const hello: CommandHandler = (cmd, ctx) => {
  const legacy = !('hello' in cmd);
  return {
    ...(cmd.helloOk === true ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: Limits.maxBsonObjectSize,
    maxMessageSizeBytes: Limits.maxMessageSizeBytes,
    maxWriteBatchSize: Limits.maxWriteBatchSize,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connection.id,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
};

const buildInfo: CommandHandler = () => ({
  version: VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: Limits.maxBsonObjectSize,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  modules: [],
  ok: 1,
});

const PARAMETERS: (keyof ServerParameters)[] = ['ttlMonitorSleepSecs'];

const getParameter: CommandHandler = (cmd, ctx) => {
  const all = cmd.getParameter === '*';
  const out: Document = {};
  if (all || cmd.featureCompatibilityVersion !== undefined) out.featureCompatibilityVersion = { version: '7.0' };
  for (const name of PARAMETERS) if (all || cmd[name] !== undefined) out[name] = ctx.server.parameters[name];
  if (Object.keys(out).length === 0) throw new CommandError('InvalidOptions', 'no option found to get');
  return { ...out, ok: 1 };
};

const setParameter: CommandHandler = (cmd, ctx) => {
  const names = Object.keys(cmd).filter((k) => k !== 'setParameter' && !k.startsWith('$') && k !== 'lsid' && k !== 'comment');
  const out: Document = {};
  for (const name of names) {
    if (!(PARAMETERS as string[]).includes(name)) {
      throw new CommandError('InvalidOptions', `attempted to set unrecognized parameter [${name}], use help:true to see options`);
    }
    const value = Number(cmd[name]);
    if (!Number.isInteger(value) || value < 1) throw new CommandError('BadValue', `${name} must be a positive integer`);
    out.was = ctx.server.parameters[name as keyof ServerParameters];
    ctx.server.parameters[name as keyof ServerParameters] = value;
  }
  return { ...out, ok: 1 };
};

const serverStatus: CommandHandler = (_cmd, ctx) => {
  const uptimeMillis = Date.now() - ctx.server.startedAt.getTime();
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    host: `${hostname()}:${ctx.server.port}`,
    version: VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    connections: { current: ctx.server.connections.current, available: 1000, totalCreated: ctx.server.connections.totalCreated },
    opcounters: { ...ctx.server.opcounters },
    mem: { bits: 64, resident: Math.round(mem.rss / 1048576), virtual: Math.round(mem.rss / 1048576) },
    storageEngine: { name: 'embedded', persistent: true },
    // mongod's Linux fields: the process's CPU time, which the bench reads to split a round trip.
    extra_info: {
      note: 'fields vary by platform',
      user_time_us: Long.fromNumber(cpu.user),
      system_time_us: Long.fromNumber(cpu.system),
    },
    ok: 1,
  };
};

const ok: CommandHandler = () => ({ ok: 1 });

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  setParameter,
  serverStatus,
  endSessions: ok,
  killSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.connection.remote, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  getCmdLineOpts: () => ({ argv: process.argv, parsed: {}, ok: 1 }),
  hostInfo: () => ({
    system: { hostname: hostname(), numCores: cpus().length, memSizeMB: Math.round(totalmem() / 1048576) },
    os: { type: process.platform },
    ok: 1,
  }),
};
