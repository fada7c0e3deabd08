import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './core/config/app-config';
import { logLevels } from './core/config/log-levels';
import { closeOnSignals } from './core/shutdown';
import { WorkerModule } from './worker.module';

/** The worker process: processors and relay in a Nest application context, no HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: logLevels(config) });
  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
