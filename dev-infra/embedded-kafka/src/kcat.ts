import { spawnSync } from 'node:child_process';

export const KCAT_PACKAGE = 'kcat';

function onPath(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure `kcat` (Debian package kcat, which links librdkafka) is installed: installs it
 * with apt-get when we are root, otherwise explains what to run. Returns the command to use.
 */
export function ensureKcat(log: (line: string) => void = () => undefined): string {
  if (onPath('kcat')) return 'kcat';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    log('installing the Debian package kcat (librdkafka mock cluster) ...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', KCAT_PACKAGE], { stdio: 'ignore', env });
    if (install.status === 0 && onPath('kcat')) return 'kcat';
  }
  throw new Error(
    'Embedded Kafka needs kcat (librdkafka). Install it with `sudo apt-get install kcat`, ' +
      'or point Brigade at a real Kafka with KAFKA_BROKERS=host:9092.',
  );
}
