import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsUrl, Max, MaxLength, Min } from 'class-validator';
import { IsName } from '../../../core/http/is-name';
import type { Destination } from '../destination.entity';

const URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

export class CreateDestinationDto {
  @ApiProperty({ example: 'Billing service' })
  @IsName()
  name: string;

  @ApiProperty({ example: 'https://billing.example.com/webhooks', maxLength: 2048 })
  @IsUrl(URL_RULES, { message: 'url must be an absolute http or https URL' })
  @MaxLength(2048)
  url: string;

  @ApiProperty({ required: false, minimum: 1000, maximum: 60000, default: 15000 })
  @IsOptional()
  @IsInt()
  @Min(1000)
  @Max(60000)
  timeout_ms?: number;
}

export class UpdateDestinationDto {
  @ApiProperty({ required: false })
  @IsOptional()
  @IsName()
  name?: string;

  @ApiProperty({ required: false, maxLength: 2048 })
  @IsOptional()
  @IsUrl(URL_RULES, { message: 'url must be an absolute http or https URL' })
  @MaxLength(2048)
  url?: string;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean()
  active?: boolean;

  @ApiProperty({ required: false, minimum: 1000, maximum: 60000 })
  @IsOptional()
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
  @ApiProperty({ enum: ['manual', 'gone'], nullable: true, type: String }) disabled_reason: string | null;
  @ApiProperty() timeout_ms: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;

  static from(destination: Destination): DestinationResponseDto {
    return {
      id: destination.id,
      endpoint_id: destination.endpointId,
      name: destination.name,
      url: destination.url,
      active: destination.active,
      disabled_reason: destination.disabledReason,
      timeout_ms: destination.timeoutMs,
      created_at: destination.createdAt.toISOString(),
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
