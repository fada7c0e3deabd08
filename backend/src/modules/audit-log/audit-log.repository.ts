import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { ReplicaSqlExecutor, SqlExecutor } from '../../core/database/sql';

/** An entry as the list and the export read it; `at` as PostgreSQL's text (microseconds, for the cursor). */
export interface AuditRow {
  id: string;
  at: string;
  actor_type: 'user' | 'api_key' | 'system';
  actor_id: string | null;
  actor_label: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  ip: string | null;
  user_agent: string | null;
  changes: Record<string, { from: unknown; to: unknown } | { changed: true }> | null;
}

/** The list's filters, validated (docs/http.md, Audit log). */
export interface AuditFilters {
  /** A user's or key's id, or `system`. */
  actor?: string;
  /** An action, or `<group>.*`. */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** A position in the list: an entry's `at` (PostgreSQL's text) and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

/** `at` as PostgreSQL's text, for the list's cursor and the export alike (the order is by the column, `a.at`). */
const COLUMNS = `a.id, a.at::text AS at, a.actor_type, a.actor_id, a.actor_label, a.action, a.target_type, a.target_id, a.target_label,
  a.ip, a.user_agent, a.changes`;

/**
 * One page of the organization's entries, newest first, after `after`. Every filter is a condition
 * an index of migration AuditLog serves in this order (the whole log; a target; an actor; an action
 * or a prefix of them), so a page reads its rows and stops.
 */
function pageQuery(organizationId: string, filters: AuditFilters, after: AuditCursor | null, limit: number) {
  const values: unknown[] = [organizationId];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['a.organization_id = $1'];
  if (filters.actor === 'system') where.push(`a.actor_id IS NULL AND a.actor_type = 'system'`);
  else if (filters.actor) where.push(`a.actor_id = ${param(filters.actor)}::uuid`);
  if (filters.action?.endsWith('.*')) {
    // Groups are letters and underscores: the underscore is LIKE's one wildcard to escape.
    where.push(`a.action LIKE ${param(`${filters.action.slice(0, -1).replace(/_/g, '\\_')}%`)}`);
  } else if (filters.action) where.push(`a.action = ${param(filters.action)}`);
  if (filters.targetType) where.push(`a.target_type = ${param(filters.targetType)}`);
  if (filters.targetId) where.push(`a.target_id = ${param(filters.targetId)}`);
  if (filters.from) where.push(`a.at >= ${param(filters.from)}`);
  if (filters.to) where.push(`a.at < ${param(filters.to)}`);
  if (after) where.push(`(a.at, a.id) < (${param(after.at)}::timestamptz, ${param(after.id)}::uuid)`);
  return {
    text: `SELECT ${COLUMNS} FROM audit_log a WHERE ${where.join(' AND ')} ORDER BY a.at DESC, a.id DESC LIMIT ${param(limit)}`,
    values,
  };
}

/** The audit log's reads (lag-tolerant: the replica when there is one) and its retention. */
@Injectable()
export class AuditLogRepository {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly replica: ReplicaSqlExecutor,
  ) {}

  async listPage(organizationId: string, filters: AuditFilters, after: AuditCursor | null, limit: number): Promise<AuditRow[]> {
    const { text, values } = pageQuery(organizationId, filters, after, limit);
    return (await this.replica.query<AuditRow>(text, values)).rows;
  }

  /** One export page, each row handed to `onRow` as it arrives (never a page of objects at once); how many. */
  eachExportRow(
    organizationId: string,
    filters: AuditFilters,
    after: AuditCursor | null,
    limit: number,
    onRow: (row: AuditRow) => void,
  ): Promise<number> {
    const { text, values } = pageQuery(organizationId, filters, after, limit);
    return this.replica.each<AuditRow>(text, values, onRow);
  }

  /** Retention, across organizations: those with an entry older than `cutoff` (an index probe each). */
  async organizationsWithEntriesBeforeAcrossOrganizations(cutoff: Date): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT o.id FROM organizations o
        WHERE EXISTS (SELECT 1 FROM audit_log a WHERE a.organization_id = o.id AND a.at < $1)`,
      [cutoff],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The organization's entries older than `cutoff` deleted, in the one kind of transaction the
   * table's trigger lets delete (SET LOCAL hookyard.audit_retention), with `record`'s entry of it.
   */
  deleteBefore(organizationId: string, cutoff: Date, record: AuditRecording<number>): Promise<number> {
    return this.sql.transaction(async (tx) => {
      await tx.query(`SET LOCAL hookyard.audit_retention = 'on'`);
      const { rowCount } = await tx.query(`DELETE FROM audit_log WHERE organization_id = $1 AND at < $2`, [organizationId, cutoff]);
      if (rowCount > 0) await record(tx, rowCount);
      return rowCount;
    });
  }
}
