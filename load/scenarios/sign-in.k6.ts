// k6 run load/scenarios/sign-in.k6.ts -e GATEWAY_URL=http://127.0.0.1:4000/graphql
import http from 'k6/http';
import { check } from 'k6';
import { DEFAULT_PASSWORD, SIGN_IN, SIGN_IN_CONNECTIONS, SIGN_IN_EMAIL, SIGN_IN_THRESHOLDS } from './sign-in.shared.ts';

const url = __ENV.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';

export const options = {
  vus: SIGN_IN_CONNECTIONS,
  duration: __ENV.DURATION ?? '30s',
  thresholds: {
    http_req_duration: [`p(95)<${SIGN_IN_THRESHOLDS.p95Ms}`],
    http_req_failed: [`rate<${SIGN_IN_THRESHOLDS.errorRate}`],
  },
};

export default function (): void {
  const res = http.post(
    url,
    JSON.stringify({ query: SIGN_IN, variables: { email: SIGN_IN_EMAIL, password: __ENV.SEED_PASSWORD ?? DEFAULT_PASSWORD } }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );
  check(res, { 'signed in': (r) => typeof r.json('data.Authenticate.token') === 'string' });
}
