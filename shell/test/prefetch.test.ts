import { preloadRemote } from '@module-federation/enhanced/runtime';
import { markFirstPageShown } from '../src/remotes/first-page';
import { prefetchLinks, PREFETCH_ROOT_MARGIN } from '../src/remotes/prefetch';
import { startPrefetching } from '../src/remotes/start-prefetching';

// The federation runtime stands in for the network here; the sign-in journey loads real remotes.
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));

// jsdom does no layout, so the test plays the browser's part: it says which links came near the viewport.
type Watcher = { callback: IntersectionObserverCallback; margin: string | undefined; targets: Set<Element> };
const watchers: Watcher[] = [];
class FakeIntersectionObserver {
  private readonly w: Watcher;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.w = { callback, margin: options?.rootMargin, targets: new Set() };
    watchers.push(this.w);
  }
  observe(el: Element) {
    this.w.targets.add(el);
  }
  unobserve(el: Element) {
    this.w.targets.delete(el);
  }
  disconnect() {
    this.w.targets.clear();
  }
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;

function nearViewport(selector: string) {
  const w = watchers.at(-1)!;
  const el = document.querySelector(selector)!;
  if (!w.targets.has(el)) return;
  w.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

test('a link nearing the viewport (200px margin) loads its remote once; the landing page and other sites load nothing', async () => {
  document.body.innerHTML = `<div id="root">
    <a id="login" href="/login">Sign in</a><a id="register" href="/register">Register</a>
    <a id="home" href="/">Home</a><a id="away" href="https://example.org/x">Elsewhere</a></div>`;
  const preload = jest.fn();
  const stop = prefetchLinks(document.getElementById('root')!, preload);
  expect(watchers.at(-1)!.margin).toBe(PREFETCH_ROOT_MARGIN);
  expect(PREFETCH_ROOT_MARGIN).toBe('200px');
  expect(preload).not.toHaveBeenCalled();
  for (const id of ['#login', '#register', '#home', '#away']) nearViewport(id);
  expect(preload.mock.calls).toEqual([['mfe_auth']]);

  // A link a remote renders later is watched too.
  const late = document.createElement('a');
  late.id = 'recipes';
  late.href = '/auth/admin/recipe';
  document.getElementById('root')!.appendChild(late);
  await new Promise((r) => setTimeout(r, 0));
  nearViewport('#recipes');
  expect(preload.mock.calls).toEqual([['mfe_auth'], ['mfe_kitchen']]);
  stop();
});

test("a link's remote warms up once the first page is on screen, and what its other pages load lazily (and Apollo) when the browser is idle after that", async () => {
  document.body.innerHTML = `<div id="root"><a id="register" href="/register">Register</a></div>`;
  const loadClient = jest.fn(() => new Promise<never>(() => undefined));
  const stop = startPrefetching(document.getElementById('root')!, loadClient);
  nearViewport('#register');
  const asked = () => jest.mocked(preloadRemote).mock.calls.map(([options]) => [options[0]?.nameOrAlias, options[0]?.resourceCategory]);
  await new Promise((r) => setTimeout(r, 400));
  expect(asked()).toEqual([]);
  expect(loadClient).not.toHaveBeenCalled();
  markFirstPageShown();
  await new Promise((r) => setTimeout(r, 0));
  expect(asked()).toEqual([['mfe_auth', 'sync']]);
  expect(loadClient).not.toHaveBeenCalled();
  // No requestIdleCallback in jsdom (nor in Safari): the idle wait is a short timer.
  await new Promise((r) => setTimeout(r, 400));
  expect(asked()).toEqual([
    ['mfe_auth', 'sync'],
    ['mfe_auth', 'all'],
  ]);
  expect(loadClient).toHaveBeenCalledTimes(1);
  stop();
});
