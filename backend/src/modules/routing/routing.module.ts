import { Module } from '@nestjs/common';
import { Transformations } from '../transformations/transformations.service';
import { RoutingController } from './routing.controller';
import { RoutingService } from './routing.service';

/** POST /api/routing/test: a destination's routing tried on a sample before it touches traffic. */
@Module({
  controllers: [RoutingController],
  providers: [RoutingService, Transformations],
})
export class RoutingModule {}
