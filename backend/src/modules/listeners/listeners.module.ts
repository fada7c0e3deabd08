import { Module } from '@nestjs/common';
import { EndpointsModule } from '../endpoints/endpoints.module';
import { ListenerStreams } from './listener-streams.service';
import { ListenersController } from './listeners.controller';

/** The api side of `hookyard listen` (the worker side is deliveries' ListenerRelay). */
@Module({
  imports: [EndpointsModule],
  controllers: [ListenersController],
  providers: [ListenerStreams],
  exports: [ListenerStreams],
})
export class ListenersModule {}
