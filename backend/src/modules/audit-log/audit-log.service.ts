import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import type { AuditTargetType } from '../../core/audit/audit-entry';
import { isoFromTimestamptz } from '../../core/database/timestamps';
import { parseRfc3339 } from '../../core/http/date-time';
import { problems } from '../../core/http/problem';
import { AuditCursor, AuditFilters, AuditLogRepository, AuditRow } from './audit-log.repository';
import { AuditEntryDto, AuditLogPageDto, ExportAuditLogQueryDto, ListAuditLogQueryDto } from './dto/audit-log.dto';

const DEFAULT_LIMIT = 50;
/** PostgreSQL's text of `at`, then the entry's id. */
const CURSOR =
  /^((\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(:\d{2})?)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The audit log's reads: one page, and every page for the export (docs/http.md, Audit log). */
@Injectable()
export class AuditLogService {
  constructor(private readonly repository: AuditLogRepository) {}

  async list(auth: AuthContext, query: ListAuditLogQueryDto): Promise<AuditLogPageDto> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await this.repository.listPage(auth.organizationId, filtersOf(query), after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { data: page.map(entryOf), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
  }

  /**
   * Every matching entry, newest first, a keyset page at a time; each row goes to `onRow` as it
   * arrives and each page is yielded once read, so an export of any size holds one page's text at most.
   */
  async *pages<T>(auth: AuthContext, query: ExportAuditLogQueryDto, page: () => { add(row: AuditRow): void; finish(): T }, size = 2000) {
    const filters = filtersOf(query);
    let after: AuditCursor | null = null;
    for (;;) {
      const sink = page();
      let last: AuditCursor | null = null;
      const count = await this.repository.eachExportRow(auth.organizationId, filters, after, size, (row) => {
        sink.add(row);
        last = { at: row.at, id: row.id };
      });
      yield sink.finish();
      if (count < size || !last) return;
      after = last;
    }
  }
}

function filtersOf(query: ExportAuditLogQueryDto): AuditFilters {
  return {
    actor: query.actor?.toLowerCase(),
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

function encodeCursor(row: AuditRow): string {
  return Buffer.from(`${row.at}|${row.id}`).toString('base64url');
}

function decodeCursor(raw: string): AuditCursor {
  const match = CURSOR.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  // The time must be a real one (PostgreSQL would refuse a 30 February with an error, not an empty page).
  if (!match || !parseRfc3339(`${match[2]}T${match[3]}${match[4]}${match[5] ?? ':00'}`)) {
    throw problems.validation([{ field: 'cursor', message: 'is not a cursor returned by this API' }]);
  }
  return { at: match[1], id: match[6] };
}

/** An entry as the API answers it. */
function entryOf(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    at: isoFromTimestamptz(row.at),
    actor: { type: row.actor_type, id: row.actor_id, label: row.actor_label },
    action: row.action,
    target: { type: row.target_type as AuditTargetType, id: row.target_id, label: row.target_label },
    ip: row.ip,
    user_agent: row.user_agent,
    changes: row.changes,
  };
}
