import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';

const FORMATS = ['json', 'pretty'] as const;
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export type LogFormat = (typeof FORMATS)[number];

/** Where the lines go (stdout unless a test captures them) and, for pretty, whether to colour them. */
export type LogOutput = { destination?: DestinationStream | NodeJS.WritableStream; colorize?: boolean };

function oneOf<T extends string>(variable: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return fallback;
  if ((allowed as readonly string[]).includes(wanted)) return wanted as T;
  throw new Error(`${variable} must be one of ${allowed.join(', ')} (got '${value}')`);
}

/** LOG_FORMAT, else JSON in production (log collectors parse it) and one readable line per record elsewhere. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  return oneOf('LOG_FORMAT', env.LOG_FORMAT, FORMATS, env.NODE_ENV === 'production' ? 'json' : 'pretty');
}

/**
 * The process's logger. A bad LOG_FORMAT or LOG_LEVEL throws here, at start, rather than logging
 * in a format or at a level nobody asked for.
 */
export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env, output: LogOutput = {}): Logger {
  const options = { name, level: oneOf('LOG_LEVEL', env.LOG_LEVEL, LEVELS, 'info') };
  const { destination, colorize } = output;
  if (logFormat(env) === 'json') return destination ? pino(options, destination) : pino(options);
  // Synchronous, in this thread: a line logged just before process.exit is still printed. Colour is
  // pino-pretty's own guess (terminal, FORCE_COLOR, NO_COLOR) unless a test decides. dev-stack's
  // prefix already names the process, so name, pid and host are left out.
  return pino(
    options,
    pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,name',
      ...(destination ? { destination } : {}),
      ...(colorize === undefined ? {} : { colorize }),
    }),
  );
}

/**
 * The level of a routine per-request line: the level it has in production, debug in development,
 * where one line per request would bury the few lines a person starting the stack needs.
 */
export function requestLevel(level: Level, production: boolean): Level {
  return production ? level : 'debug';
}
