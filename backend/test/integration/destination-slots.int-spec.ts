import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { AppConfig } from '../../src/core/config/app-config';
import { DestinationSlots } from '../../src/modules/deliveries/destination-slots';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';

/** The cap of in-flight deliveries per destination, with acquires and releases batched into one command. */
describe('DestinationSlots (batched acquires and releases)', () => {
  let redis: PrivateRedis;
  const clients: Redis[] = [];

  /** As the worker's client is made (RedisModule): no offline queue, auto-pipelining, connected before use. */
  const slotsOn = async (prefix: string, cap: number) => {
    const client = new Redis(redis.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      enableAutoPipelining: true,
      lazyConnect: true,
    });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    return { client, slots: new DestinationSlots(client, { redisPrefix: prefix, destinationConcurrency: cap } as AppConfig) };
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
    expect((await client.zrange(`${prefix}:slots:${destination}`, 0, -1)).sort()).toEqual(['c', 'd', 'e']);
  });

  it('never blocks a delivery and never throws while Redis is down', async () => {
    const { slots } = await slotsOn(`t_${randomUUID()}`, 1);
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
