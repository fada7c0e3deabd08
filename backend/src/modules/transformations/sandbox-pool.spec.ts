import { SandboxPool } from './sandbox-pool';
import type { TransformInput } from './transformation';

// The thread runs the build's sandbox-thread.js (npm run build first).
const input: TransformInput = {
  request: { method: 'POST', url: 'https://receiver.example/hook', headers: {}, body: { a: 1 } },
  context: { event_id: 'evt_1', event_type: null, endpoint_id: 'e1', destination_id: 'd1' },
  rawBody: Buffer.from('{"a":1}'),
};
/** A built-in that runs to its end whatever the time limit (about 0.6 s here): only stopping the thread cuts it. */
const LONG_SORT = 'function handler() { Array(4e5).fill(0).map((x, i) => (i * 7919) % 100003).sort(); return null; }';

describe('SandboxPool', () => {
  const pool = new SandboxPool(100);
  afterAll(() => pool.close());

  it('runs a transformation on its thread and answers the request with its body', async () => {
    // the first run waits for the thread to load and warm QuickJS
    const outcome = await pool.run('function handler(r) { return { body: { b: r.body.a } }; }', input, 'd1');
    if (outcome.kind !== 'request') throw new Error(JSON.stringify(outcome));
    expect(Buffer.isBuffer(outcome.request.body)).toBe(true);
    expect(outcome.request.body.toString()).toBe('{"b":1}');
  });

  it('stops a run that a built-in keeps past the limit, never holding the event loop, and runs the next on a new thread', async () => {
    const started = Date.now();
    let lastTick = started;
    let longestGap = 0;
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - lastTick);
      lastTick = Date.now();
    }, 10);
    let stoppedAfter = 0;
    const [long, next] = await Promise.all([
      pool.run(LONG_SORT, input, 'long').finally(() => (stoppedAfter = Date.now() - started)),
      pool.run('function handler() { return null; }', input, 'd2'),
    ]);
    const elapsed = Date.now() - started;
    clearInterval(ticker);
    expect(long).toMatchObject({ kind: 'error', error: { message: 'the transformation ran longer than 100 ms' } });
    expect(stoppedAfter).toBeLessThan(400); // 100 ms and the 50 ms grace, not the sort's 0.6 s
    expect(next).toMatchObject({ kind: 'skip' });
    // the new thread warms up first: about a second alone, 4.2 s seen with the integration bundles on the same 2 cores
    expect(elapsed).toBeLessThan(15_000);
    // The event loop kept turning meanwhile: the sort alone holds a thread for 0.6 s quietly, longer under load,
    // while a 10 ms timer's longest wait on a loaded machine is tens of ms (a count of ticks was not a sound
    // measure: 4 in 131 ms with the integration bundles on the same 2 cores, timers firing late, not missed).
    longestGap = Math.max(longestGap, Date.now() - lastTick);
    expect(longestGap).toBeLessThan(400);
  });

  it('answers many runs handed over at once, each its own; one that overruns mid-batch fails alone and the rest run on the next thread', async () => {
    const echo = (n: number) => `function handler() { return { body: { n: ${n} } }; }`;
    const codes = Array.from({ length: 70 }, (_, n) => (n === 40 ? LONG_SORT : echo(n)));
    const outcomes = await Promise.all(codes.map((code, n) => pool.run(code, input, `batch-${n}`)));
    outcomes.forEach((outcome, n) => {
      if (n === 40)
        return expect(outcome).toMatchObject({ kind: 'error', error: { message: 'the transformation ran longer than 100 ms' } });
      if (outcome.kind !== 'request') throw new Error(`run ${n}: ${JSON.stringify(outcome)}`);
      expect(JSON.parse(outcome.request.body.toString())).toEqual({ n });
    });
  });
});
