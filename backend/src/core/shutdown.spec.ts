import type { INestApplicationContext } from '@nestjs/common';
import { closeOnSignals, WORK_INTAKE } from './shutdown';

describe('closeOnSignals', () => {
  const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
  afterEach(() => {
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    exit.mockClear();
  });
  afterAll(() => exit.mockRestore());

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s, stops the work intake before the app runs any shutdown hook, then exits 0',
    async (signal) => {
      const order: string[] = [];
      const intake = { stopTakingWork: () => order.push('stop taking work') };
      const app = {
        get: (token: unknown) => {
          if (token !== WORK_INTAKE) throw new Error('unknown token');
          return intake;
        },
        close: async () => void order.push('close'),
      } as unknown as INestApplicationContext;
      closeOnSignals(app, async () => {});
      process.emit(signal);
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual(['stop taking work', 'close']);
      expect(exit).toHaveBeenCalledWith(0);
    },
  );

  it('leaves no drain limit behind once it has exited (a test process lives on after the exit)', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const app = { get: () => ({ stopTakingWork: () => {} }), close: async () => undefined } as unknown as INestApplicationContext;
      closeOnSignals(app, async () => {});
      process.emit('SIGTERM');
      await new Promise((resolve) => setImmediate(resolve));
      expect(exit).toHaveBeenCalledWith(0);
      expect(jest.getTimerCount()).toBe(0);
      jest.advanceTimersByTime(80_000);
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('exits 1 when the drain outlasts its limit', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const app = { get: () => ({ stopTakingWork: () => {} }), close: () => new Promise(() => {}) } as unknown as INestApplicationContext;
      closeOnSignals(app, async () => {});
      process.emit('SIGTERM');
      jest.advanceTimersByTime(74_999);
      expect(exit).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes an app that takes no work in (an api alone)', async () => {
    const close = jest.fn(async () => undefined);
    const app = {
      get: () => {
        throw new Error('Nest could not find WORK_INTAKE');
      },
      close,
    } as unknown as INestApplicationContext;
    closeOnSignals(app, async () => {});
    process.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
