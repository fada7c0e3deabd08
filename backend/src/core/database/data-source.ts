import { DataSource, DataSourceOptions } from 'typeorm';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { IdempotencyKeys1763900000000 } from './migrations/1763900000000-idempotency-keys';
import { EventSearchIndexes1764050000000 } from './migrations/1764050000000-event-search-indexes';
import { DeliveryJobIndexes1764300000000 } from './migrations/1764300000000-delivery-job-indexes';
import { AttemptEventReceivedAt1764400000000 } from './migrations/1764400000000-attempt-event-received-at';
import { IngestForeignKeys1764420000000 } from './migrations/1764420000000-ingest-foreign-keys';
import { DeliveryRecordFunction1764500000000 } from './migrations/1764500000000-delivery-record-function';
import { DeadLetterOrphans1764510000000 } from './migrations/1764510000000-dead-letter-orphans';
import { DeliveryJobQueueBatch1764600000000 } from './migrations/1764600000000-delivery-job-queue-batch';
import { AttemptDetails1764700000000 } from './migrations/1764700000000-attempt-details';
import { BulkOperations1764800000000 } from './migrations/1764800000000-bulk-operations';
import { EndpointVerifications1764900000000 } from './migrations/1764900000000-endpoint-verifications';
import { DeliveryStatistics1765000000000 } from './migrations/1765000000000-delivery-statistics';
import { NotificationEndpoints1765100000000 } from './migrations/1765100000000-notification-endpoints';
import { PartitionPayloads1765200000000 } from './migrations/1765200000000-partition-payloads';
import { DeliveryJobOperation1765300000000 } from './migrations/1765300000000-delivery-job-operation';
import { EventRetention1765400000000 } from './migrations/1765400000000-event-retention';
import { EventTypes1765420000000 } from './migrations/1765420000000-event-types';
import { EventTraceparent1765450000000 } from './migrations/1765450000000-event-traceparent';
import { DestinationFilters1765500000000 } from './migrations/1765500000000-destination-filters';
import { DestinationHeadersRateRotation1765600000000 } from './migrations/1765600000000-destination-headers-rate-rotation';
import { DestinationTransformations1765700000000 } from './migrations/1765700000000-destination-transformations';
import { ProjectNames1765800000000 } from './migrations/1765800000000-project-names';
import { ListenerDestinations1765900000000 } from './migrations/1765900000000-listener-destinations';
import { BrokerDestinations1766000000000 } from './migrations/1766000000000-broker-destinations';
import { Members1766100000000 } from './migrations/1766100000000-members';
import { AuditLog1766200000000 } from './migrations/1766200000000-audit-log';
import { TwoFactor1766300000000 } from './migrations/1766300000000-two-factor';
import { SingleSignOn1766400000000 } from './migrations/1766400000000-single-sign-on';
import { LivePickup1766500000000 } from './migrations/1766500000000-live-pickup';
import { RecordGenericPlans1766600000000 } from './migrations/1766600000000-record-generic-plans';
import { SnakeNamingStrategy } from './naming.strategy';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  IdempotencyKeys1763900000000,
  EventSearchIndexes1764050000000,
  DeliveryJobIndexes1764300000000,
  AttemptEventReceivedAt1764400000000,
  IngestForeignKeys1764420000000,
  DeliveryRecordFunction1764500000000,
  DeadLetterOrphans1764510000000,
  DeliveryJobQueueBatch1764600000000,
  AttemptDetails1764700000000,
  BulkOperations1764800000000,
  EndpointVerifications1764900000000,
  DeliveryStatistics1765000000000,
  NotificationEndpoints1765100000000,
  PartitionPayloads1765200000000,
  DeliveryJobOperation1765300000000,
  EventRetention1765400000000,
  EventTypes1765420000000,
  EventTraceparent1765450000000,
  DestinationFilters1765500000000,
  DestinationHeadersRateRotation1765600000000,
  DestinationTransformations1765700000000,
  ProjectNames1765800000000,
  ListenerDestinations1765900000000,
  BrokerDestinations1766000000000,
  Members1766100000000,
  AuditLog1766200000000,
  TwoFactor1766300000000,
  SingleSignOn1766400000000,
  LivePickup1766500000000,
  RecordGenericPlans1766600000000,
];

/**
 * The one set of TypeORM options, shared by Nest and the CLI. Schema changes only through migrations.
 * No entity list: each feature module registers its own entities (`TypeOrmModule.forFeature`, loaded
 * by `autoLoadEntities`), so core/ names no feature; the CLI uses plain SQL.
 */
export function dataSourceOptions(databaseUrl: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: poolSize, application_name: 'hookyard' },
  };
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, 2));
}
