import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../src/core/config/app-config';
import { createRedisClient, type RedisClient } from '../../src/core/queue/redis';
import { DestinationSlots } from '../../src/modules/deliveries/destination-slots';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';
import { redisTarget } from '../support/test-env';

/** The cap of in-flight deliveries per destination, with acquires and releases batched into one command. */
describe('DestinationSlots (batched acquires and releases)', () => {
  let redis: PrivateRedis;
  const clients: RedisClient[] = [];

  /**
   * As the worker's client is made (RedisModule): no offline queue, auto-pipelining, connected before
   * use; on the run's Redis Cluster in the cluster run, else (and `onPrivateRedis`) on a Redis of this suite's own.
   */
  const slotsOn = async (prefix: string, cap: number, { organizationCap = 1000, backoffTimeouts = 0, onPrivateRedis = false } = {}) => {
    const target = onPrivateRedis ? { redisUrl: redis.url, redisClusterNodes: null } : { ...redisTarget(), redisUrl: redis.url };
    const client = createRedisClient(target, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      enableAutoPipelining: true,
      lazyConnect: true,
    });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    const config = {
      redisPrefix: prefix,
      destinationConcurrency: cap,
      organizationConcurrency: organizationCap,
      slowDestinationTimeouts: backoffTimeouts,
    } as AppConfig;
    return { client, slots: new DestinationSlots(client, config) };
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis.stop();
  });

  it('grants exactly the cap to concurrent acquires of one destination, per destination', async () => {
    const { slots } = await slotsOn(`t_${randomUUID()}`, 10);
    const [busy, other] = [randomUUID(), randomUUID()];
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => slots.acquire(busy, `busy-${i}`)),
      ...Array.from({ length: 3 }, (_, i) => slots.acquire(other, `other-${i}`)),
    ]);
    expect(answers.slice(0, 25).filter(Boolean)).toHaveLength(10);
    expect(answers.slice(25)).toEqual([true, true, true]);
  });

  it('keeps the cap exact across workers sharing Redis', async () => {
    const prefix = `t_${randomUUID()}`;
    const workers = await Promise.all([1, 2, 3].map(async () => (await slotsOn(prefix, 10)).slots));
    const destination = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => workers[i % workers.length].acquire(destination, `holder-${i}`)),
    );
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  it('frees released slots for the next deliveries; a holder that already has a slot keeps it', async () => {
    const prefix = `t_${randomUUID()}`;
    const { slots, client } = await slotsOn(prefix, 3);
    const destination = randomUUID();
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((holder) => slots.acquire(destination, holder)))).toEqual([true, true, true, false]);
    expect(await slots.acquire(destination, 'a')).toBe(true); // a re-acquire by a holder does not take a second slot
    await Promise.all([slots.release(destination, 'a'), slots.release(destination, 'b')]);
    expect(await Promise.all(['d', 'e', 'f'].map((holder) => slots.acquire(destination, holder)))).toEqual([true, true, false]);
    expect((await client.zrange(`${prefix}:slots:{-}:${destination}`, 0, -1)).sort()).toEqual(['c', 'd', 'e']);
  });

  describe('per organization (ORGANIZATION_CONCURRENCY)', () => {
    it('grants no organization more than its cap nor any destination more than its own, and refuses only at a cap, across workers', async () => {
      const request = fc.record({ organization: fc.nat(2), destination: fc.nat(3), worker: fc.nat(1) });
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
          fc.array(request, { maxLength: 30 }),
          async (destinationCap, organizationCap, requests) => {
            const prefix = `t_${randomUUID()}`;
            const workers = [
              await slotsOn(prefix, destinationCap, { organizationCap }),
              await slotsOn(prefix, destinationCap, { organizationCap }),
            ];
            const organizations = [randomUUID(), randomUUID(), randomUUID()];
            const destinations = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
            // a destination belongs to one organization
            const owner = (destination: number, organization: number) => `${organizations[organization]}/${destinations[destination]}`;
            const slotOf = (r: { organization: number; destination: number }) => owner(r.destination, r.organization);
            const answers = await Promise.all(
              requests.map((r, i) => workers[r.worker].slots.acquire(slotOf(r), `h${i}`, organizations[r.organization])),
            );
            const granted = requests.filter((_, i) => answers[i]);
            const count = (pick: (r: (typeof requests)[number]) => string, of: typeof requests) =>
              of.reduce((counts, r) => counts.set(pick(r), (counts.get(pick(r)) ?? 0) + 1), new Map<string, number>());
            const perDestination = count(slotOf, granted);
            const perOrganization = count((r) => organizations[r.organization], granted);
            for (const n of perDestination.values()) expect(n).toBeLessThanOrEqual(destinationCap);
            for (const n of perOrganization.values()) expect(n).toBeLessThanOrEqual(organizationCap);
            requests.forEach((r, i) => {
              if (answers[i]) return;
              const atCap =
                (perDestination.get(slotOf(r)) ?? 0) === destinationCap ||
                (perOrganization.get(organizations[r.organization]) ?? 0) === organizationCap;
              expect(atCap).toBe(true);
            });
          },
        ),
        { numRuns: 25 },
      );
    });

    it("frees the organization's slot on release, and hands it over with the destination's slot", async () => {
      const prefix = `t_${randomUUID()}`;
      const { slots, client } = await slotsOn(prefix, 1, { organizationCap: 2 });
      const organization = randomUUID();
      const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
      expect(await slots.acquire(first, 'a', organization)).toBe(true);
      expect(await slots.acquire(second, 'b', organization)).toBe(true);
      expect(await slots.acquire(third, 'c', organization)).toBe(false); // organization full
      expect(await slots.acquire(third, 'c', randomUUID())).toBe(true); // another organization is not
      const waiting = slots.waitFor(first, 'a2', 60_000, organization);
      await slots.release(first, 'a', { organizationId: organization });
      await expect(waiting).resolves.toBe(true);
      expect((await client.zrange(`${prefix}:org-slots:{${organization}}`, 0, -1)).sort()).toEqual(['a2', 'b']);
      await slots.release(second, 'b', { organizationId: organization });
      expect(await client.zrange(`${prefix}:org-slots:{${organization}}`, 0, -1)).toEqual(['a2']);
    });
  });

  describe('a destination that keeps timing out (SLOW_DESTINATION_TIMEOUTS)', () => {
    it('gets one delivery at a time after that many timeouts in a row, and its cap back after one that did not time out', async () => {
      const { slots } = await slotsOn(`t_${randomUUID()}`, 5, { backoffTimeouts: 2 });
      const destination = randomUUID();
      const acquireMany = (names: string[]) => Promise.all(names.map((holder) => slots.acquire(destination, holder)));
      expect(await acquireMany(['a', 'b'])).toEqual([true, true]);
      await slots.release(destination, 'a', { outcome: 'timeout' });
      expect(await acquireMany(['c'])).toEqual([true]); // one timeout: still its full cap
      await slots.release(destination, 'c', { outcome: 'other' }); // the count starts again
      await slots.release(destination, 'b', { outcome: 'timeout' });
      expect((await acquireMany(['d', 'e', 'f'])).filter(Boolean)).toHaveLength(3);
      await Promise.all(['d', 'e'].map((holder) => slots.release(destination, holder, { outcome: 'timeout' })));
      // f is still in flight: no second one while the destination keeps timing out
      expect(await acquireMany(['g', 'h'])).toEqual([false, false]);
      await slots.release(destination, 'f', { outcome: 'timeout' });
      expect((await acquireMany(['g', 'h'])).filter(Boolean)).toHaveLength(1);
      await slots.release(destination, 'g', { outcome: 'other' });
      await slots.release(destination, 'h'); // nothing sent: counts for neither
      expect((await acquireMany(['i', 'j', 'k', 'l', 'm', 'n'])).filter(Boolean)).toHaveLength(5);
    });

    it('hands no slot over past the cap once that cap went down to one', async () => {
      const prefix = `t_${randomUUID()}`;
      const { slots, client } = await slotsOn(prefix, 3, { backoffTimeouts: 1 });
      const destination = randomUUID();
      expect(await Promise.all(['a', 'b', 'c', 'd'].map((holder) => slots.acquire(destination, holder)))).toEqual([
        true,
        true,
        true,
        false,
      ]);
      const waiting = slots.waitFor(destination, 'd', 300);
      await slots.release(destination, 'a', { outcome: 'timeout' });
      await expect(waiting).resolves.toBe(false);
      expect((await client.zrange(`${prefix}:slots:{-}:${destination}`, 0, -1)).sort()).toEqual(['b', 'c']);
    });
  });

  describe('waiting for a slot this worker gives back', () => {
    it('hands a slot given back to the holder waiting for it, in the same call, keeping the cap', async () => {
      const prefix = `t_${randomUUID()}`;
      const { slots, client } = await slotsOn(prefix, 1);
      const destination = randomUUID();
      expect(await slots.acquire(destination, 'a')).toBe(true);
      expect(await slots.acquire(destination, 'b')).toBe(false);
      const waiting = slots.waitFor(destination, 'b', 60_000);
      await slots.release(destination, 'a');
      await expect(waiting).resolves.toBe(true);
      expect(await client.zrange(`${prefix}:slots:{-}:${destination}`, 0, -1)).toEqual(['b']);
    });

    it('does not wait when the slots are held by other workers: none would be given back here', async () => {
      const prefix = `t_${randomUUID()}`;
      const [here, there] = [await slotsOn(prefix, 1), await slotsOn(prefix, 1)];
      const destination = randomUUID();
      expect(await there.slots.acquire(destination, 'a')).toBe(true);
      expect(await here.slots.acquire(destination, 'b')).toBe(false);
      await expect(here.slots.waitFor(destination, 'b', 60_000)).resolves.toBe(false); // at once, or the test times out
    });

    it('gives up at the deadline, and a slot given back later does not go to the holder that gave up', async () => {
      const prefix = `t_${randomUUID()}`;
      const { slots, client } = await slotsOn(prefix, 1);
      const destination = randomUUID();
      expect(await slots.acquire(destination, 'a')).toBe(true);
      await expect(slots.waitFor(destination, 'b', 50)).resolves.toBe(false);
      await slots.release(destination, 'a');
      expect(await client.zrange(`${prefix}:slots:{-}:${destination}`, 0, -1)).toEqual([]);
    });

    it('hands nothing over when the slot given back had expired: the waiter asks Redis again, within the cap', async () => {
      const prefix = `t_${randomUUID()}`;
      const { slots, client } = await slotsOn(prefix, 1);
      const [free, taken] = [randomUUID(), randomUUID()];
      for (const destination of [free, taken]) expect(await slots.acquire(destination, 'a')).toBe(true);
      const waiting = [slots.waitFor(free, 'b', 60_000), slots.waitFor(taken, 'b', 60_000)];
      // a's leases ran out; another worker then took the slot of `taken`
      await client.zrem(`${prefix}:slots:{-}:${free}`, 'a');
      await client.zrem(`${prefix}:slots:{-}:${taken}`, 'a');
      await client.zadd(`${prefix}:slots:{-}:${taken}`, Date.now() + 60_000, 'elsewhere');
      await Promise.all([slots.release(free, 'a'), slots.release(taken, 'a')]);
      await expect(Promise.all(waiting)).resolves.toEqual([true, false]);
      expect(await client.zrange(`${prefix}:slots:{-}:${free}`, 0, -1)).toEqual(['b']);
      expect(await client.zrange(`${prefix}:slots:{-}:${taken}`, 0, -1)).toEqual(['elsewhere']);
    });

    it('after its first second, waits only for a destination that gives slots back: not for a hung one', async () => {
      const { slots } = await slotsOn(`t_${randomUUID()}`, 1);
      const [hung, moving] = [randomUUID(), randomUUID()];
      expect(await slots.acquire(hung, 'stuck')).toBe(true);
      let holder = 'm0';
      expect(await slots.acquire(moving, holder)).toBe(true);
      for (let i = 1; i <= 12; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await slots.release(moving, holder);
        holder = `m${i}`;
        expect(await slots.acquire(moving, holder)).toBe(true);
      }
      await expect(slots.waitFor(hung, 'b', 60_000)).resolves.toBe(false); // at once, or the test times out
      const waiting = slots.waitFor(moving, 'b', 60_000);
      await slots.release(moving, holder);
      await expect(waiting).resolves.toBe(true);
    });

    it('stops every wait at once when closed (the worker is stopping)', async () => {
      const { slots } = await slotsOn(`t_${randomUUID()}`, 1);
      const destination = randomUUID();
      expect(await slots.acquire(destination, 'a')).toBe(true);
      const waiting = slots.waitFor(destination, 'b', 60_000);
      slots.close();
      await expect(waiting).resolves.toBe(false);
      await expect(slots.waitFor(destination, 'c', 60_000)).resolves.toBe(false);
    });
  });

  it('never blocks a delivery and never throws while Redis is down', async () => {
    const { slots } = await slotsOn(`t_${randomUUID()}`, 1, { onPrivateRedis: true });
    const destination = randomUUID();
    await redis.stop();
    try {
      expect(await Promise.all([slots.acquire(destination, 'x'), slots.acquire(destination, 'y')])).toEqual([true, true]);
      await expect(slots.release(destination, 'x')).resolves.toBeUndefined();
    } finally {
      await redis.start();
    }
  });
});
