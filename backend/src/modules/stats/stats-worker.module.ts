import { Module } from '@nestjs/common';
import { AutoDisable } from './auto-disable.service';
import { StatsModule } from './stats.module';

/** The worker's part of destination health: auto-disable. */
@Module({
  imports: [StatsModule],
  providers: [AutoDisable],
  exports: [AutoDisable],
})
export class StatsWorkerModule {}
