import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class OrganizationSettingsDto {
  @ApiProperty({ description: 'Members without two-factor are signed in to a session that can only set it up.' })
  require_two_factor: boolean;
}

export class UpdateOrganizationSettingsDto {
  @ApiPropertyOptional({ description: 'Members without two-factor are signed in to a session that can only set it up.' })
  @IsOptional()
  @IsBoolean()
  require_two_factor?: boolean;
}
