import 'reflect-metadata';
import { ApiModule } from './api.module';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createHttpApp } from './core/http/http-app';
import { createLogger, logStarted } from './core/logging/logger';
import { closeOnSignals } from './core/shutdown';
import { startTracing } from './core/tracing/tracing-sdk';

/** The api process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = await createLogger(config);
  const stopTracing = await startTracing(config, 'hookyard-api');
  const app = await createHttpApp(ApiModule.forRoot(config), config, logger);
  closeOnSignals(app, stopTracing);
  await app.listen(config.port, config.host);
  logStarted(logger, config, 'api', config.port);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
