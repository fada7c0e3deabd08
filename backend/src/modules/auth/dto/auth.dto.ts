import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsName } from '../../../core/http/is-name';

export class LoginDto {
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

class SessionUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
}

class SessionOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
  @ApiProperty({ type: SessionOrganizationDto }) organization: SessionOrganizationDto;
  @ApiProperty({ description: 'Send back as X-CSRF-Token on every session-authenticated POST/PATCH/PUT/DELETE.' })
  csrf_token: string;
}
