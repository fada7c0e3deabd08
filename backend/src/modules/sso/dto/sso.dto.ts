import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
} from 'class-validator';
import type { Role } from '../../../core/auth/roles';
import type { SsoConnectionRow } from '../sso.repository';

/** The roles single sign-on may give a person it creates: never owner. */
const SSO_ROLES = ['viewer', 'developer', 'admin'] as const;
export type SsoRole = Exclude<Role, 'owner'>;

/** A domain name: labels of letters, digits and inner hyphens, at least two of them. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

export class PutSsoDto {
  @ApiProperty({
    example: 'https://login.example.com',
    description:
      'The OpenID Connect issuer; discovered at once (`/.well-known/openid-configuration`), `https://` unless SSO_ALLOW_HTTP_ISSUERS',
  })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'issuer_url must be an http(s) URL' })
  @MaxLength(2048)
  issuer_url: string;

  @ApiProperty({ example: 'hookyard' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  client_id: string;

  @ApiPropertyOptional({
    description: 'Sealed at rest and never answered; required the first time, left out to keep the stored one',
    writeOnly: true,
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  client_secret?: string;

  @ApiProperty({
    type: [String],
    example: ['example.com'],
    description: 'The e-mail domains whose people sign in through it (lower-cased); each belongs to one organization only',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @Transform(({ value }) =>
    Array.isArray(value) ? [...new Set(value.map((d: unknown) => (typeof d === 'string' ? d.trim().toLowerCase() : d)))] : value,
  )
  @Matches(DOMAIN, { each: true, message: 'each of email_domains must be a domain name such as example.com' })
  email_domains: string[];

  @ApiProperty({ enum: SSO_ROLES, example: 'viewer', description: 'The role of people created at their first sign-in' })
  @IsIn(SSO_ROLES, { message: `default_role must be one of ${SSO_ROLES.join(', ')}` })
  default_role: SsoRole;

  @ApiProperty({ description: 'Refuse password sign-in to everyone but owners (their break-glass)' })
  @IsBoolean()
  enforce: boolean;
}

export class SsoDto {
  @ApiProperty() issuer_url: string;
  @ApiProperty() client_id: string;
  @ApiProperty({ type: [String] }) email_domains: string[];
  @ApiProperty({ enum: SSO_ROLES }) default_role: SsoRole;
  @ApiProperty() enforce: boolean;
  @ApiProperty({ description: 'Register this as the redirect URI of the client at the provider' }) redirect_uri: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;

  static from(row: SsoConnectionRow, redirectUri: string): SsoDto {
    return {
      issuer_url: row.issuer_url,
      client_id: row.client_id,
      email_domains: row.email_domains,
      default_role: row.default_role,
      enforce: row.enforce,
      redirect_uri: redirectUri,
      updated_at: row.updated_at.toISOString(),
    };
  }
}

export class StartSsoDto {
  @ApiProperty({ example: 'ada@example.com', description: 'Its domain picks the organization' })
  @IsEmail()
  @MaxLength(254)
  email: string;
}

export class SsoStartedDto {
  @ApiProperty({ description: 'Send the browser there: the provider’s sign-in page' }) authorization_url: string;
}
