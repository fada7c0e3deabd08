import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createLogger, logStarted } from './core/logging/logger';
import { PinoNestLogger } from './core/logging/nest-logger';
import { closeOnSignals } from './core/shutdown';
import { WorkerModule } from './worker.module';

/** The worker process: processors and relay in a Nest application context, no HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = await createLogger(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: new PinoNestLogger(logger) });
  closeOnSignals(app);
  logStarted(logger, config, 'worker');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
