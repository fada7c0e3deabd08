import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../../core/http/optional';
import { IsName } from '../../../core/http/is-name';
import { HEALTH_STATES, HealthState } from '../../stats/health-state';
import type { Endpoint } from '../endpoint.entity';
import { EventTypeSource, eventTypeSourceErrors } from '../event-type-source';

/** `event_type_source` in OpenAPI: null or one of the two kinds. */
export const EVENT_TYPE_SOURCE_SCHEMA: ApiPropertyOptions = {
  nullable: true,
  description:
    "Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body " +
    "or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, " +
    'slack /event/type, standard_webhooks /type), or none.',
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'pointer'],
      properties: { kind: { type: 'string', enum: ['json_pointer'] }, pointer: { type: 'string', maxLength: 500, example: '/type' } },
    },
    {
      type: 'object',
      required: ['kind', 'name'],
      properties: { kind: { type: 'string', enum: ['header'] }, name: { type: 'string', maxLength: 100, example: 'x-github-event' } },
    },
  ],
};

/** null or a valid source; the 400 names the faulty part (`event_type_source.pointer` …). */
export function IsEventTypeSource(): PropertyDecorator {
  return ValidateBy({
    name: 'isEventTypeSource',
    validator: {
      validate: (value: unknown) => eventTypeSourceErrors(value).length === 0,
      defaultMessage: (args) =>
        eventTypeSourceErrors(args?.value)
          .map(({ field, message }) => `${field} ${message}`)
          .join('; '),
    },
  });
}

export class CreateEndpointDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  project_id: string;

  @ApiProperty({ example: 'Stripe' })
  @IsName()
  name: string;

  @ApiProperty({ required: false, ...EVENT_TYPE_SOURCE_SCHEMA })
  @IsOptional()
  @IsEventTypeSource()
  event_type_source?: EventTypeSource | null;
}

export class UpdateEndpointDto {
  @ApiProperty({ required: false })
  @IsOmittable()
  @IsName()
  name?: string;

  @ApiProperty({ required: false })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;

  @ApiProperty({ required: false, nullable: true, type: Number, description: 'r per second, burst 2r; null restores the default' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  rate_limit_per_second?: number | null;

  @ApiProperty({ required: false, ...EVENT_TYPE_SOURCE_SCHEMA })
  @IsOptional()
  @IsEventTypeSource()
  event_type_source?: EventTypeSource | null;
}

export class ListEndpointsQueryDto {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID()
  projectId?: string;
}

export class EndpointResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) project_id: string;
  @ApiProperty() name: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'The first characters of the token, for recognition' }) token_prefix: string;
  @ApiProperty({ example: 'http://localhost:3000/api/ingest/{endpointToken}' }) ingest_url_template: string;
  @ApiProperty({ nullable: true, type: Number }) rate_limit_per_second: number | null;
  @ApiProperty(EVENT_TYPE_SOURCE_SCHEMA) event_type_source: EventTypeSource | null;
  @ApiProperty() destination_count: number;
  @ApiProperty({
    enum: HEALTH_STATES,
    nullable: true,
    type: String,
    description: "its worst destination's health state (failing, disabled, degraded, healthy, in that order); null without destinations",
  })
  health: HealthState | null;
  @ApiProperty({
    enum: ['ingest', 'notifications'],
    description: "`notifications`: the endpoint holding the organization's notification URLs; nothing ingests to it",
  })
  purpose: 'ingest' | 'notifications';
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) token_rotated_at: string | null;

  static from(endpoint: Endpoint, baseUrl: string, destinationCount: number, health: HealthState | null): EndpointResponseDto {
    return {
      id: endpoint.id,
      project_id: endpoint.projectId,
      name: endpoint.name,
      enabled: endpoint.enabled,
      token_prefix: endpoint.tokenPrefix,
      ingest_url_template: `${baseUrl}/api/ingest/{endpointToken}`,
      rate_limit_per_second: endpoint.rateLimitPerSecond,
      event_type_source: endpoint.eventTypeSource,
      destination_count: destinationCount,
      health,
      purpose: endpoint.purpose,
      created_at: endpoint.createdAt.toISOString(),
      token_rotated_at: endpoint.tokenRotatedAt?.toISOString() ?? null,
    };
  }
}

export class CreatedEndpointResponseDto extends EndpointResponseDto {
  @ApiProperty({ description: 'The ingest token. Shown only in this response.' }) token: string;
  @ApiProperty() ingest_url: string;
}

export class EndpointListResponseDto {
  @ApiProperty({ type: [EndpointResponseDto] }) data: EndpointResponseDto[];
}

export class RotatedTokenResponseDto {
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty({ description: 'The new ingest token. Shown only in this response.' }) token: string;
  @ApiProperty() ingest_url: string;
  @ApiProperty({ format: 'date-time' }) token_rotated_at: string;
}
