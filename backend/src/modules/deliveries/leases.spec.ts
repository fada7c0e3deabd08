import fc from 'fast-check';
import { Leases } from './leases';

describe('Leases', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('renews, every third of a lease, exactly the jobs held since before the previous renewal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ claimedAt: fc.integer({ min: 0, max: 40_000 }), heldFor: fc.integer({ min: 0, max: 40_000 }) }), {
          maxLength: 20,
        }),
        async (jobs) => {
          jest.setSystemTime(0);
          const renewals: { at: number; ids: string[] }[] = [];
          const leases = new Leases(15_000, async (ids) => void renewals.push({ at: Date.now(), ids: [...ids].sort() }));
          const events = jobs.flatMap(({ claimedAt, heldFor }, n) => [
            { at: claimedAt, n, hold: true },
            { at: claimedAt + heldFor, n, hold: false },
          ]);
          events.sort((a, b) => a.at - b.at || Number(b.hold) - Number(a.hold));
          const releases = new Map<number, () => void>();
          for (const event of events) {
            await jest.advanceTimersByTimeAsync(event.at - Date.now());
            if (event.hold) releases.set(event.n, leases.hold(`job-${event.n}`));
            else releases.get(event.n)!();
          }
          leases.close();
          // Every held job was renewed at each tick that came a third of a lease or more after its
          // claim and no later than its release (a tick due at that very time comes first), and no other job ever was.
          for (const { at, ids } of renewals) {
            const expected = jobs
              .map((job, n) => ({ ...job, n }))
              .filter(({ claimedAt, heldFor }) => claimedAt <= at - 5_000 && at <= claimedAt + heldFor)
              .map(({ n }) => `job-${n}`)
              .sort();
            expect(ids).toEqual(expected);
          }
          // ... and no job went a full lease without one.
          jobs.forEach(({ claimedAt, heldFor }, n) => {
            const renewed = [claimedAt, ...renewals.filter(({ ids }) => ids.includes(`job-${n}`)).map(({ at }) => at)];
            const ends = [...renewed.slice(1), claimedAt + heldFor];
            ends.forEach((end, i) => expect(end - renewed[i]).toBeLessThan(15_000));
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keeps renewing after close() until the last job is released, then stops', async () => {
    const renewals: string[][] = [];
    const leases = new Leases(3000, async (ids) => void renewals.push(ids));
    const release = leases.hold('in-flight');
    leases.close();
    await jest.advanceTimersByTimeAsync(2000);
    expect(renewals).toEqual([['in-flight'], ['in-flight']]);
    release();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(renewals).toHaveLength(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('tries again at the next tick when a renewal fails', async () => {
    let calls = 0;
    const leases = new Leases(3000, async () => {
      calls++;
      if (calls === 1) throw new Error('connection reset');
    });
    const release = leases.hold('job');
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    release();
    leases.close();
  });
});
