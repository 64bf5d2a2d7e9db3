import type { Context, Step } from '../scenarios/journey';
import type { BenchRow } from './bench-rows';

/** One pass of a journey with fetch, every step checked; answers the problems. */
async function onePass(url: string, steps: Step[]): Promise<string[]> {
  const context: Context = {};
  for (const step of steps) {
    const request = step.request(context);
    if (!request) return [`${step.name}: nothing to send (an earlier step kept nothing)`];
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...step.headers },
      body: JSON.stringify(request),
    });
    const text = await res.text();
    let reply: unknown;
    try {
      reply = JSON.parse(text);
    } catch {
      return [`${step.name}: HTTP ${res.status} ${text.slice(0, 200)}`];
    }
    const problem = res.ok ? step.check(reply) : `HTTP ${res.status}`;
    if (problem !== null) return [`${step.name}: ${problem}`];
    step.keep?.(reply, context);
  }
  return [];
}

/** Every row's journey once, for the first and the last tenant, before anything is timed. */
export async function preflight(rows: BenchRow[], lastConnection: number): Promise<string[]> {
  const problems: string[] = [];
  for (const row of rows) {
    await row.prepare?.();
    for (const connection of [0, lastConnection]) {
      problems.push(...(await onePass(row.url, row.stepsFor(connection))).map((p) => `${row.scenario} (${row.target}): ${p}`));
    }
  }
  return problems;
}
