import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsName } from '../../../core/http/is-name';
import { IsOmittable } from '../../../core/http/optional';
import { IsDestinationUrl } from '../../endpoints/dto/destination.dto';

export type NotificationType =
  'destination.disabled' | 'destination.recovered' | 'event.dead_lettered' | 'endpoint.rate_limited' | 'hookyard.test';

export class CreateNotificationEndpointDto {
  @ApiProperty({ format: 'uri', maxLength: 2048, description: 'absolute http(s) URL receiving Hookyard’s own events' })
  @IsDestinationUrl()
  url: string;

  @ApiPropertyOptional({ default: 'Notifications' })
  @IsOmittable()
  @IsName()
  name?: string;
}

export class NotificationEndpointDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty({ description: 'false once disabled (it answered 410, or by hand through the destinations API)' }) active: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CreatedNotificationEndpointDto extends NotificationEndpointDto {
  @ApiProperty({ description: 'Standard Webhooks secret (whsec_…) its messages are signed with. Shown only in this response.' })
  signing_secret: string;
}

export class NotificationEndpointListDto {
  @ApiProperty({ type: [NotificationEndpointDto] }) data: NotificationEndpointDto[];
}

export class NotificationTestSentDto {
  @ApiProperty({ description: 'the `evt_` id of the test message: its event, with the attempts of its delivery to this URL' })
  event_id: string;
}

// The messages (OpenAPI `webhooks`): Standard Webhooks headers, a JSON body {type, timestamp, data}.

export class DestinationDisabledData {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: ['failing', 'gone'], description: '`failing`: auto-disabled; `gone`: it answered 410' }) reason: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) failing_since: string | null;
  @ApiProperty() consecutive_failures: number;
}

export class DestinationDisabledMessage {
  @ApiProperty({ enum: ['destination.disabled'] }) type: 'destination.disabled';
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: DestinationDisabledData }) data: DestinationDisabledData;
}

export class DestinationRecoveredData {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'when the run of failures it recovered from began' })
  failing_since: string | null;
  @ApiProperty({ format: 'date-time', description: 'its first success since' }) recovered_at: string;
}

export class DestinationRecoveredMessage {
  @ApiProperty({ enum: ['destination.recovered'] }) type: 'destination.recovered';
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: DestinationRecoveredData }) data: DestinationRecoveredData;
}

export class EventDeadLetteredData {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ description: 'deliveries to this destination dead-lettered in the window' }) count: number;
  @ApiProperty({ type: [String], description: 'the first (at most 10) events’ evt_ ids' }) event_ids: string[];
  @ApiProperty({ format: 'date-time' }) window_started_at: string;
}

export class EventDeadLetteredMessage {
  @ApiProperty({ enum: ['event.dead_lettered'] }) type: 'event.dead_lettered';
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: EventDeadLetteredData }) data: EventDeadLetteredData;
}

export class EndpointRateLimitedData {
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty({ format: 'uuid' }) project_id: string;
  @ApiProperty({ description: 'the RateLimit-Limit it answered: the burst of its token bucket' }) limit: number;
}

export class EndpointRateLimitedMessage {
  @ApiProperty({ enum: ['endpoint.rate_limited'] }) type: 'endpoint.rate_limited';
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: EndpointRateLimitedData }) data: EndpointRateLimitedData;
}

export class HookyardTestData {
  @ApiProperty({ format: 'uuid' }) organization_id: string;
  @ApiProperty({ format: 'uuid', description: 'the notification URL it was sent to (only that one)' }) notification_endpoint_id: string;
  @ApiProperty({ format: 'date-time', description: 'when it was asked for' }) sent_at: string;
}

export class HookyardTestMessage {
  @ApiProperty({ enum: ['hookyard.test'] }) type: 'hookyard.test';
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: HookyardTestData }) data: HookyardTestData;
}
