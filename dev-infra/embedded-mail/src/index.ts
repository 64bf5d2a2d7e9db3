import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { createHttpServer } from './http';
import { Mailbox } from './mailbox';
import type { Message } from './message';

export type EmbeddedMailOptions = {
  /** SMTP port; 0 (the default) picks a free one. */
  smtpPort?: number;
  /** HTTP port of the inbox and its API; 0 (the default) picks a free one. */
  httpPort?: number;
  /** Interface for both servers (default 127.0.0.1). */
  host?: string;
  /** Mailbox folder: each message is kept as `<id>.eml` + `<id>.json` and reloaded at start. Undefined = memory only. */
  dir?: string;
  /** The oldest messages are dropped beyond this many (default 1000). */
  maxMessages?: number;
  /** Larger messages are refused with 552 (default 10 MB). */
  maxMessageBytes?: number;
  log?: (line: string) => void;
};

export type EmbeddedMail = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL (any user and password are accepted too). */
  smtpUrl: string;
  /** `http://127.0.0.1:<port>`: the inbox page and `/api/messages`. */
  httpUrl: string;
  /** Every message kept, newest first. */
  messages(): Message[];
  /** The newest message already received that matches, else the next one to arrive; rejects after timeoutMs (default 10 s). */
  waitFor(predicate: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Empties the mailbox (and its folder). */
  clear(): Promise<void>;
  stop(): Promise<void>;
};

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * Starts an SMTP server that accepts every message (any sender, any recipient, AUTH optional and
 * any credentials, no TLS) and keeps it in a mailbox readable over HTTP. It stands in for a mail
 * service in `npm start` and tests; nothing is ever delivered anywhere.
 */
export async function startMail(options: EmbeddedMailOptions = {}): Promise<EmbeddedMail> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const mailbox = await Mailbox.open(options.dir, options.maxMessages ?? 1000, log);
  const pending = new Set<Promise<unknown>>();
  const limit = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;

  const receive = (stream: SMTPServerDataStream, session: SMTPServerSession, done: (error?: Error | null, reply?: string) => void) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) chunks.push(chunk);
    });
    stream.on('end', () => {
      if (stream.sizeExceeded || bytes > limit) return done(smtpError(552, `message exceeds the maximum size of ${limit} bytes`));
      const { mailFrom, rcptTo } = session.envelope;
      const adding = mailbox.add(Buffer.concat(chunks), { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) });
      pending.add(adding);
      adding.then(
        (message) => {
          pending.delete(adding);
          log(`received ${message.id} from ${message.from} to ${message.to.join(', ')}: ${message.subject}`);
          done(null, `Ok: stored as ${message.id}`);
        },
        (error: unknown) => {
          pending.delete(adding);
          log(`could not store a message: ${String(error)}`);
          done(smtpError(451, 'could not store the message, try again'));
        },
      );
    });
  };

  const smtp = new SMTPServer({
    banner: 'Brigade embedded-mail: nothing sent here leaves this machine',
    authOptional: true,
    allowInsecureAuth: true,
    // Advertising STARTTLS would make nodemailer upgrade and then reject our self-signed certificate.
    disabledCommands: ['STARTTLS'],
    size: limit,
    logger: false,
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: receive,
  });
  smtp.on('error', (error) => log(`smtp: ${error.message}`));
  const http = createHttpServer(mailbox);

  let smtpPort: number;
  let httpPort: number;
  try {
    smtpPort = await listen((ready) => smtp.listen(options.smtpPort ?? 0, host, ready), smtp.server);
    httpPort = await listen((ready) => http.listen(options.httpPort ?? 0, host, ready), http);
  } catch (error) {
    await closeSmtp(smtp);
    http.close();
    throw error;
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  const waiters = new Set<(error: Error) => void>();
  const waitFor = (predicate: (message: Message) => boolean, timeoutMs = 10_000) =>
    new Promise<Message>((resolve, reject) => {
      const already = mailbox.list().find(predicate);
      if (already) return resolve(already);
      const finish = (error: Error | undefined, message?: Message) => {
        clearTimeout(timer);
        unsubscribe();
        waiters.delete(fail);
        if (message) resolve(message);
        else reject(error);
      };
      const fail = (error: Error) => finish(error);
      const timer = setTimeout(
        () => fail(new Error(`no matching message within ${timeoutMs} ms (${mailbox.list().length} in the mailbox)`)),
        timeoutMs,
      );
      const unsubscribe = mailbox.subscribe((message) => {
        try {
          if (predicate(message)) finish(undefined, message);
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      });
      waiters.add(fail);
    });

  let stopped: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://${shownHost}:${smtpPort}`,
    httpUrl: `http://${shownHost}:${httpPort}`,
    messages: () => mailbox.list(),
    waitFor,
    clear: () => mailbox.clear(),
    stop: () => {
      stopped ??= (async () => {
        for (const fail of [...waiters]) fail(new Error('the mail server stopped'));
        await Promise.all([
          closeSmtp(smtp),
          new Promise<void>((resolve) => {
            http.close(() => resolve());
            http.closeAllConnections();
          }),
        ]);
        await Promise.allSettled([...pending]);
      })();
      return stopped;
    },
  };
}

/** Starts listening; resolves with the port, rejects on e.g. EADDRINUSE. */
function listen(start: (ready: () => void) => void, server: NetServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    start(() => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => {
    if (!smtp.server.listening) return resolve();
    smtp.close(() => resolve());
  });
}

function smtpError(responseCode: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode });
}

export type { Message, MessageSummary } from './message';
