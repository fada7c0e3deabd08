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

  it('answers false to the waiters and to later callers once closed', async () => {
    const permits = new Permits(1);
    await permits.acquire();
    const waiting = permits.acquire();
    permits.close();
    await expect(waiting).resolves.toBe(false);
    await expect(permits.acquire()).resolves.toBe(false);
  });
});
