/** A cached copy and the generation marker value it was read under (see {@link Generations}). */
export interface Verified<T> {
  value: T;
  generation: string;
  expiresAt: number;
}

/**
 * A per-instance cache whose entries are only as good as their generation: the caller confirms
 * `generation` against Redis (in the same round trip as its rate limit) before trusting a hit, and
 * drops the entry when that fails. The TTL and the size bound are safety nets, not the freshness
 * mechanism. When full, the oldest insertion goes first (entries are re-inserted at least once per
 * TTL, so that is close to least recently loaded).
 */
export class VerifiedCache<T> {
  private readonly entries = new Map<string, Verified<T>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): Verified<T> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores (when the cache is enabled) and returns the entry either way. */
  set(key: string, value: T, generation: string, now = Date.now()): Verified<T> {
    const entry = { value, generation, expiresAt: now + this.options.ttlMs };
    if (!this.enabled) return entry;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
