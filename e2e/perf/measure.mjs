// @ts-check
/* global window, document, getComputedStyle, requestAnimationFrame -- in functions run inside the page */
/**
 * Performance measurement of the sign-in page (/login) and the landing page (/): not a test, a
 * script that prints a table and writes e2e/perf/results.json. See e2e/README.md ("Performance")
 * for how each figure is defined.
 *
 * Plain JavaScript (type-checked through JSDoc, `npx tsc -p e2e/perf`) so that it runs on plain Node
 * with nothing but the e2e workspace's own dependencies: the built @brigade/dev-stack and
 * playwright-core.
 *
 * Usage: npm run perf -w @brigade/e2e [-- --runs 5 --quiet-ms 500 --out <file> --pages sign-in,landing
 *   --throttle fast-4g]; pages: sign-in, landing, recipes (the admin's recipe list), line-view (a recipe
 *   as a cook reads it); the last two signed in as the demo kitchen's admin.
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import devStack from '@brigade/dev-stack';
import { chromium } from 'playwright-core';
import { Authenticate, RecipeMenus } from '../support/__generated__/documents.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'quiet-ms': { type: 'string', default: '500' },
    out: { type: 'string', default: join(HERE, 'results.json') },
    pages: { type: 'string', default: 'sign-in,landing' },
    throttle: { type: 'string', default: 'none' },
  },
});
/**
 * Chromium DevTools' "Fast 4G" preset, applied through the DevTools protocol: 165 ms of latency,
 * 9 Mbit/s down and 1.5 up, each at 90 % as DevTools sets them.
 */
const THROTTLES = {
  none: null,
  'fast-4g': { offline: false, latency: 165, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: (1_500_000 / 8) * 0.9 },
};
const THROTTLE = /** @type {Record<string, typeof THROTTLES['fast-4g'] | null>} */ (THROTTLES)[args.throttle ?? 'none'];
if (THROTTLE === undefined) throw new Error(`--throttle must be one of ${Object.keys(THROTTLES).join(', ')}`);
/** The demo kitchen's admin (dev-stack's seed). */
const ADMIN = { email: 'admin@demo.brigade.local', password: 'Brigade!2026' };
const RUNS = Number(args.runs);
const QUIET_MS = Number(args['quiet-ms']);
if (!Number.isInteger(RUNS) || RUNS < 1 || !(QUIET_MS >= 0)) throw new Error('--runs must be a whole number >= 1, --quiet-ms >= 0');
/** A page that never gets there is a failure, not a number. */
const READY_TIMEOUT_MS = 30_000;

/**
 * What "ready" means on each page (the checks are in instrument()): the sign-in form's Email input,
 * the landing page's h1, the recipe list's first row, the line view's ingredients, visible and
 * enabled. `signedIn`: opened with the admin's session cookie; `path` of the line view gets a recipe id.
 * @typedef {{ name: string; path: string; ready: 'email-input' | 'landing-heading' | 'table-row' | 'ingredients'; signedIn?: boolean }} PageSpec
 * @type {PageSpec[]}
 */
const ALL_PAGES = [
  { name: 'sign-in', path: '/login', ready: 'email-input' },
  { name: 'landing', path: '/', ready: 'landing-heading' },
  { name: 'recipes', path: '/auth/admin/recipe', ready: 'table-row', signedIn: true },
  { name: 'line-view', path: '/recipe/', ready: 'ingredients', signedIn: true },
];
const PAGES = (args.pages ?? '').split(',').map((name) => {
  const spec = ALL_PAGES.find((p) => p.name === name.trim());
  if (!spec) throw new Error(`--pages: unknown page ${name}; known: ${ALL_PAGES.map((p) => p.name).join(', ')}`);
  return /** @type {PageSpec} */ ({ ...spec });
});

/**
 * Installed before any of the page's own scripts (addInitScript), on every document: records long
 * tasks (buffered, so none is missed) and the first moment, on the page's clock (performance.now(),
 * 0 = navigation start), the ready element is visible and enabled, checked on every animation frame.
 * Visible and enabled as Playwright means it: a non-empty box, not visibility:hidden, not disabled.
 * @param {PageSpec['ready']} ready
 */
function instrument(ready) {
  /** @type {{ longTasks: { start: number; end: number }[]; readyAt: number | null; lcp: number | null }} */
  const perf = { longTasks: [], readyAt: null, lcp: null };
  Object.defineProperty(window, '__perf', { value: perf });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The latest candidate is the page's LCP so far (a lab reading: no input ends the search early).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  /** @param {Element | null | undefined} el */
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const checks = {
    'email-input': () => {
      const input = Array.from(document.querySelectorAll('input')).find((i) =>
        Array.from(i.labels ?? []).some((l) => l.textContent?.trim() === 'Email'),
      );
      return visible(input) && !input?.disabled && !input?.closest('fieldset:disabled');
    },
    'landing-heading': () => visible(document.querySelector('h1')),
    'table-row': () => visible(document.querySelector('.ant-table-tbody tr.ant-table-row')),
    ingredients: () => {
      const section = document.querySelector('section[aria-label="Ingredients"]');
      return visible(section) && (section?.textContent?.length ?? 0) > 20;
    },
  };
  const poll = () => {
    if (checks[ready]()) perf.readyAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * @typedef {{ url: string; status: number; fromCache: boolean; unfinished?: boolean; bodyBytes: number; wireBytes: number; contentEncoding: string | null; startMs?: number; endMs?: number }} ScriptResponse
 * @typedef {{ ttiMs: number; readyMs: number; domContentLoadedMs: number; loadMs: number; fcpMs: number | null; lcpMs: number | null; longTasks: number; longTaskMs: number; scripts: ScriptResponse[] }} Sample
 */

/**
 * Every script response of one navigation, from the DevTools protocol (Resource Timing would say 0
 * bytes for the remotes: they are other origins and send no Timing-Allow-Origin).
 * bodyBytes: encoded (as sent, compressed if the server compressed) body bytes that came over the
 * network, 0 when served from the browser cache; wireBytes: the same plus response headers.
 * @param {import('playwright-core').CDPSession} cdp
 */
function scriptRecorder(cdp) {
  /** @type {Map<string, { url: string; status: number; headerBytes: number; fromCache: boolean; contentEncoding: string | null; total?: number }>} requestId -> response */
  let byId = new Map();
  /** @type {Set<string>} */
  let cached = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const encoding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
    byId.set(requestId, {
      url: response.url,
      status: response.status,
      headerBytes: response.encodedDataLength,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || cached.has(requestId)),
      contentEncoding: encoding ?? null,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = byId.get(requestId);
    if (r) r.total = encodedDataLength;
  });
  return {
    reset() {
      byId = new Map();
      cached = new Set();
    },
    /** @returns {ScriptResponse[]} */
    take() {
      return [...byId.entries()].map(([requestId, r]) => {
        const fromCache = r.fromCache || cached.has(requestId);
        const total = fromCache ? 0 : (r.total ?? 0);
        return {
          url: r.url,
          status: r.status,
          fromCache,
          // Still loading when the measurement ended (counted as 0 bytes so far).
          ...(r.total === undefined && !fromCache ? { unfinished: true } : {}),
          wireBytes: total,
          bodyBytes: Math.max(0, total - r.headerBytes),
          contentEncoding: r.contentEncoding,
        };
      });
    },
  };
}

/**
 * Waits for the ready element, then for QUIET_MS without a long task; returns the sample.
 * TTI = the end of the last long task that started before a QUIET_MS window free of long tasks
 * opened, and never earlier than the ready moment or first contentful paint.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof scriptRecorder>} scripts
 * @returns {Promise<Sample>}
 */
async function measure(page, scripts) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const state = await page.evaluate(() => {
      const perf = /** @type {{ longTasks: { start: number; end: number }[]; readyAt: number | null; lcp: number | null }} */ (
        /** @type {unknown} */ (Reflect.get(window, '__perf'))
      );
      return { now: performance.now(), readyAt: perf.readyAt, longTasks: perf.longTasks, lcp: perf.lcp };
    });
    if (state.readyAt !== null) {
      // Nothing is interactive before it is painted: the search starts at FCP at the earliest.
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      let tti = Math.max(state.readyAt, fcp ?? 0);
      for (const task of [...state.longTasks].sort((a, b) => a.start - b.start)) {
        if (task.end <= tti) continue;
        if (task.start >= tti + QUIET_MS) break;
        tti = task.end;
      }
      if (state.now >= tti + QUIET_MS) {
        const timings = await page.evaluate(() => {
          const [nav] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return {
            domContentLoadedMs: nav?.domContentLoadedEventEnd ?? NaN,
            loadMs: nav?.loadEventEnd ?? NaN,
            fcpMs: fcp ? fcp.startTime : null,
            // When each script was requested and arrived (timing works across origins, sizes do not).
            resources: /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map(
              (e) => /** @type {[string, number, number]} */ ([e.name, e.startTime, e.responseEnd]),
            ),
          };
        });
        const { resources, ...navigation } = timings;
        const when = new Map([...resources].reverse().map(([url, start, end]) => [url, { startMs: start, endMs: end }]));
        const before = state.longTasks.filter((t) => t.start < tti);
        return {
          ttiMs: tti,
          readyMs: state.readyAt,
          lcpMs: state.lcp,
          ...navigation,
          longTasks: before.length,
          longTaskMs: before.reduce((sum, t) => sum + (t.end - t.start), 0),
          scripts: scripts.take().map((r) => ({ ...r, ...when.get(r.url) })),
        };
      }
    }
    if (Date.now() > deadline) throw new Error(`${page.url()}: not interactive after ${READY_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * Which app served each origin, and which files of each app are its Module Federation shared
 * modules (from that app's own mf-manifest.json, as served now).
 * @param {string} shellUrl
 */
async function appMap(shellUrl) {
  const config = /** @type {{ remotes: Record<string, string> }} */ (await (await fetch(`${shellUrl}/config.json`)).json());
  /** @type {Map<string, string>} origin -> app */
  const apps = new Map([[new URL(shellUrl).origin, 'shell']]);
  /** @type {Map<string, string[]>} origin + file -> shared package names */
  const shared = new Map();
  const manifests = [[new URL(shellUrl).origin, `${shellUrl}/mf-manifest.json`]];
  for (const [federationName, manifestUrl] of Object.entries(config.remotes)) {
    const origin = new URL(manifestUrl).origin;
    apps.set(origin, federationName.replace(/_/g, '-'));
    manifests.push([origin, manifestUrl]);
  }
  for (const [origin, url] of manifests) {
    if (!origin || !url) continue;
    const res = await fetch(url);
    if (!res.ok) continue;
    const manifest = /** @type {{ shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] }} */ (await res.json());
    for (const s of manifest.shared ?? []) {
      for (const file of [...s.assets.js.sync, ...s.assets.js.async]) {
        const key = `${origin}/${basename(file)}`;
        shared.set(key, [...(shared.get(key) ?? []), s.name]);
      }
    }
  }
  /** @param {string} url */
  return (url) => {
    const u = new URL(url);
    const app = apps.get(u.origin) ?? u.origin;
    const pkgs = shared.get(`${u.origin}/${basename(u.pathname)}`);
    return pkgs ? { group: `shared (served by ${app})`, shared: pkgs } : { group: `${app} (own code)`, shared: null };
  };
}

/** Local gzip size (zlib default level, what express's compression middleware would send) of each URL's body. */
const gzipCache = new Map();
/** @param {string} url */
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, { raw: body.length, gzip: gzipSync(body).length });
  }
  return /** @type {{ raw: number; gzip: number }} */ (gzipCache.get(url));
}

/**
 * One of the consoles' documents (e2e/support/__generated__/documents.ts), typed by it.
 * @template R, V
 * @param {string} gatewayUrl
 * @param {import('../support/__generated__/documents.ts').Operation<R, V>} document
 * @param {NoInfer<V>} variables
 * @param {string | null} token
 * @returns {Promise<R>}
 */
async function gql(gatewayUrl, document, variables, token = null) {
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = /** @type {{ data?: R; errors?: unknown }} */ (await res.json());
  if (!body.data) throw new Error(`perf: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The sign-in form's Authenticate. @param {string} gatewayUrl */
async function adminToken(gatewayUrl) {
  return (await gql(gatewayUrl, Authenticate, { input: ADMIN })).Authenticate.token;
}

/** The demo kitchen's first recipe of the list (the recipes screen's document), for the line view. @param {string} gatewayUrl @param {string} token */
async function firstRecipe(gatewayUrl, token) {
  const { getRecipeMenu } = await gql(gatewayUrl, RecipeMenus, { pageNo: 1, sizePerPage: 1, filters: { type: 'RECIPE' } }, token);
  const id = getRecipeMenu.records[0]?.id;
  if (!id) throw new Error('perf: the demo kitchen has no recipe');
  return id;
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (/** @type {number | null} */ n) => (n === null || !Number.isFinite(n) ? 'n/a' : `${Math.round(n)} ms`);

async function main() {
  const { startStack } = devStack;
  console.error('perf: starting the product (seeded, front ends served from their dists)...');
  const signedInPages = PAGES.some((p) => p.signedIn);
  const stack = await startStack({
    seed: true,
    // The demo kitchen's bistro (as `npm start` opens it) gives the signed-in pages their recipes.
    demo: signedInPages,
    frontends: true,
    output: 'silent',
    ports: {
      mongo: 0,
      gateway: 0,
      services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 },
      frontends: { shell: 0, 'mfe-auth': 0, 'mfe-superadmin': 0, 'mfe-kitchen': 0 },
    },
  });
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  // Interrupted (Ctrl-C, kill <pid>): the product's processes are stopped all the same.
  const interrupted = async () => {
    await browser?.close().catch(() => undefined);
    await stack.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const shellUrl = /** @type {string} */ (stack.shellUrl);
    const classify = await appMap(shellUrl);
    // The flags of e2e/support/browser.ts launchChromium().
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    console.error(`perf: ${browser.version()}, ${RUNS} runs per page, shell at ${shellUrl}`);

    const token = signedInPages ? await adminToken(/** @type {string} */ (stack.gatewayUrl)) : null;
    for (const spec of PAGES)
      if (spec.name === 'line-view' && token) spec.path += await firstRecipe(/** @type {string} */ (stack.gatewayUrl), token);

    /** @type {Record<string, { cold: Sample[]; warm: Sample[] }>} */
    const samples = {};
    for (const spec of PAGES) {
      samples[spec.name] = { cold: [], warm: [] };
      for (let run = 1; run <= RUNS; run++) {
        // A fresh context: empty HTTP cache, no cookies, no storage.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
        try {
          await context.addInitScript(instrument, spec.ready);
          // The shell's session cookie, as signing in leaves it.
          if (spec.signedIn && token) await context.addCookies([{ name: 'NEXT_TOKEN', value: token, url: shellUrl }]);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          if (THROTTLE) await cdp.send('Network.emulateNetworkConditions', THROTTLE);
          const scripts = scriptRecorder(cdp);
          await page.goto(`${shellUrl}${spec.path}`, { waitUntil: 'commit' });
          const cold = await measure(page, scripts);
          scripts.reset();
          await page.reload({ waitUntil: 'commit' });
          const warm = await measure(page, scripts);
          samples[spec.name]?.cold.push(cold);
          samples[spec.name]?.warm.push(warm);
          console.error(`perf: ${spec.path} run ${run}: cold TTI ${ms(cold.ttiMs)}, warm TTI ${ms(warm.ttiMs)}`);
        } finally {
          await context.close();
        }
      }
    }

    const encodings = new Set(
      Object.values(samples).flatMap((s) => [...s.cold, ...s.warm].flatMap((x) => x.scripts.map((r) => r.contentEncoding))),
    );
    const compressed = [...encodings].some((e) => e && e !== 'identity');

    /**
     * Medians over the runs: of each timing, and of each run's JS sums (in total and per group).
     * @param {Sample[]} list
     */
    const summarise = async (list) => {
      const zero = () => ({ requests: 0, fromCache: 0, afterReady: 0, bodyBytes: 0, wireBytes: 0, gzipBytesLocal: 0 });
      /** @typedef {ReturnType<typeof zero>} Counts */
      /** @type {Map<string, { runs: Counts[]; shared: Set<string> }>} */
      const groups = new Map();
      const totals = list.map(zero);
      for (const [i, sample] of list.entries()) {
        for (const r of sample.scripts) {
          const { group, shared } = classify(r.url);
          const g = groups.get(group) ?? { runs: list.map(zero), shared: new Set() };
          groups.set(group, g);
          for (const p of shared ?? []) g.shared.add(p);
          const gzip = r.bodyBytes > 0 ? (await gzipSize(r.url)).gzip : 0;
          for (const counts of [g.runs[i], totals[i]]) {
            if (!counts) continue;
            counts.requests += 1;
            counts.fromCache += r.fromCache ? 1 : 0;
            counts.afterReady += r.startMs !== undefined && r.startMs > sample.readyMs ? 1 : 0;
            counts.bodyBytes += r.bodyBytes;
            counts.wireBytes += r.wireBytes;
            counts.gzipBytesLocal += gzip;
          }
        }
      }
      /** @param {Counts[]} runs */
      const medianCounts = (runs) => {
        const m = zero();
        for (const key of /** @type {(keyof Counts)[]} */ (Object.keys(m))) m[key] = median(runs.map((c) => c[key]));
        return m;
      };
      return {
        ttiMs: median(list.map((s) => s.ttiMs)),
        readyMs: median(list.map((s) => s.readyMs)),
        fcpMs: median(list.flatMap((s) => (s.fcpMs === null ? [] : [s.fcpMs]))),
        lcpMs: median(list.flatMap((s) => (s.lcpMs === null ? [] : [s.lcpMs]))),
        domContentLoadedMs: median(list.map((s) => s.domContentLoadedMs)),
        loadMs: median(list.map((s) => s.loadMs)),
        longTasks: median(list.map((s) => s.longTasks)),
        longTaskMs: median(list.map((s) => s.longTaskMs)),
        js: medianCounts(totals),
        jsByGroup: Object.fromEntries(
          [...groups.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([group, g]) => [group, { ...medianCounts(g.runs), ...(g.shared.size ? { sharedModules: [...g.shared].sort() } : {}) }]),
        ),
      };
    };

    /** @type {Record<string, Record<string, Awaited<ReturnType<typeof summarise>>>>} */
    const medians = {};
    for (const spec of PAGES) {
      const s = /** @type {{ cold: Sample[]; warm: Sample[] }} */ (samples[spec.name]);
      medians[spec.path] = { cold: await summarise(s.cold), warm: await summarise(s.warm) };
    }

    const results = {
      measuredAt: new Date().toISOString(),
      browser: `Chromium ${browser.version()} (headless)`,
      node: process.version,
      runs: RUNS,
      quietWindowMs: QUIET_MS,
      throttle: args.throttle,
      serverCompression: compressed ? [...encodings].filter(Boolean).join(', ') : 'none',
      bytes: compressed
        ? 'bodyBytes: the compressed size as transferred (encoded body bytes).'
        : 'The dev web server does not compress: bodyBytes is the raw size as transferred; gzipBytesLocal is what gzip (node:zlib gzipSync, default level) makes of the same bodies, computed locally.',
      medians,
      samples,
    };
    writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);

    const bytesHead = compressed ? 'JS transferred (compressed)' : 'JS transferred (raw)';
    /** @type {string[][]} */
    const timings = [['page', 'cache', 'TTI', 'ready', 'FCP', 'LCP', 'DCL', 'load', 'long tasks', bytesHead, 'gzip (local)']];
    /** @type {string[][]} */
    const split = [['page', 'cache', 'JS by origin', 'requests', 'cached', 'after ready', bytesHead, 'gzip (local)']];
    /** @type {Map<string, string[]>} */
    const sharedModules = new Map();
    for (const [path, byCache] of Object.entries(medians)) {
      for (const [cache, m] of Object.entries(byCache)) {
        timings.push([
          path,
          cache,
          ms(m.ttiMs),
          ms(m.readyMs),
          ms(m.fcpMs),
          ms(m.lcpMs),
          ms(m.domContentLoadedMs),
          ms(m.loadMs),
          `${m.longTasks} (${ms(m.longTaskMs)})`,
          kb(m.js.bodyBytes),
          kb(m.js.gzipBytesLocal),
        ]);
        for (const [group, g] of Object.entries(m.jsByGroup)) {
          if (g.sharedModules) sharedModules.set(group, g.sharedModules);
          split.push([
            path,
            cache,
            group,
            String(g.requests),
            String(g.fromCache),
            String(g.afterReady),
            kb(g.bodyBytes),
            kb(g.gzipBytesLocal),
          ]);
        }
      }
    }
    const print = (/** @type {string[][]} */ table) => {
      const widths = (table[0] ?? []).map((_, c) => Math.max(...table.map((r) => (r[c] ?? '').length)));
      for (const [i, r] of table.entries()) {
        console.log(
          r
            .map((cell, c) => cell.padEnd(widths[c] ?? 0))
            .join('  ')
            .trimEnd(),
        );
        if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
      }
    };
    const network = THROTTLE
      ? `network throttled to ${args.throttle} (${THROTTLE.latency} ms, ${((THROTTLE.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s down)`
      : 'localhost';
    console.log(`\nMedian of ${RUNS} runs, ${results.browser}, ${network}; cold = fresh context, warm = reload.`);
    console.log(`TTI: ready element visible and enabled (not before FCP), then ${QUIET_MS} ms without a long task.\n`);
    print(timings);
    console.log('');
    print(split);
    for (const [group, modules] of sharedModules) console.log(`${group}: ${modules.join(', ')}`);
    console.log(`\n${results.bytes}\nJSON: ${args.out}`);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await browser?.close();
    await stack.stop();
  }
}

await main();
