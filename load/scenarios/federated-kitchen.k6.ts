// k6 run load/scenarios/federated-kitchen.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql
import http from 'k6/http';
import { check } from 'k6';
import {
  CONNECTIONS,
  DEFAULT_PASSWORD,
  DEMO_KITCHEN_ID,
  FEDERATED_QUERY,
  SIGN_IN,
  SIGN_IN_EMAIL,
  THRESHOLDS,
  TOKEN_COUNT,
} from './federated-kitchen.shared.ts';

const url = __ENV.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
const json = { headers: { 'content-type': 'application/json' } };

export const options = {
  vus: CONNECTIONS,
  duration: __ENV.DURATION ?? '30s',
  thresholds: {
    http_req_duration: [`p(95)<${THRESHOLDS.p95Ms}`],
    http_req_failed: [`rate<${THRESHOLDS.errorRate}`],
  },
};

export function setup(): { tokens: string[] } {
  const tokens: string[] = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const res = http.post(
      url,
      JSON.stringify({ query: SIGN_IN, variables: { email: SIGN_IN_EMAIL, password: __ENV.SEED_PASSWORD ?? DEFAULT_PASSWORD } }),
      json,
    );
    tokens.push((res.json('data.Authenticate.token') as string | null) ?? '');
  }
  return { tokens };
}

export default function (data: { tokens: string[] }): void {
  const token = data.tokens[(__VU * 7919 + __ITER) % data.tokens.length] ?? '';
  const res = http.post(url, JSON.stringify({ query: FEDERATED_QUERY, variables: { id: DEMO_KITCHEN_ID } }), {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  check(res, {
    'status 200': (r) => r.status === 200,
    'owner resolved': (r) => r.json('data.getKitchenById.owner.email') === SIGN_IN_EMAIL,
  });
}
