/**
 * Answers kept for a short time per key, at most `maxEntries` of them (the oldest go first).
 * Concurrent lookups of one key share one call; a failed call is not kept, so the next request
 * tries again.
 */
export class LinkCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    this.entries.delete(key);
    const value = load();
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
