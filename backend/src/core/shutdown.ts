import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';

/** Longer than the longest delivery timeout (60 s), so in-flight deliveries can finish. */
const DRAIN_LIMIT_MS = 75_000;

/**
 * SIGTERM/SIGINT: stop taking work, let in-flight deliveries and requests finish, close the
 * connections, exit 0. A drain that outlasts DRAIN_LIMIT_MS exits 1 (the leases make another
 * worker pick its jobs up).
 */
export function closeOnSignals(app: INestApplicationContext): void {
  const logger = new Logger('Shutdown');
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal}: draining`);
    setTimeout(() => {
      logger.error(`drain took longer than ${DRAIN_LIMIT_MS} ms; exiting`);
      process.exit(1);
    }, DRAIN_LIMIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
