import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateBy } from 'class-validator';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, AuditTargetType } from '../../../core/audit/audit-entry';
import { IsRfc3339DateTime } from '../../../core/http/date-time';

/** The groups an `action` filter may name as `<group>.*`: the part before the dot of each action. */
const AUDIT_ACTION_GROUPS = [...new Set(AUDIT_ACTIONS.map((action) => action.slice(0, action.indexOf('.'))))];

/** An action (`destination.updated`) or a group of them (`destination.*`). */
function isAuditActionFilter(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.endsWith('.*')) return AUDIT_ACTION_GROUPS.includes(value.slice(0, -2));
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ACTOR = new RegExp(`^(system|${UUID})$`, 'i');

export class ListAuditLogQueryDto {
  @ApiPropertyOptional({ description: "A person's or an API key's id (UUID), or `system`", example: 'system' })
  @IsOptional()
  @Matches(ACTOR, { message: "actor must be a user's or an API key's id (UUID), or system" })
  actor?: string;

  @ApiPropertyOptional({
    description: `One action, or a group of them as \`<group>.*\`; the actions: ${AUDIT_ACTIONS.join(', ')}`,
    example: 'destination.*',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isAuditActionFilter',
    validator: {
      validate: isAuditActionFilter,
      defaultMessage: () => 'action must be an audit action such as destination.updated, or a group such as destination.*',
    },
  })
  action?: string;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @IsOptional()
  @IsIn(AUDIT_TARGET_TYPES, { message: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` })
  targetType?: AuditTargetType;

  @ApiPropertyOptional({ description: "The target's id as entries show it (a UUID, `evt_…`, `op_…`)", minLength: 1, maxLength: 200 })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  targetId?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'inclusive' }) @IsOptional() @IsRfc3339DateTime() from?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'exclusive' }) @IsOptional() @IsRfc3339DateTime() to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 250, default: 50 })
  @IsOptional()
  @Transform(({ value }) => (/^\d+$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'limit must be an integer between 1 and 250' })
  @Min(1, { message: 'limit must be between 1 and 250' })
  @Max(250, { message: 'limit must be between 1 and 250' })
  limit?: number;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' }) @IsOptional() @IsString() @Length(1, 200) cursor?: string;
}

/** The list's filters, without paging: the export has every matching entry. */
export class ExportAuditLogQueryDto extends OmitType(ListAuditLogQueryDto, ['limit', 'cursor'] as const) {}

export class AuditActorDto {
  @ApiProperty({ enum: ['user', 'api_key', 'system'] }) type: 'user' | 'api_key' | 'system';
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: "the user's or key's id; null for system" })
  id: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "a person's e-mail (for a failed sign-in, the e-mail tried) or a key's name, as they were then; null for system",
  })
  label: string | null;
}

export class AuditTargetDto {
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) type: AuditTargetType;
  @ApiProperty({ nullable: true, type: String, description: 'its id (a UUID, `evt_…`, `op_…`); null when it has none' }) id: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'its name as it was then' }) label: string | null;
}

const CHANGES_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  description:
    'The fields that changed, each `{from, to}`; a secret, token, credential or code only as `{changed: true}`. ' +
    'A creation lists its first values from null. Null when the action changes no field',
  additionalProperties: {
    oneOf: [
      { type: 'object', required: ['from', 'to'], properties: { from: {}, to: {} } },
      { type: 'object', required: ['changed'], properties: { changed: { type: 'boolean', enum: [true] } } },
    ],
  },
};

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: AuditActorDto }) actor: AuditActorDto;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: string;
  @ApiProperty({ type: AuditTargetDto }) target: AuditTargetDto;
  @ApiProperty({ nullable: true, type: String, description: "the request's client address; null for the system" }) ip: string | null;
  @ApiProperty({ nullable: true, type: String, description: "the request's User-Agent (at most 512 characters)" })
  user_agent: string | null;
  @ApiProperty(CHANGES_SCHEMA) changes: Record<string, { from: unknown; to: unknown } | { changed: true }> | null;
}

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditEntryDto], description: 'newest first' }) data: AuditEntryDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
