import fc from 'fast-check';
import { bullConnection, reconnectDelay } from './redis';

describe('reconnectDelay (BullMQ connections)', () => {
  it('waits longer after each failed attempt, from 250 ms, and never more than 2 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (attempts) => {
        const delay = reconnectDelay(attempts);
        expect(delay).toBeGreaterThanOrEqual(250);
        expect(delay).toBeLessThanOrEqual(2000);
        expect(reconnectDelay(attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it("is the single Redis connection's retry strategy (BullMQ's own grows to 20 s)", () => {
    const options = bullConnection({ redisUrl: 'redis://127.0.0.1:6379/2', redisClusterNodes: null });
    expect(options.retryStrategy).toBe(reconnectDelay);
    expect(options.db).toBe(2);
  });
});
