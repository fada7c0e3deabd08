import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createLogger, logStarted } from './core/logging/logger';
import { PinoNestLogger } from './core/logging/nest-logger';
import { closeOnSignals } from './core/shutdown';
import { startTracing } from './core/tracing/tracing-sdk';
import { WorkerModule } from './worker.module';

/**
 * The worker process: processors and relay in a Nest application context, no HTTP; with WORKER_PORT,
 * a Fastify app answering only /healthz, /readyz and /metrics on it (HOST), for probes and scrapes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = await createLogger(config);
  const stopTracing = await startTracing(config, 'hookyard-worker');
  const nestLogger = new PinoNestLogger(logger);
  if (config.workerPort === null) {
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: nestLogger });
    closeOnSignals(app, stopTracing);
    logStarted(logger, config, 'worker');
    return;
  }
  const app = await NestFactory.create<NestFastifyApplication>(WorkerModule.forRoot(config, { probes: true }), new FastifyAdapter(), {
    logger: nestLogger,
    bodyParser: false,
  });
  closeOnSignals(app, stopTracing);
  await app.listen(config.workerPort, config.host);
  logStarted(logger, config, 'worker', config.workerPort);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
