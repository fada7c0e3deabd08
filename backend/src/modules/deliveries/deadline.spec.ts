import { Deadline } from './webhook-sender';

describe('Deadline (the time limit handed to undici as its signal)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires abort once, after its time, to the listeners still registered', () => {
    const deadline = new Deadline(1000);
    const kept = jest.fn();
    const removed = jest.fn();
    deadline.once('abort', kept);
    deadline.on('abort', removed);
    deadline.removeListener('abort', removed);
    jest.advanceTimersByTime(999);
    expect(deadline.aborted).toBe(false);
    expect(kept).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(deadline.aborted).toBe(true);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('never fires once cleared', () => {
    const deadline = new Deadline(1000);
    const listener = jest.fn();
    deadline.once('abort', listener);
    deadline.clear();
    jest.advanceTimersByTime(10_000);
    expect(deadline.aborted).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
