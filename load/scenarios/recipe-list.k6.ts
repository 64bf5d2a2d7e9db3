// Seed first (npm run seed:recipes -w @brigade/load against the stack), then:
// k6 run load/scenarios/recipe-list.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql
import http from 'k6/http';
import { check } from 'k6';
import {
  ADMIN_EMAIL,
  ADMIN_THRESHOLDS,
  ADMIN_VARIABLES,
  CONNECTIONS,
  SUPER_ADMIN_CONNECTIONS,
  DEFAULT_PASSWORD,
  PAGE_SIZE,
  RECIPE_LIST_QUERY,
  SIGN_IN,
  SUPER_ADMIN_EMAIL,
  SUPER_ADMIN_THRESHOLDS,
  SUPER_ADMIN_VARIABLES,
  TOKEN_COUNT,
} from './recipe-list.shared.ts';

const url = __ENV.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
const json = { headers: { 'content-type': 'application/json' } };
const duration = __ENV.DURATION ?? '30s';

/** The two rows one after the other, with CONNECTIONS and SUPER_ADMIN_CONNECTIONS virtual users, as the harness runs them. */
export const options = {
  scenarios: {
    kitchen_admin: { executor: 'constant-vus', exec: 'kitchenAdmin', vus: CONNECTIONS, duration },
    super_admin: { executor: 'constant-vus', exec: 'superAdmin', vus: SUPER_ADMIN_CONNECTIONS, duration, startTime: duration },
  },
  thresholds: {
    'http_req_duration{scenario:kitchen_admin}': [`p(95)<${ADMIN_THRESHOLDS.p95Ms}`],
    'http_req_failed{scenario:kitchen_admin}': [`rate<${ADMIN_THRESHOLDS.errorRate}`],
    'http_req_duration{scenario:super_admin}': [`p(95)<${SUPER_ADMIN_THRESHOLDS.p95Ms}`],
    'http_req_failed{scenario:super_admin}': [`rate<${SUPER_ADMIN_THRESHOLDS.errorRate}`],
  },
};

type Tokens = { admin: string[]; superAdmin: string[] };

function signIn(email: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const res = http.post(
      url,
      JSON.stringify({ query: SIGN_IN, variables: { email, password: __ENV.SEED_PASSWORD ?? DEFAULT_PASSWORD } }),
      json,
    );
    tokens.push((res.json('data.Authenticate.token') as string | null) ?? '');
  }
  return tokens;
}

export function setup(): Tokens {
  return { admin: signIn(ADMIN_EMAIL), superAdmin: signIn(SUPER_ADMIN_EMAIL) };
}

function page(tokens: string[], variables: object): void {
  const token = tokens[(__VU * 7919 + __ITER) % tokens.length] ?? '';
  const res = http.post(url, JSON.stringify({ query: RECIPE_LIST_QUERY, variables }), {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  check(res, {
    'status 200': (r) => r.status === 200,
    'no errors': (r) => typeof r.body === 'string' && r.body.indexOf('"errors"') < 0,
    'a full page': (r) => (r.json('data.getRecipeMenu.records') as unknown[] | null)?.length === PAGE_SIZE,
  });
}

export function kitchenAdmin(data: Tokens): void {
  page(data.admin, ADMIN_VARIABLES);
}

export function superAdmin(data: Tokens): void {
  page(data.superAdmin, SUPER_ADMIN_VARIABLES);
}
