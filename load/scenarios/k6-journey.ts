/**
 * What every k6 scenario shares: the options with its thresholds, setup()'s seed through k6's
 * http.asyncRequest, and one pass of a journey (scenarios/journey.ts) per iteration.
 */
import http from 'k6/http';
import { check } from 'k6';
import { setTimeout } from 'k6/timers';
import type { Transport } from '../seed/graphql.ts';
import { seedTenants, type Seeded } from '../seed/tenants.ts';
import { p95LimitMs, type Step, type Thresholds } from './journey.ts';
import { DEFAULT_PASSWORD, RECIPES_PER_TENANT, SEED_CONCURRENCY, SUPER_ADMIN_EMAIL } from './tenants.shared.ts';

/** k6 provides console; @types/k6 does not declare it. */
declare const console: { log(...values: unknown[]): void };

export const GATEWAY_URL = __ENV.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
export const PASSWORD = __ENV.SEED_PASSWORD ?? DEFAULT_PASSWORD;
export const VUS = Number(__ENV.VUS ?? 20);

/** One scenario named `name`: VUS virtual users for DURATION; its requests' p95 (for VUS), failures and checks judged. */
export function scenarioOptions(name: string, thresholds: Thresholds) {
  return {
    setupTimeout: '10m',
    scenarios: { [name]: { executor: 'constant-vus' as const, vus: VUS, duration: __ENV.DURATION ?? '30s' } },
    // Filtered by scenario, so setup()'s seeding requests do not count.
    thresholds: {
      [`http_req_duration{scenario:${name}}`]: [`p(95)<${p95LimitMs(thresholds, VUS)}`],
      [`http_req_failed{scenario:${name}}`]: [`rate<${thresholds.errorRate}`],
      [`checks{scenario:${name}}`]: [`rate>${1 - thresholds.errorRate}`],
    },
  };
}

/** setup()'s requests through k6, tagged `seed` so they stay out of the scenario's figures. */
export const transport: Transport = async (body, headers) => {
  const res = await http.asyncRequest('POST', GATEWAY_URL, body, { headers, tags: { name: 'seed' } });
  return { status: res.status, body: typeof res.body === 'string' ? res.body : '' };
};

/**
 * setup(): TENANTS (default VUS) kitchens with their admins, `recipes` recipes and dishes each
 * (and a recipe tree with `treeDishes` dishes when above 0), and as many super admin sign-ins;
 * each virtual user then works as `tenantOf(tenants, __VU)`.
 */
export function seed(recipes = RECIPES_PER_TENANT, treeDishes = 0): Promise<Seeded> {
  const tenants = Number(__ENV.TENANTS ?? VUS);
  return seedTenants({
    transport,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    tenants,
    recipesPerTenant: recipes,
    treeDishes,
    superAdminTokens: tenants,
    superAdminEmail: SUPER_ADMIN_EMAIL,
    password: PASSWORD,
    tag: Date.now().toString(36),
    concurrency: SEED_CONCURRENCY,
    log: (line) => console.log(line),
  });
}

/** One pass: each step's request, checked; the pass ends at the first failed step. */
export function runJourney(url: string, steps: Step[]): void {
  const context = {};
  for (const step of steps) {
    const request = step.request(context);
    if (!request) return;
    const res = http.post(url, JSON.stringify(request), {
      headers: { 'content-type': 'application/json', ...step.headers },
      tags: { name: step.name },
    });
    let reply: unknown = null;
    try {
      reply = res.json();
    } catch {
      // Not JSON: the check below says so.
    }
    const problem = res.status === 200 ? step.check(reply) : `HTTP ${res.status}`;
    check(res, { [step.name]: () => problem === null });
    if (problem !== null) return;
    step.keep?.(reply, context);
  }
}
