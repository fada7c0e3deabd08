import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';

/** Longer than the longest delivery timeout (60 s), so in-flight deliveries can finish. */
const DRAIN_LIMIT_MS = 75_000;

/**
 * What takes work in (the worker's deliveries), provided under this token by the feature that owns
 * it: told to stop before the application's shutdown hooks run, so that nothing new starts while
 * one of them awaits (an HTTP connection pool closing, a flush).
 */
export const WORK_INTAKE = Symbol('WORK_INTAKE');
export interface WorkIntake {
  stopTakingWork(): void;
}

/**
 * SIGTERM/SIGINT: stop taking work, let in-flight deliveries and requests finish, close the
 * connections, exit 0. A drain that outlasts DRAIN_LIMIT_MS exits 1 (the leases make another
 * worker pick its jobs up). `flush` runs once the app is closed (the spans of the last deliveries).
 */
export function closeOnSignals(app: INestApplicationContext, flush: () => Promise<void>): void {
  const logger = new Logger('Shutdown');
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal}: draining`);
    workIntake(app)?.stopTakingWork();
    const drainLimit = setTimeout(() => {
      logger.error(`drain took longer than ${DRAIN_LIMIT_MS} ms; exiting`);
      process.exit(1);
    }, DRAIN_LIMIT_MS).unref();
    // Cleared on the way out: nothing of the drain outlives it (where exit returns, as in a test,
    // the timer would otherwise end the process 75 s later, whatever it is doing then).
    const exit = (code: number) => {
      clearTimeout(drainLimit);
      process.exit(code);
    };
    void (async () => {
      try {
        await app.close();
      } catch (error) {
        logger.error(`shutdown failed: ${(error as Error).message}`);
        exit(1);
        return;
      }
      await flush().catch((error: Error) => logger.error(`flushing traces failed: ${error.message}`));
      exit(0);
    })();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** The process's work intake, if it has one (an api alone has none). */
function workIntake(app: INestApplicationContext): WorkIntake | null {
  try {
    return app.get<WorkIntake>(WORK_INTAKE, { strict: false });
  } catch {
    return null;
  }
}
