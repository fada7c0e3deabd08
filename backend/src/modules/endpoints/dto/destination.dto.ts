import { DestinationHealthDto } from '../../stats/dto/stats.dto';
import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsInt, IsUrl, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsOmittable } from '../../../core/http/optional';
import { IsName } from '../../../core/http/is-name';
import type { Destination } from '../destination.entity';

const URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function hasCredentials(url: string): boolean {
  const parts = parsed(url);
  return parts !== null && (parts.username !== '' || parts.password !== '');
}

/** The URL with any `user:password@` left out (and otherwise as it was). */
export function withoutCredentials(url: string): string {
  if (!hasCredentials(url)) return url;
  const parts = parsed(url)!;
  parts.username = '';
  parts.password = '';
  return parts.toString();
}

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

export class CreateDestinationDto {
  @ApiProperty({ example: 'Billing service' })
  @IsName()
  name: string;

  @ApiProperty({ example: 'https://billing.example.com/webhooks', maxLength: 2048 })
  @IsDestinationUrl()
  url: string;

  @ApiProperty({ required: false, minimum: 1000, maximum: 60000, default: 15000 })
  @IsOmittable()
  @IsInt()
  @Min(1000)
  @Max(60000)
  timeout_ms?: number;
}

export class UpdateDestinationDto {
  @ApiProperty({ required: false })
  @IsOmittable()
  @IsName()
  name?: string;

  @ApiProperty({ required: false, maxLength: 2048 })
  @IsOmittable()
  @IsDestinationUrl()
  url?: string;

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
}

export class DestinationResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty() name: string;
  @ApiProperty() url: string;
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
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: DestinationHealthDto }) health: DestinationHealthDto;

  static from(destination: Destination, health: DestinationHealthDto): DestinationResponseDto {
    return {
      id: destination.id,
      endpoint_id: destination.endpointId,
      name: destination.name,
      url: withoutCredentials(destination.url), // rows stored before such URLs were refused
      active: destination.active,
      disabled_reason: destination.disabledReason,
      timeout_ms: destination.timeoutMs,
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

export class RotatedSecretResponseDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ description: 'The new signing secret. Shown only in this response.' }) signing_secret: string;
}
