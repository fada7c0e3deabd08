import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { AccountSessionRow } from '../account.repository';
import { describeDevice } from '../device';
import type { TwoFactorStatus } from '../two-factor.service';

const CODE_DESCRIPTION = 'A code of the authenticator app (6 digits) or an unused recovery code.';

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabled_at: string | null;
  @ApiProperty({ description: 'Recovery codes not used yet (0 while two-factor is off).' }) recovery_codes_remaining: number;

  static from(status: TwoFactorStatus): TwoFactorStatusDto {
    return { ...status, enabled_at: status.enabled_at?.toISOString() ?? null };
  }
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The TOTP secret, base32 (shown this once; type it into the app if the QR code cannot be read).' })
  secret: string;

  @ApiProperty({ description: 'otpauth://totp/… with the secret, for a QR code.', example: 'otpauth://totp/Hookyard:ada%40example.com?…' })
  otpauth_url: string;
}

export class TwoFactorCodeDto {
  @ApiProperty({ description: 'A code of the authenticator app for the secret of the setup.', example: '123456' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten one-time codes, shown this once.', example: ['abcd-efgh-ijkl-mnop'] })
  recovery_codes: string[];
}

export class DisableTwoFactorDto {
  @ApiPropertyOptional({ description: `${CODE_DESCRIPTION} Either this or password.` })
  @ValidateIf((body: DisableTwoFactorDto) => body.password === undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  code?: string;

  @ApiPropertyOptional({ description: 'The account password, instead of a code.' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  current_password: string;

  @ApiProperty({ minLength: 12 })
  @IsString()
  @MinLength(12)
  @MaxLength(1024)
  new_password: string;
}

export class AccountSessionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Browser and system read from the user agent, e.g. "Firefox on macOS".' }) device: string;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The client address it signed in from.' }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) last_used_at: string;
  @ApiProperty({ description: 'The session of this request.' }) current: boolean;

  static from(row: AccountSessionRow, currentId: string | null): AccountSessionDto {
    return { ...row, device: describeDevice(row.user_agent ?? undefined), current: row.id === currentId };
  }
}

export class AccountSessionListDto {
  @ApiProperty({ type: [AccountSessionDto] }) data: AccountSessionDto[];
}

export class SignedOutDto {
  @ApiProperty({ description: 'How many sessions ended.' }) signed_out: number;
}
