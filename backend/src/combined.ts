import 'reflect-metadata';
import { CombinedModule } from './combined.module';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createHttpApp } from './core/http/http-app';
import { createLogger, logStarted } from './core/logging/logger';
import { closeOnSignals } from './core/shutdown';
import { startTracing } from './core/tracing/tracing-sdk';

/** api + worker + dashboard in one process: the local default. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = await createLogger(config);
  const stopTracing = await startTracing(config, 'hookyard');
  const app = await createHttpApp(CombinedModule.forRoot(config), config, logger);
  closeOnSignals(app, stopTracing);
  await app.listen(config.port, config.host);
  logStarted(logger, config, 'combined', config.port);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
