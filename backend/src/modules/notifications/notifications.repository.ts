import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { SqlExecutor } from '../../core/database/sql';
import type { IngestEndpoint } from '../ingest/ingest.repository';

/** The statements of operational webhooks: the organization's notifications endpoint. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * The organization's notifications endpoint, made on first use in its oldest project. Its token
   * is random and never shown: nothing can ingest to it (ingest looks up `ingest` endpoints only).
   */
  async ensureEndpoint(organizationId: string): Promise<string> {
    const tokenHash = createHash('sha256').update(randomBytes(32)).digest();
    await this.sql.query(
      `INSERT INTO endpoints (id, organization_id, project_id, name, enabled, token_hash, token_prefix, purpose)
       SELECT gen_random_uuid(), $1, p.id, 'Hookyard notifications', true, $2, 'hye_internal', 'notifications'
         FROM projects p WHERE p.organization_id = $1 ORDER BY p.created_at, p.id LIMIT 1
       ON CONFLICT (organization_id) WHERE purpose = 'notifications' DO NOTHING`,
      [organizationId, tokenHash],
    );
    const id = await this.endpointId(organizationId);
    if (!id) throw new Error('the organization has no project to hold its notifications endpoint');
    return id;
  }

  /** The organization's notifications endpoint, or null when it never registered a notification URL. */
  async endpointId(organizationId: string): Promise<string | null> {
    const {
      rows: [row],
    } = await this.sql.query<{ id: string }>(`SELECT id FROM endpoints WHERE organization_id = $1 AND purpose = 'notifications'`, [
      organizationId,
    ]);
    return row?.id ?? null;
  }

  /** The notifications endpoint as ingest stores on it, when it has an active notification URL; else null (nothing to send). */
  async deliverableEndpoint(organizationId: string): Promise<IngestEndpoint | null> {
    const {
      rows: [row],
    } = await this.sql.query<IngestEndpoint>(
      `SELECT e.id, e.organization_id, e.project_id, e.enabled, e.rate_limit_per_second FROM endpoints e
        WHERE e.organization_id = $1 AND e.purpose = 'notifications'
          AND EXISTS (SELECT 1 FROM destinations d WHERE d.endpoint_id = e.id AND d.active AND d.deleted_at IS NULL)`,
      [organizationId],
    );
    return row ?? null;
  }

  /** A destination's name, URL and endpoint, for a notification about it. */
  async destination(organizationId: string, destinationId: string): Promise<{ name: string; url: string; endpoint_id: string } | null> {
    const {
      rows: [row],
    } = await this.sql.query<{ name: string; url: string; endpoint_id: string }>(
      `SELECT name, url, endpoint_id FROM destinations WHERE organization_id = $1 AND id = $2`,
      [organizationId, destinationId],
    );
    return row ?? null;
  }
}
