import { Module } from '@nestjs/common';
import { documentWebhook } from '../../core/http/openapi-webhooks';
import { EndpointsModule } from '../endpoints/endpoints.module';
import {
  DestinationDisabledMessage,
  DestinationRecoveredMessage,
  EndpointRateLimitedMessage,
  EventDeadLetteredMessage,
  HookyardTestMessage,
} from './dto/notification.dto';
import { NotificationEndpointsController } from './notification-endpoints.controller';
import { NotificationsModule } from './notifications.module';

documentWebhook(
  'destination.disabled',
  'A destination was disabled: auto-disabled as failing, or it answered 410',
  DestinationDisabledMessage,
);
documentWebhook(
  'destination.recovered',
  'A destination succeeded again after a run of failures and had no failed attempt for NOTIFY_RECOVERED_AFTER (at most one per destination per NOTIFY_DESTINATION_WINDOW)',
  DestinationRecoveredMessage,
);
documentWebhook(
  'event.dead_lettered',
  "Deliveries to a destination were dead-lettered (one message per destination per minute, with the window's count)",
  EventDeadLetteredMessage,
);
documentWebhook(
  'endpoint.rate_limited',
  "An endpoint's rate limit refused ingests (at most one message per endpoint per 5 minutes)",
  EndpointRateLimitedMessage,
);
documentWebhook(
  'hookyard.test',
  'A test message asked for with POST /api/notification-endpoints/{id}/test, sent to that URL only (5 per URL, then one a minute)',
  HookyardTestMessage,
);

/** The notification URLs' routes. */
@Module({
  imports: [NotificationsModule, EndpointsModule],
  controllers: [NotificationEndpointsController],
})
export class NotificationsApiModule {}
