import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source';
import { ReplicaSqlExecutor, SqlExecutor } from './sql';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: true }),
    }),
  ],
  providers: [SqlExecutor, ReplicaSqlExecutor],
  exports: [SqlExecutor, ReplicaSqlExecutor],
})
export class DatabaseModule {}
