import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { ColumnsOf, jsonb, setList } from '../../core/database/columns';
import { SqlExecutor } from '../../core/database/sql';
import { Endpoint } from './endpoint.entity';
import type { EventTypeSource } from './event-type-source';

export type EndpointChanges = Partial<Pick<Endpoint, 'name' | 'enabled' | 'rateLimitPerSecond' | 'eventTypeSource'>>;

/** An endpoint as read back: every column but the token's hash, which only ingest's lookup reads. */
interface EndpointRow {
  id: string;
  organization_id: string;
  project_id: string;
  name: string;
  enabled: boolean;
  token_prefix: string;
  rate_limit_per_second: number | null;
  event_type_source: EventTypeSource | null;
  created_at: Date;
  token_rotated_at: Date | null;
  purpose: Endpoint['purpose'];
}

const COLUMNS =
  'id, organization_id, project_id, name, enabled, token_prefix, rate_limit_per_second, event_type_source, created_at, token_rotated_at, purpose';

const CHANGED_COLUMNS: ColumnsOf<EndpointChanges> = {
  name: 'name',
  enabled: 'enabled',
  rateLimitPerSecond: 'rate_limit_per_second',
  eventTypeSource: { name: 'event_type_source', jsonb: true },
};

/** The endpoint of a row; `tokenHash` is never read back (it was TypeORM's `select: false`), so it is left out. */
function endpointOf(row: EndpointRow): Endpoint {
  return {
    id: row.id,
    organizationId: row.organization_id,
    projectId: row.project_id,
    name: row.name,
    enabled: row.enabled,
    tokenPrefix: row.token_prefix,
    rateLimitPerSecond: row.rate_limit_per_second,
    eventTypeSource: row.event_type_source,
    createdAt: row.created_at,
    tokenRotatedAt: row.token_rotated_at,
    purpose: row.purpose,
  } as Endpoint;
}

/** The statements of endpoint management (the ingest's lookup by token: ingest/ingest.repository.ts). */
@Injectable()
export class EndpointsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Oldest first; those of one project when `projectId` is given. */
  async list(organizationId: string, projectId?: string): Promise<Endpoint[]> {
    const { rows } = projectId
      ? await this.sql.query<EndpointRow>(
          `SELECT ${COLUMNS} FROM endpoints WHERE organization_id = $1 AND project_id = $2 ORDER BY created_at ASC, id ASC`,
          [organizationId, projectId],
        )
      : await this.sql.query<EndpointRow>(`SELECT ${COLUMNS} FROM endpoints WHERE organization_id = $1 ORDER BY created_at ASC, id ASC`, [
          organizationId,
        ]);
    return rows.map(endpointOf);
  }

  async find(organizationId: string, id: string): Promise<Endpoint | null> {
    const { rows } = await this.sql.query<EndpointRow>(`SELECT ${COLUMNS} FROM endpoints WHERE organization_id = $1 AND id = $2`, [
      organizationId,
      id,
    ]);
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  /**
   * An ingest endpoint (the notifications one is made by NotificationsRepository), as given with its
   * organization, creation time and purpose, with `record`'s audit entry in the same transaction.
   */
  create(
    organizationId: string,
    endpoint: Omit<Endpoint, 'organizationId' | 'createdAt' | 'purpose'>,
    record: AuditRecording<Endpoint>,
  ): Promise<Endpoint> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<Pick<EndpointRow, 'created_at' | 'purpose'>>(
        `INSERT INTO endpoints (id, organization_id, project_id, name, enabled, token_hash, token_prefix, rate_limit_per_second,
                                event_type_source, token_rotated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING created_at, purpose`,
        [
          endpoint.id,
          organizationId,
          endpoint.projectId,
          endpoint.name,
          endpoint.enabled,
          endpoint.tokenHash,
          endpoint.tokenPrefix,
          endpoint.rateLimitPerSecond,
          jsonb(endpoint.eventTypeSource),
          endpoint.tokenRotatedAt,
        ],
      );
      const created: Endpoint = { ...endpoint, organizationId, createdAt: rows[0].created_at, purpose: rows[0].purpose };
      await record(tx, created);
      return created;
    });
  }

  /**
   * Writes the endpoint's name, enabled flag, rate limit and event-type source, the row read locked
   * first so `record` (same transaction) sees it as it was; null when not found.
   */
  update(
    organizationId: string,
    id: string,
    changes: EndpointChanges,
    record: AuditRecording<{ before: Endpoint; after: Endpoint }>,
  ): Promise<Endpoint | null> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<EndpointRow>(`SELECT ${COLUMNS} FROM endpoints WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
        organizationId,
        id,
      ]);
      if (!rows[0]) return null;
      const before = endpointOf(rows[0]);
      const values: unknown[] = [organizationId, id];
      const assignments = setList(CHANGED_COLUMNS, changes, values);
      if (assignments) await tx.query(`UPDATE endpoints SET ${assignments} WHERE organization_id = $1 AND id = $2`, values);
      const after = { ...before, ...changes };
      await record(tx, { before, after });
      return after;
    });
  }

  /** The endpoint's new token (its hash and prefix), with `record`'s entry in the same transaction; null when not found. */
  replaceToken(
    organizationId: string,
    id: string,
    token: Pick<Endpoint, 'tokenHash' | 'tokenPrefix' | 'tokenRotatedAt'>,
    record: AuditRecording<Endpoint>,
  ): Promise<Endpoint | null> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<EndpointRow>(
        `UPDATE endpoints SET token_hash = $3, token_prefix = $4, token_rotated_at = $5
          WHERE organization_id = $1 AND id = $2
      RETURNING ${COLUMNS}`,
        [organizationId, id, token.tokenHash, token.tokenPrefix, token.tokenRotatedAt],
      );
      if (!rows[0]) return null;
      const endpoint = endpointOf(rows[0]);
      await record(tx, endpoint);
      return endpoint;
    });
  }

  /** The endpoints' destinations that are not deleted: id, endpoint and whether active. */
  async destinationsOf(organizationId: string, endpointIds: string[]): Promise<{ id: string; endpoint_id: string; active: boolean }[]> {
    if (endpointIds.length === 0) return [];
    const { rows } = await this.sql.query<{ id: string; endpoint_id: string; active: boolean }>(
      `SELECT id, endpoint_id, active FROM destinations WHERE organization_id = $1 AND endpoint_id = ANY($2) AND deleted_at IS NULL`,
      [organizationId, endpointIds],
    );
    return rows;
  }
}
