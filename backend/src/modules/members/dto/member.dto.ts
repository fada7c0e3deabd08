import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Role, ROLES } from '../../../core/auth/roles';
import type { MemberRow } from '../members.repository';

export const ROLE_MESSAGE = `role must be one of ${ROLES.join(', ')}`;

export class UpdateMemberDto {
  @ApiProperty({ enum: ROLES, example: 'developer' })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

export class MemberDto {
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ format: 'date-time' }) joined_at: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'The last request of one of their sessions here' })
  last_seen_at: string | null;
  @ApiProperty({ description: 'Whether they sign in with a second factor' }) two_factor_enabled: boolean;
  @ApiProperty({ description: 'Whether they have signed in through the organization’s single sign-on' }) sso: boolean;

  static from(row: MemberRow): MemberDto {
    return {
      user_id: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role,
      joined_at: row.joined_at.toISOString(),
      last_seen_at: row.last_seen_at?.toISOString() ?? null,
      two_factor_enabled: row.two_factor_enabled,
      sso: row.sso,
    };
  }
}

export class MemberListDto {
  @ApiProperty({ type: [MemberDto] }) data: MemberDto[];
}
