import { MicroBatch } from './micro-batch';

/** A `run` whose calls finish only when the test says so, recording the inputs of each call. */
function controlledRun() {
  const calls: { inputs: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ inputs, finish: () => resolve(inputs.map((input) => `out-${input}`)), fail: reject });
    });
  return { calls, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('MicroBatch', () => {
  it('sends a lone input after one turn, then gathers what arrives meanwhile into the next call', async () => {
    const { calls, run } = controlledRun();
    const batch = new MicroBatch(run, { maxSize: 10, maxInFlight: 1 });
    const first = batch.submit(1);
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1]]);

    const rest = [2, 3, 4].map((input) => batch.submit(input));
    await turn();
    expect(calls).toHaveLength(1); // still in flight: the others wait
    calls[0].finish();
    await expect(first).resolves.toBe('out-1');
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3, 4]]);
    calls[1].finish();
    await expect(Promise.all(rest)).resolves.toEqual(['out-2', 'out-3', 'out-4']);
  });

  it('splits at maxSize and runs up to maxInFlight calls at once', async () => {
    const { calls, run } = controlledRun();
    const batch = new MicroBatch(run, { maxSize: 2, maxInFlight: 2 });
    const outputs = Promise.all([1, 2, 3, 4, 5].map((input) => batch.submit(input)));
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    calls[0].finish();
    await turn();
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3, 4], [5]]);
    calls[1].finish();
    calls[2].finish();
    await expect(outputs).resolves.toEqual(['out-1', 'out-2', 'out-3', 'out-4', 'out-5']);
  });

  it('fails every input of a failed call, and goes on with the next', async () => {
    const { calls, run } = controlledRun();
    const batch = new MicroBatch(run, { maxSize: 10, maxInFlight: 1 });
    const failing = [batch.submit(1), batch.submit(2)];
    await turn();
    const later = batch.submit(3);
    calls[0].fail(new Error('deadlock detected'));
    for (const result of failing) await expect(result).rejects.toThrow('deadlock detected');
    await turn();
    calls[1].finish();
    await expect(later).resolves.toBe('out-3');
  });
});

describe('MicroBatch with lingerMs', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('holds a call until lingerMs after its oldest input, gathering what arrives meanwhile', async () => {
    const { calls, run } = controlledRun();
    const batch = new MicroBatch(run, { maxSize: 10, maxInFlight: 1, lingerMs: 20 });
    const outputs = Promise.all([batch.submit(1), batch.submit(2)]);
    await turn();
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(10);
    const third = batch.submit(3);
    await turn();
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(10);
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3]]);
    calls[0].finish();
    await expect(outputs).resolves.toEqual(['out-1', 'out-2']);
    await expect(third).resolves.toBe('out-3');
  });

  it('starts a call at once when maxSize inputs wait, and does not linger again for inputs that waited behind a call', async () => {
    const { calls, run } = controlledRun();
    const batch = new MicroBatch(run, { maxSize: 3, maxInFlight: 1, lingerMs: 1000 });
    const full = Promise.all([1, 2, 3].map((input) => batch.submit(input)));
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3]]);
    const behind = batch.submit(4);
    jest.advanceTimersByTime(1000); // 4 has waited its linger while the first call ran
    calls[0].finish();
    await full;
    await turn();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3], [4]]);
    calls[1].finish();
    await expect(behind).resolves.toBe('out-4');
  });
});
