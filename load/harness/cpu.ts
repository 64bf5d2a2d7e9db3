import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) each stack process has used so far, from /proc (Linux; empty elsewhere). */
export function cpuSeconds(processes: { name: string; child: { pid?: number | undefined } }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { name, child } of processes) {
    try {
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks (100/s).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      out[name] = (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // Not Linux, or the process is gone: no figure.
    }
  }
  const self = process.cpuUsage();
  out['load generator'] = (self.user + self.system) / 1e6;
  return out;
}

/** CPU milliseconds per request, per process, between two readings; the busiest first. */
export function cpuPerRequest(before: Record<string, number>, after: Record<string, number>, requests: number): [string, number][] {
  return Object.keys(after)
    .map((name): [string, number] => [name, (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, requests)])
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1]);
}
