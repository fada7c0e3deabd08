import { VerifiedCache } from './verified-cache';

describe('VerifiedCache', () => {
  it('returns an entry with the generation it was stored under, until its TTL', () => {
    const cache = new VerifiedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'row', 'g1', 0);
    expect(cache.get('a', 999)).toEqual({ value: 'row', generation: 'g1', expiresAt: 1000 });
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest insertion when full, and an entry on delete', () => {
    const cache = new VerifiedCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1, 'g', 0);
    cache.set('b', 2, 'g', 0);
    cache.set('a', 3, 'g', 0); // re-inserted: now the newest
    cache.set('c', 4, 'g', 0);
    expect([cache.get('a', 0)?.value, cache.get('b', 0), cache.get('c', 0)?.value]).toEqual([3, undefined, 4]);
    cache.delete('a');
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, but still hands the entry back', () => {
    const cache = new VerifiedCache<string>({ ttlMs: 0, maxEntries: 10 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('a', 'row', 'g', 0).value).toBe('row');
    expect(cache.size).toBe(0);
  });
});
