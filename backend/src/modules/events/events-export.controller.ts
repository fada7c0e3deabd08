import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { csvRow } from '../../core/http/csv';
import { ExportEventsQueryDto } from './dto/export-events-query.dto';
import type { ExportRow } from './events.repository';
import { EventsService, RowSink } from './events.service';

const COLUMNS = [
  'id',
  'event_id',
  'status',
  'project_id',
  'endpoint_id',
  'destination_ids',
  'payload_sha256',
  'payload_size_bytes',
  'content_type',
  'received_at',
  'event_type',
];

/**
 * One page of rows as CSV, in UTF-8 chunks of about 32 K characters (below V8's 128 KiB large-object
 * size, so each chunk's text dies young once encoded): no row outlives its own formatting.
 */
class CsvChunks implements RowSink<Buffer[]> {
  private readonly chunks: Buffer[] = [];
  private text = '';

  add(event: ExportRow): void {
    this.text += csvRow([
      event.id,
      event.event_id,
      event.status,
      event.project_id,
      event.endpoint_id,
      event.destination_ids ?? '',
      event.payload_sha256,
      event.payload_size_bytes,
      event.content_type,
      event.received_at.toISOString(),
      event.event_type,
    ]);
    if (this.text.length >= 32 * 1024) this.flush();
  }

  finish(): Buffer[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.text) this.chunks.push(Buffer.from(this.text));
    this.text = '';
  }
}

@ApiTags('events')
@Controller('api/events')
export class EventsExportController {
  constructor(private readonly events: EventsService) {}

  /** CSV of every matching event, streamed page by page: memory stays flat however large the export. */
  @Get('export')
  @Authenticated({ session: true, role: 'developer' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'RFC 4180 CSV, one row per event', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiOperation({ operationId: 'exportEvents', summary: 'Export filtered event metadata as CSV (dashboard session only)' })
  export(@Auth() auth: AuthContext, @Query() query: ExportEventsQueryDto, @Res() reply: FastifyReply): void {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const events = this.events;
    async function* csv(): AsyncGenerator<Buffer> {
      yield Buffer.from(csvRow(COLUMNS));
      for await (const chunks of events.pages(auth, query, () => new CsvChunks())) yield* chunks;
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="events-${stamp}.csv"`)
      .send(Readable.from(csv()));
  }
}
