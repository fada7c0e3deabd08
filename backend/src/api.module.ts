import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CoreAuthModule } from './core/auth/auth.module';
import { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { ProblemFilter } from './core/http/problem.filter';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { AuditLogModule } from './modules/audit-log/audit-log.module';
import { AuthModule } from './modules/auth/auth.module';
import { DeliveriesModule } from './modules/deliveries/deliveries.module';
import { DemoModule } from './modules/demo/demo.module';
import { EndpointsModule } from './modules/endpoints/endpoints.module';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';
import { IngestModule } from './modules/ingest/ingest.module';
import { ListenersModule } from './modules/listeners/listeners.module';
import { MembersModule } from './modules/members/members.module';
import { OperationsModule } from './modules/operations/operations.module';
import { NotificationsApiModule } from './modules/notifications/notifications-api.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { StatsApiModule } from './modules/stats/stats-api.module';
import { RoutingModule } from './modules/routing/routing.module';
import { SsoModule } from './modules/sso/sso.module';

/** The HTTP api: controllers and queue producers, no processors. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, options: { withCore?: boolean } = {}): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ...(options.withCore === false ? [] : [CoreModule.forRoot(config)]),
        CoreAuthModule,
        HealthModule,
        AuthModule,
        MembersModule,
        SsoModule,
        OrganizationsModule,
        ApiKeysModule,
        EndpointsModule,
        IngestModule,
        EventsModule,
        DeliveriesModule,
        OperationsModule,
        StatsApiModule,
        NotificationsApiModule,
        RoutingModule,
        ListenersModule,
        AuditLogModule,
        ...(config.demoEcho ? [DemoModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: ProblemFilter }],
    };
  }
}
