import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'bson';
import type { ChangeSink } from '../engine/catalog';
import { decodeFrames, encodeFrame } from './frames';
import type { JournalOp } from './journal-ops';

const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_TMP = 'snapshot.tmp';
const journalName = (gen: number) => `journal.${String(gen).padStart(8, '0')}`;
const JOURNAL_RE = /^journal\.(\d{8})$/;

export type JournalOptions = {
  /** Compact into a snapshot once the journal has grown by this many bytes. */
  compactAfterBytes: number;
};

function writeAll(fd: number, buf: Buffer): void {
  let written = 0;
  while (written < buf.length) written += writeSync(fd, buf, written);
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Write-ahead journal plus snapshot, in `dbPath`.
 * - Each command's changes are appended with one write() before the reply goes out, so an
 *   acknowledged write survives the process being killed; fdatasync runs every 100 ms and
 *   whenever a client asks for `j: true`, which covers machine crashes too.
 * - Compaction writes the whole state to snapshot.tmp, fsyncs, renames it over snapshot.bson
 *   and deletes the journals it covers. The snapshot names the last journal generation it
 *   includes, so recovery = snapshot + every later journal, in order.
 */
export class Journal implements ChangeSink {
  private fd: number;
  private dirty = false;
  private bytesSinceSnapshot = 0;

  private constructor(
    private readonly dir: string,
    private gen: number,
    private readonly options: JournalOptions,
  ) {
    this.fd = openSync(join(dir, journalName(gen)), 'a');
  }

  /** Opens `dir`, replaying what it holds through `apply`. */
  static open(dir: string, options: JournalOptions, apply: (op: JournalOp) => void): Journal {
    mkdirSync(dir, { recursive: true });
    if (existsSync(join(dir, SNAPSHOT_TMP))) unlinkSync(join(dir, SNAPSHOT_TMP));
    let snapshotGen = 0;
    const snapshotPath = join(dir, SNAPSHOT);
    if (existsSync(snapshotPath)) {
      const scan = decodeFrames(readFileSync(snapshotPath));
      if (scan.torn) throw new Error(`${snapshotPath} is damaged; restore it from a backup`);
      const [header, ...ops] = scan.docs;
      snapshotGen = Number(header?.snapshotOf ?? 0);
      for (const op of ops) apply(op as JournalOp);
    }
    const gens = readdirSync(dir)
      .map((name) => JOURNAL_RE.exec(name)?.[1])
      .filter((g): g is string => g !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    for (const gen of gens.filter((g) => g <= snapshotGen)) unlinkSync(join(dir, journalName(gen)));
    const live = gens.filter((g) => g > snapshotGen);
    live.forEach((gen, i) => {
      const path = join(dir, journalName(gen));
      const scan = decodeFrames(readFileSync(path));
      if (scan.torn) {
        if (i !== live.length - 1) throw new Error(`${path} is damaged before its end; refusing to lose later data`);
        // A write cut short by a crash was never acknowledged: drop it.
        const fd = openSync(path, 'r+');
        ftruncateSync(fd, scan.validBytes);
        closeSync(fd);
      }
      for (const doc of scan.docs) apply(doc as JournalOp);
    });
    const journal = new Journal(dir, live.at(-1) ?? snapshotGen + 1, options);
    return journal;
  }

  append(ops: JournalOp[]): void {
    const buf = Buffer.concat(ops.map((op) => encodeFrame(op as Document)));
    writeAll(this.fd, buf);
    this.dirty = true;
    this.bytesSinceSnapshot += buf.length;
  }

  sync(): void {
    if (!this.dirty) return;
    fdatasyncSync(this.fd);
    this.dirty = false;
  }

  get wantsCompaction(): boolean {
    return this.bytesSinceSnapshot >= this.options.compactAfterBytes;
  }

  /** Replaces snapshot + journals by a snapshot of `state` (the catalog's current ops). */
  compact(state: Iterable<JournalOp>): void {
    const coveredGen = this.gen;
    this.sync();
    closeSync(this.fd);
    this.gen += 1;
    this.fd = openSync(join(this.dir, journalName(this.gen)), 'a');
    const tmp = join(this.dir, SNAPSHOT_TMP);
    const fd = openSync(tmp, 'w');
    try {
      writeAll(fd, encodeFrame({ snapshotOf: coveredGen, createdAt: new Date() }));
      let batch: Buffer[] = [];
      let size = 0;
      for (const op of state) {
        const frame = encodeFrame(op as Document);
        batch.push(frame);
        size += frame.length;
        if (size > 4 * 1024 * 1024) {
          writeAll(fd, Buffer.concat(batch));
          batch = [];
          size = 0;
        }
      }
      writeAll(fd, Buffer.concat(batch));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, join(this.dir, SNAPSHOT));
    fsyncDir(this.dir);
    for (const name of readdirSync(this.dir)) {
      const gen = JOURNAL_RE.exec(name)?.[1];
      if (gen !== undefined && Number(gen) <= coveredGen) unlinkSync(join(this.dir, name));
    }
    this.bytesSinceSnapshot = 0;
  }

  close(): void {
    this.sync();
    closeSync(this.fd);
  }
}
