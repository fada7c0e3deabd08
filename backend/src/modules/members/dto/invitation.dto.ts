import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Role, ROLES } from '../../../core/auth/roles';
import { IsName } from '../../../core/http/is-name';
import type { InvitationRow } from '../invitations.repository';
import { ROLE_MESSAGE } from './member.dto';

export class CreateInvitationDto {
  @ApiProperty({ example: 'grace@example.com' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ enum: ROLES, example: 'developer', description: 'Only an owner invites an owner' })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ type: String, nullable: true, description: 'Who invited (null once their account is gone)' })
  invited_by_email: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', description: 'Past it, accepting answers 410 invitation_expired' }) expires_at: string;

  static from(row: InvitationRow): InvitationDto {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      invited_by_email: row.invited_by_email,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    };
  }
}

export class CreatedInvitationDto extends InvitationDto {
  @ApiProperty({
    example: 'https://hookyard.example.com/invitations/accept?token=…',
    description: 'The link to accept it: shown once (only its token’s hash is kept)',
  })
  invite_url: string;

  @ApiProperty({ description: 'Whether it was e-mailed (SMTP_URL set and the relay took it); else give the link yourself' })
  email_sent: boolean;
}

export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto] }) data: InvitationDto[];
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'The token of the invite_url' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @ApiProperty({ required: false, description: 'A new person: their name (required for them)' })
  @IsOptional()
  @IsName()
  name?: string;

  @ApiProperty({
    required: false,
    description:
      'A new person: the password they choose (12 characters or more). A person with an account: its password, unless signed in as them',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password?: string;

  @ApiProperty({
    required: false,
    description: 'A person with an account and two-factor on, accepting with its password: a code of the app or a recovery code',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;
}
