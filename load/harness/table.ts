import type { BenchRow } from './bench-rows';
import { p95LimitMs } from '../scenarios/journey';
import { missed, type Measured } from './measure';

export type BenchResult = { row: BenchRow; connections: number; measured: Measured; cpu: [string, number][] };

const COLUMNS: [string, number][] = [
  ['scenario', 18],
  ['target', 28],
  ['conns', 5],
  ['req/s', 7],
  ['p50 ms', 7],
  ['p95 ms', 7],
  ['p99 ms', 7],
  ['errors', 7],
  ['gw/direct', 9],
  ['thresholds', 0],
];

const line = (cells: string[]) =>
  `${cells.map((cell, i) => (i < 2 ? cell.padEnd(COLUMNS[i]?.[1] ?? 0) : cell.padStart(COLUMNS[i]?.[1] ?? 0))).join(' ')}\n`;

/** The gateway row's req/s over its subgraph's, at the same connections ('' where there is none). */
function ratio(result: BenchResult, results: BenchResult[]): string {
  const direct = results.find((r) => r.row.directOf === result.row.scenario && r.connections === result.connections);
  if (!direct || result.row.directOf || direct.measured.rps === 0) return '';
  return `${(result.measured.rps / direct.measured.rps).toFixed(2)}`;
}

/** A result's threshold misses, named by its row and connections. */
export const missesOf = (r: BenchResult): string[] =>
  missed(r.measured, `${r.row.scenario} (${r.row.target}, ${r.connections} connections)`, {
    p95Ms: p95LimitMs(r.row.thresholds, r.connections),
    errorRate: r.row.thresholds.errorRate,
  });

/** One table: every scenario at every connection level, with the gateway/direct req/s ratio. */
export function printBenchTable(title: string, results: BenchResult[]): void {
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(line(COLUMNS.map(([name]) => name)));
  for (const r of results) {
    const m = r.measured;
    const t = r.row.thresholds;
    process.stdout.write(
      line([
        r.row.scenario,
        r.row.target,
        String(r.connections),
        m.rps.toFixed(0),
        m.p50.toFixed(0),
        m.p95.toFixed(0),
        m.p99.toFixed(0),
        `${((100 * m.errors) / Math.max(1, m.requests)).toFixed(2)}%`,
        ratio(r, results),
        `${missesOf(r).length ? 'MISSED' : 'ok'} (p95 < ${p95LimitMs(t, r.connections)}, errors < ${t.errorRate * 100}%)`,
      ]),
    );
  }
}
