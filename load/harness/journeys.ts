import type autocannon from 'autocannon';
import type { Context, Step } from '../scenarios/journey';
import { load, type Measured, type Tally } from './measure';

/**
 * A journey (scenarios/journey.ts) as autocannon's request sequence: each connection loops over
 * the steps with autocannon's per-pass context, as a k6 virtual user loops over its iterations.
 */
export function journeyRequests(steps: Step[], tally: Tally): autocannon.Request[] {
  return steps.map((step) => ({
    method: 'POST',
    setupRequest: (req, context) => {
      const request = step.request(context as Context);
      // autocannon restarts the sequence when this is falsy (its README), which its types leave out.
      if (!request) return undefined as unknown as autocannon.Request;
      return { ...req, body: JSON.stringify(request), headers: { 'content-type': 'application/json', ...step.headers } };
    },
    onResponse: (status, body, context) => {
      if (status < 200 || status >= 300) return; // counted by autocannon as non-2xx
      let reply: unknown = null;
      try {
        reply = JSON.parse(body);
      } catch {
        // Not JSON: the check says so.
      }
      const problem = step.check(reply);
      if (problem !== null) tally.fail(`${step.name}: ${problem}`);
      else step.keep?.(reply, context as Context);
    },
  }));
}

/** `connections` connections, connection i walking stepsFor(i) (its own tenant) for SECONDS. */
export const measureJourney = (
  label: string,
  url: string,
  connections: number,
  stepsFor: (connection: number) => Step[],
): Promise<Measured> => load(label, url, connections, (connection, tally) => journeyRequests(stepsFor(connection), tally));
