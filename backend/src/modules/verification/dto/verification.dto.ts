import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsString, Length, Matches, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../core/http/optional';
import {
  HMAC_ALGORITHMS,
  HMAC_ENCODINGS,
  REFUSAL_REASONS,
  SIGNED_CONTENTS,
  VERIFICATION_TYPES,
  type RefusalReason,
  type VerificationType,
} from '../verifiers';

/** Most secrets active at once (a sender rotating from one to the next needs two). */
export const MAX_SECRETS = 5;

/** An HTTP field name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII and inner spaces: what a header value, prefix or separator can hold. */
const PRINTABLE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;
const SECRET = /^[\x20-\x7e]+$/;

/** `PUT /api/endpoints/{endpointId}/verification`: the type, its settings and (unless kept) its secrets. */
export class SetVerificationDto {
  @ApiProperty({ enum: VERIFICATION_TYPES })
  @IsIn(VERIFICATION_TYPES, { message: `type must be one of ${VERIFICATION_TYPES.join(', ')}` })
  type: VerificationType;

  @ApiProperty({
    required: false,
    type: [String],
    description:
      'The secrets, all accepted (several while a sender rotates), 1–5. Omit to keep the current ones when the type stays the same. ' +
      'stripe: the endpoint signing secret (whsec_…); github: the webhook secret; shopify: the app client secret; slack: the signing secret; ' +
      'standard_webhooks: whsec_ + base64; twilio: the Auth Token; hmac: the shared key; basic_auth: the password; header_token: the header value.',
  })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SECRETS)
  @IsString({ each: true })
  @Length(1, 500, { each: true })
  @Matches(SECRET, { each: true, message: 'each secret must be printable ASCII' })
  secrets?: string[];

  @ApiProperty({
    required: false,
    minimum: 1,
    maximum: 86400,
    description: 'stripe, slack, standard_webhooks, hmac with a timestamp header: default 300',
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(86400)
  tolerance_seconds?: number;

  @ApiProperty({ required: false, example: 'X-Signature', description: 'hmac: the signature header; header_token: the token header' })
  @IsOmittable()
  @IsString()
  @Length(1, 100)
  @Matches(HEADER_NAME, { message: 'header_name must be an HTTP header name' })
  header_name?: string;

  @ApiProperty({ required: false, enum: HMAC_ALGORITHMS, description: 'hmac: default sha256' })
  @IsOmittable()
  @IsIn(HMAC_ALGORITHMS, { message: `algorithm must be one of ${HMAC_ALGORITHMS.join(', ')}` })
  algorithm?: (typeof HMAC_ALGORITHMS)[number];

  @ApiProperty({ required: false, enum: HMAC_ENCODINGS, description: 'hmac: default hex' })
  @IsOmittable()
  @IsIn(HMAC_ENCODINGS, { message: `encoding must be one of ${HMAC_ENCODINGS.join(', ')}` })
  encoding?: (typeof HMAC_ENCODINGS)[number];

  @ApiProperty({ required: false, example: 'sha256=', description: 'hmac: text before the signature in the header; default none' })
  @IsOmittable()
  @IsString()
  @Length(1, 50)
  @Matches(PRINTABLE, { message: 'prefix must be printable ASCII without outer spaces' })
  prefix?: string;

  @ApiProperty({
    required: false,
    enum: SIGNED_CONTENTS,
    description: 'hmac: what is signed, the body (default) or the timestamp header, the separator and the body',
  })
  @IsOmittable()
  @IsIn(SIGNED_CONTENTS, { message: `signed_content must be one of ${SIGNED_CONTENTS.join(', ')}` })
  signed_content?: (typeof SIGNED_CONTENTS)[number];

  @ApiProperty({
    required: false,
    example: 'X-Timestamp',
    description: 'hmac: a header with the Unix time in seconds; requests outside the tolerance are refused',
  })
  @IsOmittable()
  @IsString()
  @Length(1, 100)
  @Matches(HEADER_NAME, { message: 'timestamp_header must be an HTTP header name' })
  timestamp_header?: string;

  @ApiProperty({
    required: false,
    example: '.',
    description: 'hmac with signed_content timestamp_body: between timestamp and body; default "."',
  })
  @IsOmittable()
  @IsString()
  @Length(1, 10)
  @Matches(/^[\x20-\x7e]+$/, { message: 'separator must be printable ASCII' })
  separator?: string;

  @ApiProperty({ required: false, description: 'basic_auth: the user name' })
  @IsOmittable()
  @IsString()
  @Length(1, 200)
  @Matches(/^[\x20-\x39\x3b-\x7e]+$/, { message: 'username must be printable ASCII without a colon' })
  username?: string;
}

/** `POST /api/endpoints/{endpointId}/verification/secrets`: one more accepted secret (rotation). */
export class AddVerificationSecretDto {
  @ApiProperty({ description: 'Accepted beside the current ones until removed' })
  @IsString()
  @Length(1, 500)
  @Matches(SECRET, { message: 'secret must be printable ASCII' })
  secret: string;
}

export class VerificationSecretDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    example: 'whsec_…Q2c=',
    description: 'The whsec_ prefix and the last 4 characters of a secret of 16 or more; never the secret',
  })
  hint: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** An endpoint's verification: its type and settings (defaults filled in, null where the type has no such setting), never its secrets. */
export class VerificationResponseDto {
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty({ enum: VERIFICATION_TYPES, nullable: true, type: String, description: 'null: senders are not verified' })
  type: VerificationType | null;
  @ApiProperty({ type: [VerificationSecretDto] }) secrets: VerificationSecretDto[];
  @ApiProperty({ nullable: true, type: Number }) tolerance_seconds: number | null;
  @ApiProperty({ nullable: true, type: String }) header_name: string | null;
  @ApiProperty({ nullable: true, enum: HMAC_ALGORITHMS, type: String }) algorithm: string | null;
  @ApiProperty({ nullable: true, enum: HMAC_ENCODINGS, type: String }) encoding: string | null;
  @ApiProperty({ nullable: true, type: String }) prefix: string | null;
  @ApiProperty({ nullable: true, enum: SIGNED_CONTENTS, type: String }) signed_content: string | null;
  @ApiProperty({ nullable: true, type: String }) timestamp_header: string | null;
  @ApiProperty({ nullable: true, type: String }) separator: string | null;
  @ApiProperty({ nullable: true, type: String }) username: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) updated_at: string | null;
}

export class RefusalDto {
  @ApiProperty({ format: 'date-time' }) refused_at: string;
  @ApiProperty({ enum: REFUSAL_REASONS }) reason: RefusalReason;
  @ApiProperty({ description: 'The client address (with TRUST_PROXY, the forwarded one)' }) source_address: string;
}

export class RefusalCountDto {
  @ApiProperty({ enum: REFUSAL_REASONS }) reason: RefusalReason;
  @ApiProperty() count: number;
}

export class RefusalListResponseDto {
  @ApiProperty({ description: 'Refusals counted since the first one kept (counts and list expire after 30 days without a refusal)' })
  total: number;
  @ApiProperty({ type: [RefusalCountDto] }) counts: RefusalCountDto[];
  @ApiProperty({ type: [RefusalDto], description: 'The last 50 refusals, newest first; never the body' }) data: RefusalDto[];
}
