import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Role, ROLES } from '../../../core/auth/roles';
import { IsName } from '../../../core/http/is-name';

class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password: string;
}

export class LoginWithCodeDto extends LoginDto {
  @ApiPropertyOptional({
    description: 'With two-factor on: a code of the authenticator app (6 digits) or an unused recovery code.',
    example: '123456',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;
}

export class SignupDto extends LoginDto {
  @ApiProperty({ minLength: 12, example: 'correct horse battery staple' })
  @IsString()
  @MinLength(12)
  @MaxLength(1024)
  declare password: string;

  @ApiProperty({ example: 'Acme' })
  @IsName()
  organization_name: string;
}

export class SwitchOrganizationDto {
  @ApiProperty({ format: 'uuid', description: 'An organization the signed-in person is a member of' })
  @IsUUID()
  organization_id: string;
}

class SessionUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true, description: 'Set when the person joined through an invitation' }) name: string | null;
  @ApiProperty() two_factor_enabled: boolean;
}

class SessionOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

class MembershipDto extends SessionOrganizationDto {
  @ApiProperty({ enum: ROLES }) role: Role;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
  @ApiProperty({ type: SessionOrganizationDto, description: 'The organization this session is signed in to' })
  organization: SessionOrganizationDto;
  @ApiProperty({ enum: ROLES, description: "The person's role in that organization" }) role: Role;
  @ApiProperty({ type: [MembershipDto], description: 'Every organization the person belongs to, by name' })
  organizations: MembershipDto[];
  @ApiProperty({ description: 'Send back as X-CSRF-Token on every session-authenticated POST/PATCH/PUT/DELETE.' })
  csrf_token: string;

  @ApiProperty({
    description:
      'A restricted session: the organization requires two-factor and the person has none yet; only setting it up (and signing out) is open.',
  })
  two_factor_setup_required: boolean;
}
