import { cspFor, framedBySelf, securityHeaders } from '../src/csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

const CONFIG = {
  graphqlUrl: 'https://api.example.com/graphql',
  remotes: { mfe_auth: 'https://auth-remote.example.com/mf-manifest.json', mfe_kitchen: '/remotes/kitchen/mf-manifest.json' },
  keycloak: { url: 'https://sso.example.com/' },
};

describe('cspFor: the policy of a page served with a /config.json', () => {
  const policy = cspFor(CONFIG);

  it("runs scripts only from its origin, the remotes' origins and Stripe.js: never inline, never eval", () => {
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://auth-remote.example.com https://js.stripe.com https://*.js.stripe.com",
    );
  });

  it('calls its origin, the remotes (manifests), the gateway, the realm and Stripe, nothing else', () => {
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://auth-remote.example.com https://api.example.com https://sso.example.com https://api.stripe.com",
    );
  });

  it("frames the realm's silent check and Stripe's Elements and 3-D Secure pages, and is framed by nobody", () => {
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://sso.example.com https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(policy.endsWith("; frame-ancestors 'none'")).toBe(true);
    expect(cspFor(CONFIG, { framedBySelf: true }).endsWith("; frame-ancestors 'self'")).toBe(true);
  });

  it('shows pictures and media from its origin (and the gateway), data: and blob:; no plugins; no other base or form target', () => {
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.example.com");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://api.example.com");
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
  });

  it("names no origin for a remote (or a gateway) on the page's own origin, and only self for a page without config", () => {
    expect(directive(cspFor(undefined), 'script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(cspFor({ graphqlUrl: '/graphql' }), 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });

  it("allows eval (webpack's eval source maps) and hot-update sockets in development only", () => {
    const dev = cspFor(CONFIG, { dev: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(dev, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(dev, 'connect-src')).toMatch(/ ws:$/);
    expect(policy).not.toMatch(/unsafe-eval|ws:/);
  });
});

describe('securityHeaders', () => {
  it('adds the framing rule for older browsers, no referrer (tokens in reset and verification links) and nosniff', () => {
    expect(securityHeaders(CONFIG)).toEqual({
      'content-security-policy': cspFor(CONFIG),
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    expect(securityHeaders(CONFIG, { framedBySelf: true })['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets only keycloak-js's silent-check-sso.html be framed", () => {
    expect(framedBySelf('/silent-check-sso.html')).toBe(true);
    expect(framedBySelf('/login')).toBe(false);
  });
});
