/**
 * The browser hardening every front-end page is served with, built in this one place: the
 * production server (dev-infra/dev-stack/src/web-server.ts) and the dev server (./dev.ts) call it,
 * and the nginx includes of docker/ and k8s/ are checked against it by their tests.
 * No imports: web-server.ts loads this file alone, without webpack.
 */

/** What the policy needs from the shell's run-time /config.json (a remote has none). */
export type PageConfig = {
  graphqlUrl?: string;
  remotes?: Record<string, string>;
  keycloak?: { url: string };
};

export type PolicyOptions = {
  /**
   * webpack-dev-server only: its eval-cheap-module-source-map wraps each module in eval() (fast
   * rebuilds, readable stacks), and each app's hot-update socket is on that app's own port.
   * Production bundles have no eval, so 'unsafe-eval' never reaches a built app.
   */
  dev?: boolean;
  /** The page may be framed by its own origin: keycloak-js's silent-check-sso.html, in the shell's hidden iframe. */
  framedBySelf?: boolean;
};

// What Stripe.js loads (Stripe's CSP guide): its script and the Elements frames from js.stripe.com,
// 3-D Secure pages from hooks.stripe.com, its API from api.stripe.com. mfe-kitchen's card form
// (payments/upgrade/StripeCardForm.tsx) loads it only when billing runs with Stripe keys.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/** The origin of an absolute URL; nothing for a path on the page's own origin ('self' covers it). */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

const unique = (sources: string[]) => [...new Set(sources)].join(' ');

/** The Content-Security-Policy header value of a page served with `config` (the shell's /config.json). */
export function cspFor(config: PageConfig | undefined, options: PolicyOptions = {}): string {
  const remotes = Object.values(config?.remotes ?? {}).flatMap(originOf);
  // /graphql, /api/upload and /media are on the page's origin wherever Brigade is deployed today;
  // a deployment whose graphqlUrl names another origin is let through for those too.
  const gateway = originOf(config?.graphqlUrl);
  // keycloak-js: the token endpoint (fetch) and the silent check-sso in a hidden iframe.
  const keycloak = originOf(config?.keycloak?.url);
  // Dev only: each app's hot-update socket is on its own port, and the shell's page may be opened as
  // localhost while its dev server names itself 127.0.0.1, so any ws: origin (never in production).
  const sockets = options.dev ? ['ws:'] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Remote entries and their chunks come from each remote's origin. Never 'unsafe-inline': that is
    // what stops an injected <script>; the shell's own checks are files (public/browser-support.js).
    ['script-src', ["'self'", ...remotes, ...STRIPE_SCRIPTS, ...(options.dev ? ["'unsafe-eval'"] : [])]],
    // antd's CSS-in-JS inserts <style> elements at run time and React renders style attributes;
    // neither can carry a nonce from a static server, so inline styles stay allowed. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Pictures from /media; data: for antd's and the UI kit's inline icons, blob: for upload previews.
    ['img-src', ["'self'", 'data:', 'blob:', ...gateway]],
    ['media-src', ["'self'", 'blob:', ...gateway]],
    ['font-src', ["'self'", 'data:']],
    // Manifests, GraphQL, uploads, the realm's token endpoint, Stripe's API (and in dev the hot-update sockets).
    ['connect-src', ["'self'", ...remotes, ...gateway, ...keycloak, ...STRIPE_API, ...sockets]],
    ['frame-src', ["'self'", ...keycloak, ...STRIPE_FRAMES]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Last, so the nginx includes (which vary it per path) can end their policy before it.
    ['frame-ancestors', [options.framedBySelf ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources)}`).join('; ');
}

/** Every header of the hardening: the policy, the same framing rule for older browsers, no referrer, no sniffing. */
export function securityHeaders(config: PageConfig | undefined, options: PolicyOptions = {}): Record<string, string> {
  return {
    'content-security-policy': cspFor(config, options),
    'x-frame-options': options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
    // Reset and verification links carry their token in the address (?resetToken=, ?verifyToken=):
    // no request the page makes may pass it on, so no page sends a referrer at all.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

/** The one page that is framed, by the shell itself: keycloak-js's silent sign-in check. */
export const framedBySelf = (path: string) => path === '/silent-check-sso.html';
