import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMessage, type Envelope, type Message } from './message';

type Entry = { message: Message; raw: Buffer | undefined };

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The received messages, oldest first, capped at `maxMessages`. With a folder, each message is
 * `<id>.eml` (the raw mail) plus `<id>.json` (its envelope), written before the SMTP client hears
 * 250, and read back by open(). Without one, everything lives in memory.
 */
export class Mailbox {
  private entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private readonly listeners = new Set<(message: Message) => void>();
  /** Arrival times are kept strictly increasing: they order the mailbox again after a restart. */
  private lastReceived = 0;

  private constructor(
    readonly dir: string | undefined,
    private readonly maxMessages: number,
    private readonly log: (line: string) => void,
  ) {}

  static async open(dir: string | undefined, maxMessages: number, log: (line: string) => void): Promise<Mailbox> {
    const mailbox = new Mailbox(dir, maxMessages, log);
    if (dir) {
      await mkdir(dir, { recursive: true });
      await mailbox.load(dir);
    }
    return mailbox;
  }

  /** Newest first. */
  list(): Message[] {
    return this.entries.map((e) => e.message).reverse();
  }

  get(id: string): Message | undefined {
    return this.byId.get(id)?.message;
  }

  async raw(id: string): Promise<Buffer | undefined> {
    const entry = this.byId.get(id);
    if (!entry) return undefined;
    if (entry.raw) return entry.raw;
    try {
      return await readFile(this.file(id, 'eml'));
    } catch {
      return undefined;
    }
  }

  async add(raw: Buffer, envelope: Omit<Envelope, 'receivedAt'>): Promise<Message> {
    const id = randomUUID();
    this.lastReceived = Math.max(Date.now(), this.lastReceived + 1);
    const stored: Envelope = { ...envelope, receivedAt: new Date(this.lastReceived).toISOString() };
    const message = await parseMessage(id, raw, stored);
    if (this.dir) {
      await writeFile(this.file(id, 'eml'), raw);
      // The sidecar is the commit point: an .eml without one is an interrupted write.
      await writeFile(this.file(id, 'json.tmp'), JSON.stringify(stored));
      await rename(this.file(id, 'json.tmp'), this.file(id, 'json'));
    }
    this.push({ message, raw: this.dir ? undefined : raw });
    await this.prune();
    for (const listener of this.listeners) listener(message);
    return message;
  }

  async clear(): Promise<void> {
    const removed = this.entries;
    this.entries = [];
    this.byId.clear();
    await this.remove(removed);
  }

  /** Calls `listener` with every message added from now on; returns the unsubscribe function. */
  subscribe(listener: (message: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Inserts by arrival time: messages parsed and written concurrently may finish out of order. */
  private push(entry: Entry): void {
    let at = this.entries.length;
    while (at > 0 && (this.entries[at - 1]?.message.receivedAt ?? '') > entry.message.receivedAt) at--;
    this.entries.splice(at, 0, entry);
    this.byId.set(entry.message.id, entry);
  }

  private async prune(): Promise<void> {
    const excess = this.entries.length - this.maxMessages;
    if (excess <= 0) return;
    const removed = this.entries.splice(0, excess);
    for (const entry of removed) this.byId.delete(entry.message.id);
    await this.remove(removed);
  }

  private async remove(entries: Entry[]): Promise<void> {
    if (!this.dir) return;
    for (const { message } of entries) {
      await unlink(this.file(message.id, 'json')).catch(() => undefined);
      await unlink(this.file(message.id, 'eml')).catch(() => undefined);
    }
  }

  private async load(dir: string): Promise<void> {
    const names = await readdir(dir);
    const sidecars = new Set(names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length)));
    const loaded: Entry[] = [];
    for (const name of names) {
      if (name.endsWith('.json.tmp') || (name.endsWith('.eml') && !sidecars.has(name.slice(0, -'.eml'.length)))) {
        await unlink(join(dir, name)).catch(() => undefined);
      }
    }
    const ids = [...sidecars].filter((id) => SAFE_ID.test(id));
    // Parse a few at a time: a full mailbox is a thousand messages.
    for (let i = 0; i < ids.length; i += 16) {
      const batch = await Promise.all(ids.slice(i, i + 16).map((id) => this.read(id)));
      for (const entry of batch) if (entry) loaded.push(entry);
    }
    loaded.sort((a, b) => a.message.receivedAt.localeCompare(b.message.receivedAt));
    for (const entry of loaded) this.push(entry);
    this.lastReceived = Math.max(0, ...loaded.map((e) => Date.parse(e.message.receivedAt) || 0));
    await this.prune();
  }

  private async read(id: string): Promise<Entry | undefined> {
    try {
      const envelope = JSON.parse(await readFile(this.file(id, 'json'), 'utf8')) as Envelope;
      if (typeof envelope.from !== 'string' || !Array.isArray(envelope.to) || typeof envelope.receivedAt !== 'string') {
        throw new Error('not an envelope');
      }
      const raw = await readFile(this.file(id, 'eml'));
      return { message: await parseMessage(id, raw, envelope), raw: undefined };
    } catch (error) {
      this.log(`skipping stored message ${id}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private file(id: string, extension: string): string {
    return join(this.dir ?? '', `${id}.${extension}`);
  }
}
