import { ApiProperty } from '@nestjs/swagger';
import { IsBase64, IsInt, IsObject, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsOmittable } from '../../core/http/optional';

/** The reply's body: base64 of at most the 8 KiB recorded (the attempt keeps no more). */
const MAX_REPLY_BODY_BASE64 = Math.ceil((8 * 1024) / 3) * 4;

export class ListenQueryDto {
  @ApiProperty({
    required: false,
    maxLength: 100,
    description: 'Who listens, shown on the destination (hookyard listen --name; default user@host)',
  })
  @IsOmittable()
  @IsString()
  @Length(1, 100)
  client?: string;
}

/** The local receiver's answer to one delivery, as `hookyard listen` posts it. */
export class ListenerReplyDto {
  @ApiProperty({ format: 'uuid', description: "The delivery's id, as the stream sent it" })
  @IsUUID()
  id: string;

  @ApiProperty({
    nullable: true,
    type: Number,
    minimum: 100,
    maximum: 599,
    description: 'The HTTP status answered; null when the local URL could not be reached',
  })
  @IsOptional()
  @IsInt()
  @Min(100)
  @Max(599)
  status: number | null;

  @ApiProperty({ required: false, type: Object, additionalProperties: { type: 'string' }, description: "The answer's headers" })
  @IsOmittable()
  @IsObject()
  @ValidateBy({
    name: 'isHeaderMap',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        Object.entries(value).length <= 100 &&
        Object.values(value).every((v) => typeof v === 'string' && v.length <= 8192),
      defaultMessage: () => 'headers must be an object of at most 100 string values of at most 8192 characters',
    },
  })
  headers?: Record<string, string>;

  @ApiProperty({ required: false, nullable: true, type: String, description: "The first 8 KiB of the answer's body, base64" })
  @IsOptional()
  @IsBase64()
  @MaxLength(MAX_REPLY_BODY_BASE64)
  body_base64?: string | null;

  @ApiProperty({ required: false, minimum: 0, description: "The whole body's size as read" })
  @IsOmittable()
  @IsInt()
  @Min(0)
  body_size_bytes?: number;

  @ApiProperty({ minimum: 0, maximum: 3_600_000 })
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  duration_ms: number;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 500, description: 'Why the local URL could not be reached' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  error?: string | null;
}

/** Whether a `hookyard listen` holds the listener's stream now, and since when. */
export class ListenerStatusDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty() connected: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The name the CLI gave (--name; user@host by default); null when offline' })
  client: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the stream opened; null when offline' })
  since: string | null;
}
