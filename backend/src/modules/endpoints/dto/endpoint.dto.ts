import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../../core/http/optional';
import { IsName } from '../../../core/http/is-name';
import type { Endpoint } from '../endpoint.entity';

export class CreateEndpointDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  project_id: string;

  @ApiProperty({ example: 'Stripe' })
  @IsName()
  name: string;
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
  @ApiProperty() destination_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) token_rotated_at: string | null;

  static from(endpoint: Endpoint, baseUrl: string, destinationCount: number): EndpointResponseDto {
    return {
      id: endpoint.id,
      project_id: endpoint.projectId,
      name: endpoint.name,
      enabled: endpoint.enabled,
      token_prefix: endpoint.tokenPrefix,
      ingest_url_template: `${baseUrl}/api/ingest/{endpointToken}`,
      rate_limit_per_second: endpoint.rateLimitPerSecond,
      destination_count: destinationCount,
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
