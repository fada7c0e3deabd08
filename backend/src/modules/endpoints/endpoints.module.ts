import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsModule } from '../organizations/organizations.module';
import { StatsModule } from '../stats/stats.module';
import { Destination } from './destination.entity';
import { DestinationsController } from './destinations.controller';
import { DestinationsService } from './destinations.service';
import { Endpoint } from './endpoint.entity';
import { EndpointsController } from './endpoints.controller';
import { DestinationsRepository } from './destinations.repository';
import { EndpointsRepository } from './endpoints.repository';
import { EndpointsService } from './endpoints.service';

@Module({
  imports: [TypeOrmModule.forFeature([Endpoint, Destination]), OrganizationsModule, StatsModule],
  controllers: [EndpointsController, DestinationsController],
  providers: [EndpointsRepository, EndpointsService, DestinationsRepository, DestinationsService],
  exports: [EndpointsService, DestinationsService],
})
export class EndpointsModule {}
