import type { RequestContext } from '@brigade/service-kit';

/**
 * One computation per key and request: a stock used by 300 dishes of a menu costing is rolled up
 * once. Weakly held, so it goes with the request.
 */
export function memoPerRequest<T>() {
  const byRequest = new WeakMap<RequestContext, Map<string, Promise<T>>>();
  return (ctx: RequestContext, key: string, compute: () => Promise<T>): Promise<T> => {
    let held = byRequest.get(ctx);
    if (!held) byRequest.set(ctx, (held = new Map()));
    let value = held.get(key);
    if (!value) held.set(key, (value = compute()));
    return value;
  };
}
