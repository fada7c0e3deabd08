import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import { HEALTH_STATES, HealthState } from '../health-state';
import { IsQueryBoolean } from '../../../core/http/query-boolean';

const STATS_INTERVALS = ['1m', '5m', '1h', '1d'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

export class TimeseriesQueryDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'inclusive; default: 24 hours before `to`' })
  @IsOptional()
  @IsRfc3339DateTime()
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'exclusive, at most 9999-12-31T00:00:00Z; default: now' })
  @IsOptional()
  @IsRfc3339DateTime()
  to?: string;

  @ApiPropertyOptional({ enum: STATS_INTERVALS, default: '1h', description: 'bucket width; at most 1,500 buckets per request' })
  @IsOptional()
  @IsIn(STATS_INTERVALS, { message: `interval must be one of ${STATS_INTERVALS.join(', ')}` })
  interval?: StatsInterval;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() projectId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() endpointId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: "the destination's attempts; `received` is its endpoint's" })
  @IsOptional()
  @IsUUID()
  destinationId?: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: "Hookyard's own notifications count only when true (or when `endpointId` or `destinationId` names theirs)",
  })
  @IsOptional()
  @IsQueryBoolean()
  includeNotifications?: boolean;
}

export class TimeseriesPointDto {
  @ApiProperty({ format: 'date-time', description: 'start of the bucket' }) ts: string;
  @ApiProperty({ description: 'events received' }) received: number;
  @ApiProperty({ description: 'attempts that succeeded' }) delivered: number;
  @ApiProperty({ description: 'attempts that failed (any outcome but success)' }) failed_attempts: number;
  @ApiProperty({ description: 'delivery jobs dead-lettered after their last attempt' }) dead_lettered: number;
  @ApiProperty({ description: 'ingests refused by the rate limit (429)' }) rate_limited: number;
  @ApiProperty({ nullable: true, type: Number, description: 'attempt duration, median (from fixed buckets); null without attempts' })
  latency_p50_ms: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'attempt duration, 95th percentile; null without attempts' })
  latency_p95_ms: number | null;
}

export class TimeseriesResponseDto {
  @ApiProperty({ enum: STATS_INTERVALS }) interval: StatsInterval;
  @ApiProperty({ format: 'date-time', description: 'start of the first bucket' }) from: string;
  @ApiProperty({ format: 'date-time', description: 'end of the last bucket' }) to: string;
  @ApiProperty({ type: [TimeseriesPointDto], description: 'every bucket of the range, oldest first, zeros included' })
  data: TimeseriesPointDto[];
}

export class DestinationHealthDto {
  @ApiProperty({
    enum: HEALTH_STATES,
    description:
      'disabled: not active; failing: its last 3 attempts failed, or under 50 % of recent attempts succeeded; degraded: its last attempt failed, ' +
      'or under 95 % succeeded; healthy: otherwise (no attempts too). Recent: the last hour, or the last 24 h when the hour had none (docs/http.md)',
  })
  state: HealthState;
  @ApiProperty({ nullable: true, type: Number, description: 'succeeded / all attempts of the last hour; null without attempts' })
  success_rate_1h: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'the same over the last 24 hours' }) success_rate_24h: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_success_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_failure_at: string | null;
  @ApiProperty({ description: 'failed attempts since the last success' }) consecutive_failures: number;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'first failure since the last success; null while healthy',
  })
  failing_since: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'attempt duration, 95th percentile, last hour' }) latency_p95_ms_1h:
    number | null;
}

export class FailingDestinationDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty() destination_name: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() endpoint_name: string;
  @ApiProperty({ format: 'date-time', description: 'first failure since the last success' }) failing_since: string;
  @ApiProperty() consecutive_failures: number;
  @ApiProperty({ nullable: true, type: String, description: 'the error of the last failed attempt' }) last_error: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) last_failure_at: string | null;
}

export class DisabledDestinationDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty() destination_name: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() endpoint_name: string;
  @ApiProperty({ enum: ['manual', 'gone', 'failing'], nullable: true, type: String }) disabled_reason: string | null;
  @ApiProperty({ format: 'date-time', description: 'when it was last changed (disabled)' }) disabled_at: string;
}

export class RateLimitedEndpointDto {
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() endpoint_name: string;
  @ApiProperty({ description: 'ingests refused with 429 in the last hour' }) rate_limited_1h: number;
  @ApiProperty({ format: 'date-time', description: 'end of the last minute with a refusal' }) last_rate_limited_at: string;
}

export class AttentionResponseDto {
  @ApiProperty({ type: [FailingDestinationDto], description: 'active destinations whose last attempts failed, longest failing first' })
  failing_destinations: FailingDestinationDto[];
  @ApiProperty({ type: [DisabledDestinationDto], description: 'disabled destinations, latest first' })
  disabled_destinations: DisabledDestinationDto[];
  @ApiProperty({ type: [RateLimitedEndpointDto], description: 'endpoints that refused ingests for their rate limit in the last hour' })
  rate_limited_endpoints: RateLimitedEndpointDto[];
}
