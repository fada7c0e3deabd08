import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, SqlRunner, statement } from '../../core/database/sql';

/** The notifications endpoint a message is stored on. */
export interface NotificationsEndpoint {
  id: string;
  organization_id: string;
  project_id: string;
}

/** A message, as its event and sealed payload are stored. */
export interface MessageRow {
  id: string;
  eventId: string;
  payloadSha256: string;
  payloadSizeBytes: number;
  receivedAt: Date;
  keyId: string;
  bodyCiphertext: Buffer;
  headersCiphertext: Buffer;
  traceparent: string | null;
}

/**
 * A message's event, its encrypted payload and one job per active destination, in one statement
 * (as ingest stores an event without Idempotency-Key and without a type). An endpoint whose last
 * active URL went meanwhile leaves the event dead-lettered (`no_active_destinations`), as ingest does.
 * With $13 (a test message), only that URL gets a job, and the event is dead-lettered if it is not active.
 */
const STORE_MESSAGE = statement(
  'notifications_store_message',
  `
  WITH event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at, event_type, traceparent)
    SELECT $1, $2, $3, $4, $5,
           CASE WHEN EXISTS (SELECT 1 FROM destinations d WHERE d.endpoint_id = $4 AND d.active AND d.deleted_at IS NULL
                                    AND ($13::uuid IS NULL OR d.id = $13::uuid))
                THEN 'queued' ELSE 'dead_lettered' END,
           $6, $7, 'application/json', NULL, $8, $8, NULL, $12
    RETURNING id, organization_id, status
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
    SELECT id, $2, $9, $10, $11, $8 FROM event
  ), orphan AS (
    INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
    SELECT gen_random_uuid(), event.organization_id, event.id, NULL, NULL, 'no_active_destinations',
           'the endpoint had no active destination when the event arrived', 0, now()
      FROM event WHERE event.status = 'dead_lettered'
  )
  INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
  SELECT gen_random_uuid(), $2, event.id, destination.id, 'pending', 'ingest', $8, $8
    FROM event, destinations destination
   WHERE destination.endpoint_id = $4 AND destination.active AND destination.deleted_at IS NULL
     AND ($13::uuid IS NULL OR destination.id = $13::uuid)
  RETURNING id, destination_id`,
);

/** The statements of operational webhooks: the organization's notifications endpoint and the messages stored on it. */
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
  async deliverableEndpoint(organizationId: string): Promise<NotificationsEndpoint | null> {
    const {
      rows: [row],
    } = await this.sql.query<NotificationsEndpoint>(
      `SELECT e.id, e.organization_id, e.project_id FROM endpoints e
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

  /** Whether a destination is active, and its run of failures (destination_health); null when it has no health row or is deleted. */
  async health(
    organizationId: string,
    destinationId: string,
  ): Promise<{ active: boolean; failing_since: Date | null; last_failure_at: Date | null } | null> {
    const {
      rows: [row],
    } = await this.sql.query<{ active: boolean; failing_since: Date | null; last_failure_at: Date | null }>(
      `SELECT d.active, h.failing_since, h.last_failure_at FROM destinations d JOIN destination_health h ON h.destination_id = d.id
        WHERE d.organization_id = $1 AND d.id = $2 AND d.deleted_at IS NULL`,
      [organizationId, destinationId],
    );
    return row ?? null;
  }

  /**
   * STORE_MESSAGE on the organization's notifications endpoint; answers the jobs to queue. A test
   * message goes to `test.destinationId` only, and its audit entry is written in the same transaction.
   */
  async storeMessage(
    organizationId: string,
    endpoint: NotificationsEndpoint,
    row: MessageRow,
    test?: { destinationId: string; record: AuditRecording<string> },
  ): Promise<{ id: string; destination_id: string }[]> {
    if (!test) return this.insertMessage(this.sql, organizationId, endpoint, row, null);
    return this.sql.transaction(async (tx) => {
      const jobs = await this.insertMessage(tx, organizationId, endpoint, row, test.destinationId);
      await test.record(tx, row.eventId);
      return jobs;
    });
  }

  private async insertMessage(
    sql: SqlRunner,
    organizationId: string,
    endpoint: NotificationsEndpoint,
    row: MessageRow,
    destinationId: string | null,
  ): Promise<{ id: string; destination_id: string }[]> {
    const { rows } = await sql.run<{ id: string; destination_id: string }>(STORE_MESSAGE, [
      row.id,
      organizationId,
      endpoint.project_id,
      endpoint.id,
      row.eventId,
      row.payloadSha256,
      row.payloadSizeBytes,
      row.receivedAt,
      row.keyId,
      row.bodyCiphertext,
      row.headersCiphertext,
      row.traceparent,
      destinationId,
    ]);
    return rows;
  }
}
