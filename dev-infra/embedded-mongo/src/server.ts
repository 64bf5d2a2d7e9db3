import { createServer, type Server, type Socket } from 'node:net';
import type { Document } from 'bson';
import { CursorStore } from './commands/cursors';
import type { CommandContext, ServerState } from './commands/context';
import { wantsJournal } from './commands/context';
import { commandName, OP_QUERY_COMMANDS, runCommand } from './commands/registry';
import { Catalog } from './engine/catalog';
import { sweepExpired } from './engine/ttl';
import { CommandError, toCommandError } from './errors';
import type { Journal } from './storage/journal';
import { OpCode } from './wire/constants';
import { FramingError, MessageFramer, type RawMessage } from './wire/framer';
import { decodeOpMsg, encodeOpMsg } from './wire/op-msg';
import { decodeOpQuery, encodeOpReply } from './wire/op-query';

export type Logger = (line: string) => void;

/**
 * The TCP side: one framer per connection, every message handled to completion before the
 * next one, so each command is atomic with respect to all other connections.
 */
export class WireServer {
  readonly state: ServerState;
  readonly cursors = new CursorStore();
  private readonly tcp: Server;
  private readonly sockets = new Set<Socket>();
  private nextConnectionId = 1;
  private nextResponseId = 1;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly catalog: Catalog,
    private readonly journal: Journal | undefined,
    private readonly log: Logger,
    ttlMonitorSleepSecs: number,
  ) {
    this.state = {
      startedAt: new Date(),
      host: '127.0.0.1',
      port: 0,
      connections: { current: 0, totalCreated: 0 },
      opcounters: { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 },
      parameters: { ttlMonitorSleepSecs },
    };
    this.tcp = createServer((socket) => this.accept(socket));
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.tcp.once('error', reject);
      this.tcp.listen(port, host, () => {
        this.tcp.off('error', reject);
        resolve();
      });
    });
    const address = this.tcp.address();
    this.state.host = host;
    this.state.port = typeof address === 'object' && address ? address.port : port;
    this.startMonitors();
    return this.state.port;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    const closed = new Promise<void>((resolve) => this.tcp.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** One 100 ms tick: journal sync, idle cursors, and a TTL sweep when one is due (reading the
   * sleep parameter each time, so `setParameter ttlMonitorSleepSecs` applies at once). */
  private startMonitors(): void {
    let lastSweep = Date.now();
    const tick = () => {
      this.cursors.closeIdle();
      this.guarded('journal sync', () => this.journal?.sync());
      if (Date.now() - lastSweep >= this.state.parameters.ttlMonitorSleepSecs * 1000) {
        lastSweep = Date.now();
        this.guarded('TTL monitor', () => {
          if (sweepExpired(this.catalog)) this.afterWrite(false);
        });
      }
      this.timer = setTimeout(tick, 100).unref();
    };
    this.timer = setTimeout(tick, 100).unref();
  }

  private guarded(what: string, fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.fatal(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * A journal that cannot be written means acknowledged writes could be lost: stop, as mongod
   * does, rather than keep answering from memory.
   */
  private fatal(message: string): never {
    this.log(`fatal: ${message}`);
    process.exit(14);
  }

  private afterWrite(durable: boolean): void {
    try {
      this.catalog.commit(durable);
      if (this.journal?.wantsCompaction) this.journal.compact(this.catalog.stateOps());
    } catch (error) {
      this.fatal(`could not write the journal: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private accept(socket: Socket): void {
    const id = this.nextConnectionId++;
    this.sockets.add(socket);
    this.state.connections.current += 1;
    this.state.connections.totalCreated += 1;
    socket.setNoDelay(true);
    const framer = new MessageFramer();
    const connection = { id, remote: `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? 0}` };
    socket.on('data', (chunk: Buffer) => {
      let messages: RawMessage[];
      try {
        messages = framer.push(chunk);
      } catch (error) {
        if (error instanceof FramingError) this.log(`closing connection ${id}: ${error.message}`);
        socket.destroy();
        return;
      }
      // The replies to messages that arrived together (a pool's pipelined requests) leave in one write.
      socket.cork();
      try {
        for (const message of messages) {
          if (socket.destroyed) return;
          const reply = this.handle(message, connection);
          if (reply === 'close') {
            socket.destroy();
            return;
          }
          if (reply) socket.write(reply);
        }
      } finally {
        socket.uncork();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.state.connections.current -= 1;
    });
  }

  private context(db: string, connection: CommandContext['connection'], commandBytes = 0): CommandContext {
    return { db, catalog: this.catalog, cursors: this.cursors, server: this.state, connection, commandBytes };
  }

  /** One message in, at most one reply out; 'close' when the stream cannot be trusted. */
  private handle(message: RawMessage, connection: CommandContext['connection']): Buffer | undefined | 'close' {
    const responseId = this.nextResponseId++;
    const { requestId } = message.header;
    switch (message.header.opCode) {
      case OpCode.OP_MSG: {
        let request;
        try {
          request = decodeOpMsg(message);
        } catch (error) {
          return encodeOpMsg(responseId, requestId, toCommandError(error).toReply());
        }
        const { command } = request;
        const db = typeof command.$db === 'string' ? command.$db : 'admin';
        const reply = runCommand(command, this.context(db, connection, request.bodyBytes));
        this.afterWrite(wantsJournal(command));
        return request.moreToCome ? undefined : this.encode(responseId, requestId, reply, encodeOpMsg);
      }
      case OpCode.OP_QUERY: {
        let request;
        try {
          request = decodeOpQuery(message);
        } catch (error) {
          return encodeOpReply(responseId, requestId, toCommandError(error).toReply(), true);
        }
        const name = commandName(request.command);
        if (!request.collection.endsWith('.$cmd') || !OP_QUERY_COMMANDS.has(name)) {
          const refusal = new CommandError(
            'UnsupportedOpQueryCommand',
            `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
          );
          return encodeOpReply(responseId, requestId, refusal.toReply(), true);
        }
        const db = request.collection.slice(0, -'.$cmd'.length);
        return this.encode(responseId, requestId, runCommand(request.command, this.context(db, connection)), encodeOpReply);
      }
      default:
        // Legacy opcodes (OP_INSERT, ...) and compression were never negotiated.
        this.log(`closing connection ${connection.id}: unsupported opcode ${message.header.opCode}`);
        return 'close';
    }
  }

  private encode(responseId: number, requestId: number, reply: Document, encode: (a: number, b: number, r: Document) => Buffer): Buffer {
    try {
      return encode(responseId, requestId, reply);
    } catch (error) {
      return encode(responseId, requestId, toCommandError(error).toReply());
    }
  }
}
