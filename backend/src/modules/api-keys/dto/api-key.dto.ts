import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional } from 'class-validator';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import { IsName } from '../../../core/http/is-name';
import { ALL_SCOPES, Scope } from '../../../core/auth/scopes';
import type { ApiKey } from '../api-key.entity';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'CI pipeline' })
  @IsName()
  name: string;

  @ApiProperty({ enum: ALL_SCOPES, isArray: true, example: ['events:read'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(ALL_SCOPES, { each: true, message: `each scope must be one of ${ALL_SCOPES.join(', ')}` })
  scopes: Scope[];

  @ApiProperty({ required: false, format: 'date-time', nullable: true })
  @IsOptional()
  @IsRfc3339DateTime()
  expires_at?: string;
}

export class ApiKeyResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'hyk_a1B2c3D4', description: 'The first 12 characters of the key' }) prefix: string;
  @ApiProperty({ enum: ALL_SCOPES, isArray: true }) scopes: Scope[];
  @ApiProperty({ enum: ['active', 'revoked'] }) status: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;

  static from(key: ApiKey): ApiKeyResponseDto {
    return {
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      status: key.status,
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      expires_at: key.expiresAt?.toISOString() ?? null,
      created_at: key.createdAt.toISOString(),
    };
  }
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto {
  @ApiProperty({ description: 'The raw key. Shown only in this response.', example: 'hyk_…' }) key: string;
}

export class ApiKeyListResponseDto {
  @ApiProperty({ type: [ApiKeyResponseDto] }) data: ApiKeyResponseDto[];
}
