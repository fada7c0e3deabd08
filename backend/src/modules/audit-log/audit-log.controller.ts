import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { isoFromTimestamptz } from '../../core/database/timestamps';
import { csvRow } from '../../core/http/csv';
import type { AuditRow } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';
import { AuditLogPageDto, ExportAuditLogQueryDto, ListAuditLogQueryDto } from './dto/audit-log.dto';

const COLUMNS = [
  'id',
  'at',
  'actor_type',
  'actor_id',
  'actor_label',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'ip',
  'user_agent',
  'changes',
];

/** One export page as CSV, in chunks of about 32 K characters (as the events export writes them). */
class CsvChunks {
  private readonly chunks: Buffer[] = [];
  private text = '';

  add(row: AuditRow): void {
    this.text += csvRow([
      row.id,
      isoFromTimestamptz(row.at),
      row.actor_type,
      row.actor_id,
      row.actor_label,
      row.action,
      row.target_type,
      row.target_id,
      row.target_label,
      row.ip,
      row.user_agent,
      row.changes === null ? null : JSON.stringify(row.changes),
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

/**
 * The audit log (docs/http.md, Audit log): read only. No route changes or deletes an entry, and the
 * database refuses it anyway. A dashboard session only, an admin's: entries name people and their
 * addresses (docs/http.md, Members and roles).
 */
@ApiTags('audit-log')
@Controller('api/audit-log')
@Authenticated({ session: true, role: 'admin' })
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'Who changed what, when and from where: newest first, filtered (dashboard session only)',
  })
  list(@Auth() auth: AuthContext, @Query() query: ListAuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.auditLog.list(auth, query);
  }

  /** Every matching entry as CSV, streamed page by page. */
  @Get('export')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'RFC 4180 CSV, one row per entry', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiOperation({ operationId: 'exportAuditLog', summary: 'Export the filtered audit log as CSV (dashboard session only)' })
  export(@Auth() auth: AuthContext, @Query() query: ExportAuditLogQueryDto, @Res() reply: FastifyReply): void {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const auditLog = this.auditLog;
    async function* csv(): AsyncGenerator<Buffer> {
      yield Buffer.from(csvRow(COLUMNS));
      for await (const chunks of auditLog.pages(auth, query, () => new CsvChunks())) yield* chunks;
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`)
      .send(Readable.from(csv()));
  }
}
