import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { LIVE_JOBS_CHANNEL } from '../../core/queue/queue.constants';
import { SqlExecutor, statement } from '../../core/database/sql';
import type { EventStatus } from '../events/event.entity';
import type { EventTypeReader, EventTypeSource } from '../endpoints/event-type-source';
import type { Verifier } from '../verification/verifiers';

export interface IngestEndpoint {
  id: string;
  organization_id: string;
  project_id: string;
  enabled: boolean;
  rate_limit_per_second: number | null;
  event_type_source: EventTypeSource | null;
  /** Reads an event's type: from the endpoint's source, else its verified provider's usual place (cached with the endpoint); null when none applies. */
  eventType?: EventTypeReader | null;
  /** Sender verification, secrets decrypted (cached with the endpoint); null when it has none. */
  verifier?: Verifier | null;
}

/** One event to store: its row, its sealed payload and headers, and its Idempotency-Key (or null). */
export interface IngestRow {
  id: string;
  projectId: string;
  endpointId: string;
  eventId: string;
  payloadSha256: string;
  payloadSizeBytes: number;
  contentType: string | null;
  idempotencyKey: string | null;
  /** Read from the body or a header at ingest (issue #28); null when the endpoint has no source or the event no usable type. */
  eventType: string | null;
  receivedAt: Date;
  keyId: string;
  bodyCiphertext: Buffer;
  headersCiphertext: Buffer;
  /** W3C traceparent of the ingest span, or null with traces off. */
  traceparent: string | null;
}

export interface IdempotencyRecord {
  payload_sha256: string;
  event_id: string;
  status: EventStatus;
}

const ENDPOINT_BY_TOKEN = statement(
  'ingest_endpoint_by_token',
  `SELECT id, organization_id, project_id, enabled, rate_limit_per_second, event_type_source FROM endpoints
    WHERE token_hash = $1 AND purpose = 'ingest'`,
);

/** SQL: whether the endpoint (an expression of the statement) has an active destination. */
const hasActiveDestination = (endpoint: string) =>
  `EXISTS (SELECT 1 FROM destinations d WHERE d.endpoint_id = ${endpoint} AND d.active AND d.deleted_at IS NULL)`;

/**
 * docs/http.md, Event status: an event accepted while its endpoint has no active destination is answered `queued`
 * and dead-lettered (`no_active_destinations`), here at once, in the statement that stores it: the
 * same snapshot that finds no destination for its jobs. Nothing else ever leaves an event without jobs.
 */
const NO_DESTINATION_DEAD_LETTER = `
    INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
    SELECT gen_random_uuid(), event.organization_id, event.id, NULL, NULL, 'no_active_destinations',
           'the endpoint had no active destination when the event arrived', 0, now()
      FROM event WHERE event.status = 'dead_lettered'`;

/**
 * The tail of a statement that stores live jobs (a CTE named `jobs`, returning their created_at) for
 * the queue namespace `queue` (a parameter): one notification of LIVE_JOBS_CHANNEL, sent by PostgreSQL
 * at the commit, when it stored any, whose payload is `<queue> <the oldest job's created_at, in
 * microseconds since 1970>`. The workers' LivePickup hears it and claims them from that time on. A
 * CTE with a volatile function is evaluated once, and only when the statement reads it: the final
 * SELECT does.
 */
const notifyLiveJobs = (queue: string) =>
  `notified AS (SELECT pg_notify('${LIVE_JOBS_CHANNEL}', ${queue} || ' ' || (extract(epoch FROM min(created_at)) * 1000000)::bigint)
                  FROM jobs HAVING count(*) > 0)`;

/**
 * The idempotency claim, the event, its encrypted payload and one job per active destination, in
 * one statement (so one transaction). With an Idempotency-Key, the event is written only if the
 * key was free (or expired); a concurrent request with the same key waits on the key's row and
 * then writes nothing. The jobs are stored live for the queue namespace $16 (REDIS_PREFIX): no
 * queue entry, a worker of that deployment claims them when the commit notifies it (notifyLiveJobs).
 */
const STORE = statement(
  'ingest_store',
  `
  WITH claim AS (
    INSERT INTO idempotency_keys (endpoint_id, key, organization_id, payload_sha256, event_id, expires_at)
    SELECT $4, $9, $2, $6, $1, $10::timestamptz + interval '24 hours' WHERE $9::text IS NOT NULL
    ON CONFLICT (endpoint_id, key) DO UPDATE
       SET payload_sha256 = EXCLUDED.payload_sha256, event_id = EXCLUDED.event_id, expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at <= now()
    RETURNING 1
  ), event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at, event_type, traceparent)
    SELECT $1, $2, $3, $4, $5,
           CASE WHEN ${hasActiveDestination('$4')} THEN 'queued' ELSE 'dead_lettered' END,
           $6, $7, $8, $9, $10, $10, $14, $15
     WHERE $9::text IS NULL OR EXISTS (SELECT 1 FROM claim)
    RETURNING id, organization_id, status
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
    SELECT id, $2, $11, $12, $13, $10 FROM event
  ), orphan AS (${NO_DESTINATION_DEAD_LETTER}
  ), jobs AS (
    INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, live_queue, created_at, updated_at)
    SELECT gen_random_uuid(), $2, event.id, destination.id, 'pending', 'ingest', $16, $10, $10
      FROM event, destinations destination
     WHERE destination.endpoint_id = $4 AND destination.active AND destination.deleted_at IS NULL
    RETURNING id, destination_id, created_at
  ), ${notifyLiveJobs('$16')}
  SELECT EXISTS (SELECT 1 FROM event) AS stored, EXISTS (SELECT 1 FROM notified) AS notified`,
);

/**
 * STORE for many ingests without an Idempotency-Key at once: their events, payloads and jobs in one
 * statement, so one transaction and one commit for all of them (each event still whole or absent).
 * The event types ($13) and traceparents ($14) come last, then the queue namespace ($15).
 */
const STORE_MANY = statement(
  'ingest_store_many',
  `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::text[],
                         $9::timestamptz[], $10::text[], $11::bytea[], $12::bytea[], $13::text[], $14::text[])
      AS t(id, organization_id, project_id, endpoint_id, event_id, payload_sha256, payload_size_bytes, content_type,
           received_at, key_id, body_ciphertext, headers_ciphertext, event_type, traceparent)
  ), event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at, event_type, traceparent)
    SELECT id, organization_id, project_id, endpoint_id, event_id,
           CASE WHEN ${hasActiveDestination('input.endpoint_id')} THEN 'queued' ELSE 'dead_lettered' END,
           payload_sha256, payload_size_bytes, content_type, NULL, received_at, received_at, event_type, traceparent
      FROM input
    RETURNING id, organization_id, endpoint_id, status, received_at
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
    SELECT event.id, event.organization_id, input.key_id, input.body_ciphertext, input.headers_ciphertext, event.received_at
      FROM event JOIN input ON input.id = event.id
  ), orphan AS (${NO_DESTINATION_DEAD_LETTER}
  ), jobs AS (
    INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, live_queue, created_at, updated_at)
    SELECT gen_random_uuid(), event.organization_id, event.id, destination.id, 'pending', 'ingest', $15, event.received_at, event.received_at
      FROM event JOIN destinations destination
        ON destination.endpoint_id = event.endpoint_id AND destination.active AND destination.deleted_at IS NULL
    RETURNING id, destination_id, created_at
  ), ${notifyLiveJobs('$15')}
  SELECT EXISTS (SELECT 1 FROM notified) AS notified`,
);

/** STORE's parameters, $1 … $16. */
function storeValues(organizationId: string, row: IngestRow, queue: string): unknown[] {
  return [
    row.id,
    organizationId,
    row.projectId,
    row.endpointId,
    row.eventId,
    row.payloadSha256,
    row.payloadSizeBytes,
    row.contentType,
    row.idempotencyKey,
    row.receivedAt,
    row.keyId,
    row.bodyCiphertext,
    row.headersCiphertext,
    row.eventType,
    row.traceparent,
    queue,
  ];
}

/** The statements of ingest: the endpoint of a token, the Idempotency-Key records, and the store. */
@Injectable()
export class IngestRepository {
  constructor(
    private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** By credential, before any organization is known: the endpoint whose token hashes to this. */
  async findEndpointByTokenHash(tokenHash: Buffer): Promise<IngestEndpoint | undefined> {
    const { rows } = await this.sql.run<IngestEndpoint>(ENDPOINT_BY_TOKEN, [tokenHash]);
    return rows[0];
  }

  /** The live (unexpired) record of the endpoint's Idempotency-Key, with its event's id and status. */
  async findIdempotencyRecord(organizationId: string, endpointId: string, key: string): Promise<IdempotencyRecord | undefined> {
    const { rows } = await this.sql.query<IdempotencyRecord>(
      `SELECT k.payload_sha256, e.event_id, e.status FROM idempotency_keys k JOIN events e ON e.id = k.event_id
        WHERE k.organization_id = $1 AND k.endpoint_id = $2 AND k.key = $3 AND k.expires_at > now()`,
      [organizationId, endpointId, key],
    );
    return rows[0];
  }

  /** STORE: false when an Idempotency-Key claim lost to a concurrent request. */
  async store(organizationId: string, row: IngestRow): Promise<boolean> {
    const { rows } = await this.sql.run<{ stored: boolean }>(STORE, storeValues(organizationId, row, this.config.redisPrefix));
    return rows[0].stored;
  }

  /**
   * STORE_MANY: the events of a batch (without Idempotency-Key), which mixes organizations, each row
   * stored under its own, and their delivery jobs.
   */
  async storeManyAcrossOrganizations(events: { organizationId: string; row: IngestRow }[]): Promise<void> {
    const column = <T>(pick: (event: { organizationId: string; row: IngestRow }) => T) => events.map(pick);
    await this.sql.run(STORE_MANY, [
      column((e) => e.row.id),
      column((e) => e.organizationId),
      column((e) => e.row.projectId),
      column((e) => e.row.endpointId),
      column((e) => e.row.eventId),
      column((e) => e.row.payloadSha256),
      column((e) => e.row.payloadSizeBytes),
      column((e) => e.row.contentType),
      column((e) => e.row.receivedAt),
      column((e) => e.row.keyId),
      column((e) => e.row.bodyCiphertext),
      column((e) => e.row.headersCiphertext),
      column((e) => e.row.eventType),
      column((e) => e.row.traceparent),
      this.config.redisPrefix,
    ]);
  }
}
