import { DynamicModule, Module } from '@nestjs/common';
import { ApiModule } from './api.module';
import { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { WorkerModule } from './worker.module';

/** api + worker in one process: the local default of `npm start`, and the integration tests. */
@Module({})
export class CombinedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CombinedModule,
      imports: [
        CoreModule.forRoot(config),
        ApiModule.forRoot(config, { withCore: false }),
        WorkerModule.forRoot(config, { withCore: false }),
      ],
    };
  }
}
