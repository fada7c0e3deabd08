import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { DestinationFilter } from '../endpoints/destination-filter';
import { FILTER_SCHEMA, IsDestinationFilter, IsTransformation, TRANSFORMATION_SCHEMA } from '../endpoints/dto/destination.dto';
import { EVENT_TYPE_SOURCE_SCHEMA, IsEventTypeSource } from '../endpoints/dto/endpoint.dto';
import type { EventTypeSource } from '../endpoints/event-type-source';
import { isPlainObject } from '../../core/http/json';
import type { Transformation } from '../transformations/transformation';

const MAX_SAMPLE_HEADERS = 100;

/** Why `sample` is not `{headers?: {name: value}, body: "<string>"}`, or null. */
function sampleProblem(sample: unknown): string | null {
  if (!isPlainObject(sample)) return 'sample must be an object with body (a string) and headers';
  const unknown = Object.keys(sample).find((key) => key !== 'headers' && key !== 'body');
  if (unknown !== undefined) return `sample.${unknown.slice(0, 64)}: unknown field (expected headers, body)`;
  if (typeof sample.body !== 'string') return 'sample.body must be a string (the body as a sender would send it)';
  if (sample.headers === undefined) return null;
  if (!isPlainObject(sample.headers)) return 'sample.headers must be an object of header names to string values';
  const entries = Object.entries(sample.headers);
  if (entries.length > MAX_SAMPLE_HEADERS) return `sample.headers holds at most ${MAX_SAMPLE_HEADERS} headers`;
  const bad = entries.find(([, value]) => typeof value !== 'string');
  return bad ? `sample.headers.${bad[0].slice(0, 64)} must be a string` : null;
}

export class RoutingSampleDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { 'x-shop': 'alpha' } })
  headers?: Record<string, string>;
  @ApiProperty({ description: 'The body as a sender would send it', example: '{"type":"invoice.paid","amount":150}' })
  body: string;
}

export class RoutingTestDto {
  @ApiPropertyOptional(EVENT_TYPE_SOURCE_SCHEMA)
  @IsOptional()
  @IsEventTypeSource()
  event_type_source?: EventTypeSource | null;

  @ApiPropertyOptional(FILTER_SCHEMA)
  @IsDestinationFilter()
  filter?: DestinationFilter | null;

  @ApiPropertyOptional(TRANSFORMATION_SCHEMA)
  @IsTransformation()
  transformation?: Transformation | null;

  @ApiProperty({ type: RoutingSampleDto })
  @ValidateBy({
    name: 'isRoutingSample',
    validator: {
      validate: (value: unknown) => sampleProblem(value) === null,
      defaultMessage: (args) => sampleProblem(args?.value) ?? '',
    },
  })
  sample: RoutingSampleDto;
}

export class RoutingRequestDto {
  @ApiProperty({ enum: ['POST', 'PUT', 'PATCH'] }) method: string;
  @ApiProperty() url: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) headers: Record<string, string>;
  @ApiProperty({ description: 'The body that would be sent, as text' }) body: string;
}

export class RoutingErrorDto {
  @ApiProperty() message: string;
  @ApiProperty({ nullable: true, type: Number }) line: number | null;
  @ApiProperty({ nullable: true, type: Number }) column: number | null;
}

export class RoutingTestResponseDto {
  @ApiProperty({ nullable: true, type: String, description: "The sample's type as event_type_source reads it" }) event_type: string | null;
  @ApiProperty({ description: 'Whether the filter takes the sample (true without a filter)' }) matched: boolean;
  @ApiProperty({ enum: ['event_type', 'body', 'headers', 'transformation'], nullable: true, type: String })
  filtered_by: string | null;
  @ApiProperty({
    type: RoutingRequestDto,
    nullable: true,
    description:
      "The request a destination would receive (before its custom headers and Hookyard's own); null when the sample is filtered or the transformation failed",
  })
  request: RoutingRequestDto | null;
  @ApiProperty({ type: RoutingErrorDto, nullable: true, description: 'Why the transformation failed, where in the code when known' })
  error: RoutingErrorDto | null;
  @ApiProperty({ description: 'How long the test took, in milliseconds' }) duration_ms: number;
}
