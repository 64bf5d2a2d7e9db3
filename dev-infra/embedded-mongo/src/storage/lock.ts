import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dbPath>/mongod.lock` holding our pid, as mongod does. A pid lock (rather than an
 * mtime lease) survives a server that is busy for a while, and a `kill -9` leaves a lock
 * whose pid is dead, which the next start takes over at once.
 */
export function acquireLock(dbPath: string): () => void {
  const path = join(dbPath, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(`dbPath ${dbPath} is in use by another embedded-mongo (pid ${pid}); stop it first`, { cause: error });
      }
      unlinkSync(path);
    }
  }
  throw new Error(`could not take the lock on ${dbPath}`);
}
