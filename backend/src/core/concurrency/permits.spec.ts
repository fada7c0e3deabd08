import fc from 'fast-check';
import { Permits } from './permits';

describe('Permits', () => {
  it('grants up to its size at once, then hands each released permit to the next waiter in arrival order', async () => {
    const permits = new Permits(2);
    await expect(permits.acquire()).resolves.toBe(true);
    await expect(permits.acquire()).resolves.toBe(true);
    const order: number[] = [];
    const third = permits.acquire().then((granted) => order.push(3) && granted);
    const fourth = permits.acquire().then((granted) => order.push(4) && granted);
    await Promise.resolve();
    expect(order).toEqual([]);
    permits.release();
    await expect(third).resolves.toBe(true);
    expect(order).toEqual([3]);
    permits.release();
    await expect(fourth).resolves.toBe(true);
    expect(order).toEqual([3, 4]);
  });

  it('serves a caller asking to be first ahead of those already waiting', async () => {
    const permits = new Permits(1);
    await permits.acquire();
    const order: string[] = [];
    const queued = permits.acquire().then(() => order.push('queued'));
    const first = permits.acquire({ first: true }).then(() => order.push('first'));
    permits.release();
    await first;
    expect(order).toEqual(['first']);
    permits.release();
    await queued;
    expect(order).toEqual(['first', 'queued']);
  });

  it('counts a release without waiters as a free permit', async () => {
    const permits = new Permits(1);
    await permits.acquire();
    permits.release();
    await expect(permits.acquire()).resolves.toBe(true);
  });

  it('never grants more than its size (taken at once or waited for), serves each lane in arrival order, and a background caller only when no other waits', async () => {
    const step = fc.oneof(
      fc.constant({ op: 'release' as const }),
      fc.record({ op: fc.constant('acquire' as const), background: fc.boolean() }),
      fc.record({ op: fc.constant('take' as const), count: fc.integer({ min: 0, max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(step, { maxLength: 60 }), async (size, steps) => {
        const permits = new Permits(size);
        let held = 0;
        const waiting: { background: boolean; n: number }[] = [];
        const granted: { background: boolean; n: number; foregroundWaiting: boolean }[] = [];
        let n = 0;
        for (const next of steps) {
          if (next.op === 'acquire') {
            const caller = { background: next.background, n: n++ };
            waiting.push(caller);
            void permits.acquire({ background: caller.background }).then(() => {
              waiting.splice(waiting.indexOf(caller), 1);
              granted.push({ ...caller, foregroundWaiting: waiting.some((other) => !other.background) });
              held++;
            });
          } else if (next.op === 'take') {
            const taken = permits.take(next.count);
            expect(taken).toBeLessThanOrEqual(next.count);
            // Only free permits are taken: all of them when asked for more, none while a caller waits.
            expect(taken).toBe(waiting.length > 0 ? 0 : Math.min(next.count, size - held));
            held += taken;
          } else if (held > 0) {
            held--;
            permits.release();
          }
          await new Promise((resolve) => setImmediate(resolve));
          expect(held).toBeLessThanOrEqual(size);
          // A free permit never sits beside a waiter.
          if (waiting.length > 0) expect(held).toBe(size);
        }
        for (const lane of [true, false]) {
          const order = granted.filter((caller) => caller.background === lane).map((caller) => caller.n);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
        expect(granted.filter((caller) => caller.background && caller.foregroundWaiting)).toEqual([]);
      }),
    );
  });

  it('answers false to the waiters and to later callers once closed', async () => {
    const permits = new Permits(1);
    await permits.acquire();
    const waiting = permits.acquire();
    permits.close();
    await expect(waiting).resolves.toBe(false);
    await expect(permits.acquire()).resolves.toBe(false);
    const unused = new Permits(2);
    unused.close();
    expect(unused.take(2)).toBe(0);
  });
});
