import { Module } from '@nestjs/common';
import { StatsCounter } from './stats-counter';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

/** Counting (api and worker) and reading (api) the statistics and destination health. */
@Module({
  providers: [StatsRepository, StatsCounter, StatsService],
  exports: [StatsCounter, StatsService, StatsRepository],
})
export class StatsModule {}
