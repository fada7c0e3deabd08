import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller';
import { StatsModule } from './stats.module';

/** The statistics routes of the api. */
@Module({
  imports: [StatsModule],
  controllers: [StatsController],
})
export class StatsApiModule {}
