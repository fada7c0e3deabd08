import { DestinationHealthDto } from '../../stats/dto/stats.dto';
import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUrl, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { REDACTED } from '../../events/shown-headers';
import { IsCustomHeaders, MAX_CUSTOM_HEADER_VALUE, MAX_CUSTOM_HEADERS } from '../custom-headers';
import { IsOmittable } from '../../../core/http/optional';
import { IsName } from '../../../core/http/is-name';
import { hasCredentials, withoutCredentials } from '../../../core/http/url-credentials';
import { type Destination, DESTINATION_TYPES, type DestinationType } from '../destination.entity';
import { redactedUrl } from '../broker-destination';
import { BrokerField, BrokerFieldAnswer, IsTypedDestinationUrl, URL_DESCRIPTION } from './broker-fields.dto';
import { DestinationFilter, destinationFilterError, MAX_FILTER_BYTES } from '../destination-filter';
import { MAX_TRANSFORMATION_BYTES, Transformation, transformationError } from '../../transformations/transformation';

const URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

/**
 * A destination URL: absolute http(s), at most 2048 characters, and without `user:password@`
 * (it would be shown to every reader of the destination and never sent; README "Destinations"
 * says how to pass credentials).
 */
export function IsDestinationUrl(): PropertyDecorator {
  return applyDecorators(
    IsUrl(URL_RULES, { message: 'url must be an absolute http or https URL' }),
    MaxLength(2048),
    ValidateBy({
      name: 'noCredentialsInUrl',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasCredentials(value),
        defaultMessage: () => 'url must not carry a user name or password',
      },
    }),
  );
}

/** `filter` in OpenAPI: null or an object of up to three optional parts. */
export const FILTER_SCHEMA: ApiPropertyOptions = {
  nullable: true,
  description:
    'Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or ' +
    'prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); ' +
    'headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by ' +
    'equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith ' +
    `$endsWith $exist $or $and $not. At most ${MAX_FILTER_BYTES} bytes serialized and 10 levels deep.`,
  oneOf: [
    {
      type: 'object',
      properties: {
        event_types: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 },
        body: { type: 'object', additionalProperties: true },
        headers: { type: 'object', additionalProperties: true },
      },
    },
  ],
  example: { event_types: ['invoice.*'], body: { amount: { $gte: 100 } } },
};

/** null or a valid filter; the 400 names the faulty part (`filter.body.amount.$gt: expected a number or string`). */
export function IsDestinationFilter(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isDestinationFilter',
      validator: {
        validate: (value: unknown) => destinationFilterError(value) === null,
        defaultMessage: (args) => destinationFilterError(args?.value) ?? '',
      },
    }),
  );
}
/** `transformation` in OpenAPI: null or `{"code": "<JavaScript>"}`. */
export const TRANSFORMATION_SCHEMA: ApiPropertyOptions = {
  nullable: true,
  description:
    'JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines ' +
    '`function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; ' +
    'headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request ' +
    'to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left ' +
    "out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and " +
    "Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without " +
    'I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the ' +
    `job is dead-lettered (transformation_failed). Code of at most ${MAX_TRANSFORMATION_BYTES} bytes.`,
  oneOf: [{ type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: MAX_TRANSFORMATION_BYTES } } }],
  example: { code: 'function handler(request, context) {\n  request.headers["x-event-type"] = context.event_type;\n  return request;\n}' },
};

/** null or a valid transformation (its code's size and shape; its syntax shows at POST /api/routing/test). */
export function IsTransformation(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isTransformation',
      validator: {
        validate: (value: unknown) => transformationError(value) === null,
        defaultMessage: (args) => transformationError(args?.value) ?? '',
      },
    }),
  );
}

const CUSTOM_HEADERS_SCHEMA = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: MAX_CUSTOM_HEADER_VALUE },
  maxProperties: MAX_CUSTOM_HEADERS,
} as const;
const REDACTED_HEADERS_SCHEMA = { type: 'object' as const, additionalProperties: { type: 'string' as const, enum: [REDACTED] } };

/** `filter` on create and PATCH: null or a valid filter. */
const FilterProperty = () => applyDecorators(ApiProperty({ required: false, ...FILTER_SCHEMA }), IsDestinationFilter());

/** `transformation` on create and PATCH: null or a valid transformation. */
const TransformationProperty = () => applyDecorators(ApiProperty({ required: false, ...TRANSFORMATION_SCHEMA }), IsTransformation());

/** `headers` on create and PATCH (where it replaces the whole set). */
const CustomHeadersProperty = ({ onPatch = false } = {}) =>
  applyDecorators(
    ApiPropertyOptional({
      ...CUSTOM_HEADERS_SCHEMA,
      example: { 'X-Api-Key': 'receiver-key' },
      description:
        'Static headers sent with every delivery (names are HTTP tokens; hop-by-hop names, host, content-length and webhook-* are refused; values are printable ASCII, no CR/LF). They replace a forwarded sender header of the same name; Hookyard\'s own headers (webhook-*, user-agent, content-type) win over them. Sealed at rest and never answered: reads show each name with "[redacted]".' +
        (onPatch ? ' On PATCH, `headers` replaces the whole set (`{}` removes every one).' : ''),
    }),
    IsOmittable(),
    IsCustomHeaders(),
  );

/** `rate_limit_per_second` on create and PATCH: null (no limit) or 1–10,000. */
const RateLimitProperty = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: Number,
      minimum: 1,
      maximum: 10000,
      description:
        'At most this many deliveries start per second, across all workers; deliveries past it wait their turn (they never fail for it). null: no limit.',
    }),
    IsOptional(),
    IsInt(),
    Min(1),
    Max(10000),
  );

export class CreateDestinationDto {
  @ApiProperty({ example: 'Billing service' })
  @IsName()
  name: string;

  @ApiProperty({
    enum: DESTINATION_TYPES,
    required: false,
    default: 'http',
    description:
      '`http`: deliveries are POSTed to `url`; `listener`: no URL, deliveries go down the stream that `hookyard listen` holds open ' +
      '(GET /api/listeners/{destinationId}/stream) and its local answer is recorded as the attempt; `amqp`, `nats`, `mqtt`: ' +
      "published to the broker at `url` (exchange and routing_key, subject, topic), the broker's acknowledgement is success",
  })
  @IsOmittable()
  @IsIn(DESTINATION_TYPES)
  type?: DestinationType;

  @ApiProperty({ required: false, example: 'https://billing.example.com/webhooks', maxLength: 2048, description: URL_DESCRIPTION })
  @ValidateIf((dto: CreateDestinationDto) => dto.type !== 'listener' || dto.url !== undefined)
  @IsTypedDestinationUrl()
  @ValidateBy({
    name: 'noUrlForListener',
    validator: {
      validate: (value: unknown, args) => (args?.object as CreateDestinationDto).type !== 'listener' || value === undefined,
      defaultMessage: () => 'url must be left out for a listener destination',
    },
  })
  url?: string;

  @BrokerField('exchange') exchange?: string;
  @BrokerField('routing_key') routing_key?: string;
  @BrokerField('subject') subject?: string;
  @BrokerField('topic') topic?: string;

  @ApiProperty({ required: false, minimum: 1000, maximum: 60000, default: 15000 })
  @IsOmittable()
  @IsInt()
  @Min(1000)
  @Max(60000)
  timeout_ms?: number;

  @FilterProperty()
  filter?: DestinationFilter | null;

  @TransformationProperty()
  transformation?: Transformation | null;

  @CustomHeadersProperty()
  headers?: Record<string, string>;

  @RateLimitProperty()
  rate_limit_per_second?: number | null;
}

export class UpdateDestinationDto {
  @ApiProperty({ required: false })
  @IsOmittable()
  @IsName()
  name?: string;

  @ApiProperty({ required: false, maxLength: 2048, description: 'Of the same type as before (see create)' })
  @IsOmittable()
  @IsTypedDestinationUrl({ onPatch: true })
  url?: string;

  @BrokerField('exchange') exchange?: string;
  @BrokerField('routing_key') routing_key?: string;
  @BrokerField('subject') subject?: string;
  @BrokerField('topic') topic?: string;

  @ApiProperty({ required: false })
  @IsOmittable()
  @IsBoolean()
  active?: boolean;

  @ApiProperty({ required: false, minimum: 1000, maximum: 60000 })
  @IsOmittable()
  @IsInt()
  @Min(1000)
  @Max(60000)
  timeout_ms?: number;

  @FilterProperty()
  filter?: DestinationFilter | null;

  @TransformationProperty()
  transformation?: Transformation | null;

  @CustomHeadersProperty({ onPatch: true })
  headers?: Record<string, string>;

  @RateLimitProperty()
  rate_limit_per_second?: number | null;
}

export class DestinationResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: DESTINATION_TYPES }) type: DestinationType;
  @ApiProperty({ nullable: true, type: String, description: 'null for a listener; a broker URL with its password as [redacted]' })
  url: string | null;
  @BrokerFieldAnswer('exchange') exchange: string | null;
  @BrokerFieldAnswer('routing_key') routing_key: string | null;
  @BrokerFieldAnswer('subject') subject: string | null;
  @BrokerFieldAnswer('topic') topic: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({
    enum: ['manual', 'gone', 'failing'],
    nullable: true,
    type: String,
    description:
      '`manual`: disabled by a person or key; `gone`: it answered 410; `failing`: every attempt failed for DESTINATION_DISABLE_AFTER',
  })
  disabled_reason: string | null;
  @ApiProperty() timeout_ms: number;
  @ApiProperty(FILTER_SCHEMA) filter: DestinationFilter | null;
  @ApiProperty(TRANSFORMATION_SCHEMA) transformation: Transformation | null;
  @ApiProperty({
    ...REDACTED_HEADERS_SCHEMA,
    description: 'The custom headers\' names (lower case), each with "[redacted]": values are never answered',
  })
  headers: Record<string, string>;
  @ApiProperty({ nullable: true, type: Number }) rate_limit_per_second: number | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Until then deliveries are signed with the previous secret too (after a rotation with overlap); null when none is kept',
  })
  previous_secret_expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: DestinationHealthDto }) health: DestinationHealthDto;

  static from(destination: Destination, health: DestinationHealthDto): DestinationResponseDto {
    return {
      id: destination.id,
      endpoint_id: destination.endpointId,
      name: destination.name,
      type: destination.type,
      url: shownUrl(destination),
      exchange: destination.broker?.exchange ?? null,
      routing_key: destination.broker?.routing_key ?? null,
      subject: destination.broker?.subject ?? null,
      topic: destination.broker?.topic ?? null,
      active: destination.active,
      disabled_reason: destination.disabledReason,
      timeout_ms: destination.timeoutMs,
      filter: destination.filter,
      transformation: destination.transformation,
      headers: Object.fromEntries(destination.headerNames.map((name) => [name, REDACTED])),
      rate_limit_per_second: destination.rateLimitPerSecond,
      previous_secret_expires_at: keptUntil(destination.previousSecretExpiresAt),
      created_at: destination.createdAt.toISOString(),
      health,
    };
  }
}

export class CreatedDestinationResponseDto extends DestinationResponseDto {
  @ApiProperty({ description: 'Standard Webhooks secret (whsec_…). Shown only in this response.' }) signing_secret: string;
}

export class DestinationListResponseDto {
  @ApiProperty({ type: [DestinationResponseDto] }) data: DestinationResponseDto[];
}

/** A broker's URL with its sealed user-info redacted; an http URL without the credentials of rows stored before they were refused. */
export function shownUrl(destination: Destination): string | null {
  if (destination.url === null) return null;
  if (destination.broker !== null) return redactedUrl(destination.url, destination.credentialsKeyId !== null);
  return withoutCredentials(destination.url);
}

/** An overlap's end while it is still ahead, else null. */
function keptUntil(expiresAt: Date | null): string | null {
  return expiresAt !== null && expiresAt.getTime() > Date.now() ? expiresAt.toISOString() : null;
}

/** One week: the longest a previous secret is kept. */
const MAX_SECRET_OVERLAP_SECONDS = 604_800;
export const DEFAULT_SECRET_OVERLAP_SECONDS = 86_400;

export class RotateSecretDto {
  @ApiProperty({
    required: false,
    minimum: 0,
    maximum: MAX_SECRET_OVERLAP_SECONDS,
    default: DEFAULT_SECRET_OVERLAP_SECONDS,
    description: 'How long deliveries stay signed with the previous secret too (webhook-signature carries both); 0 drops it at once',
  })
  @IsOmittable()
  @IsInt()
  @Min(0)
  @Max(MAX_SECRET_OVERLAP_SECONDS)
  previous_secret_expires_in_seconds?: number;
}

export class RotatedSecretResponseDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ description: 'The new signing secret. Shown only in this response.' }) signing_secret: string;
  @ApiProperty({
    format: 'date-time',
    description: "Until then deliveries carry the signatures of both the new and the previous secret; from then on only the new one's",
  })
  previous_secret_expires_at: string;
}
