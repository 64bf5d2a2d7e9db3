// The part of 'k6/http' the scripts use: asyncRequest with fetch, and the blocking post with curl
// (k6's post blocks the virtual user; Node has no blocking HTTP client).
import { execFileSync } from 'node:child_process';

const response = (status, body) => ({
  status,
  body,
  json: (selector) => {
    const value = JSON.parse(body);
    return selector ? selector.split('.').reduce((node, key) => node?.[key], value) : value;
  },
});

export default {
  async asyncRequest(method, url, body, params) {
    const res = await fetch(url, { method, body, headers: params?.headers });
    return response(res.status, await res.text());
  },
  post(url, body, params) {
    const headers = Object.entries(params?.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const out = execFileSync('curl', ['-s', '-w', '\n%{http_code}', '-X', 'POST', ...headers, '--data-binary', '@-', url], {
      input: body,
      encoding: 'utf8',
    });
    const end = out.lastIndexOf('\n');
    return response(Number(out.slice(end + 1)), out.slice(0, end));
  },
};
