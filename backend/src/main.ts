import 'reflect-metadata';
import { ApiModule } from './api.module';
import { ConfigError, loadConfig } from './core/config/app-config';
import { createHttpApp } from './core/http/http-app';
import { closeOnSignals } from './core/shutdown';

/** The api process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createHttpApp(ApiModule.forRoot(config), config);
  closeOnSignals(app);
  await app.listen(config.port, config.host);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
