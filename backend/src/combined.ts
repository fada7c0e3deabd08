import 'reflect-metadata';
import { CombinedModule } from './combined.module';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createHttpApp } from './core/http/http-app';
import { closeOnSignals } from './core/shutdown';

/** api + worker + dashboard in one process: the local default. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createHttpApp(CombinedModule.forRoot(config), config);
  closeOnSignals(app);
  await app.listen(config.port, config.host);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
