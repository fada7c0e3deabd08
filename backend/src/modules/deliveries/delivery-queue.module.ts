import { Module } from '@nestjs/common';
import { DeliveryQueue } from './delivery-queue.service';

/** The producer of delivery jobs, shared by ingest, the recovery routes and the worker. */
@Module({ providers: [DeliveryQueue], exports: [DeliveryQueue] })
export class DeliveryQueueModule {}
