import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { HotSql, SqlTransaction, statement } from '../../core/database/sql';
import { metrics } from '../../core/metrics/metrics';
import { cancelOpenJobs, secretAad } from '../endpoints/destinations.service';
import { payloadAad } from '../events/payload';
import { DeliveryQueue } from './delivery-queue.service';
import { refreshEventStatuses, refreshLockedEventStatus } from './event-status';
import { signWebhook } from './signature';
import { AttemptOutcome, USER_AGENT, WebhookSender } from './webhook-sender';

const JITTER = 0.2;
/** 4xx answers that are worth trying again. */
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

interface ClaimedJob {
  id: string;
  organization_id: string;
  event_id: string;
  destination_id: string;
  attempt_count: number;
  url: string;
  timeout_ms: number;
  destination_usable: boolean;
  secret_key_id: string;
  secret_ciphertext: Buffer;
  public_event_id: string;
  content_type: string | null;
  payload_key_id: string | null;
  body_ciphertext: Buffer | null;
  headers_ciphertext: Buffer | null;
}

/**
 * Takes a job only when it is due (or its lease ran out), so duplicates in the queue are no-ops.
 * The lease (the destination's timeout plus a margin) outlives the attempt: if the worker dies,
 * the outbox relay queues the job again once it expires.
 */
const CLAIM = statement(
  'delivery_claim',
  `
  WITH claimed AS (
    UPDATE delivery_jobs
       SET status = 'in_progress', attempt_count = attempt_count + 1, next_attempt_at = NULL,
           lease_expires_at = now() + make_interval(secs => ((SELECT timeout_ms FROM destinations WHERE id = destination_id) + $2) / 1000.0),
           updated_at = now()
     WHERE id = $1
       AND (status = 'pending'
            OR (status = 'retry_scheduled' AND next_attempt_at <= now() + interval '1 second')
            OR (status = 'in_progress' AND lease_expires_at < now()))
    RETURNING id, organization_id, event_id, destination_id, attempt_count
  )
  SELECT c.*, d.url, d.timeout_ms, (d.active AND d.deleted_at IS NULL) AS destination_usable,
         d.secret_key_id, d.secret_ciphertext, e.event_id AS public_event_id, e.content_type,
         p.key_id AS payload_key_id, p.body_ciphertext, p.headers_ciphertext
    FROM claimed c
    JOIN destinations d ON d.id = c.destination_id
    JOIN events e ON e.id = c.event_id
    LEFT JOIN event_payloads p ON p.event_id = c.event_id`,
);

/**
 * The attempt's bookkeeping in one statement: lock the event first (the attempt's and dead
 * letter's foreign keys share-lock it only at the end of the statement), record the attempt, move
 * the job on, and dead-letter it when the schedule is exhausted.
 */
const RECORD = statement(
  'delivery_record',
  `
  WITH locked AS (
    SELECT id FROM events WHERE id = $3 FOR UPDATE
  ), attempt AS (
    INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status,
                                   response_status, duration_ms, error_message, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
  ), job AS (
    UPDATE delivery_jobs SET status = $11, lease_expires_at = NULL, updated_at = now(),
           next_attempt_at = CASE WHEN $12::int IS NULL THEN NULL ELSE now() + make_interval(secs => $12::int / 1000.0) END
     WHERE id = $4
  ), dead AS (
    INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
    SELECT $13, $2, $3, $4, $5, 'max_attempts_exhausted', $10, $6, now() WHERE $11 = 'dead_lettered'
  )
  SELECT count(*) AS locked FROM locked`,
);

@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sql: HotSql,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keyRing: KeyRing,
    private readonly sender: WebhookSender,
    private readonly queue: DeliveryQueue,
  ) {}

  /** One attempt of one delivery job. Returns false when the job was not due (a duplicate). */
  async deliver(deliveryJobId: string): Promise<boolean> {
    const [job] = await this.sql.run<ClaimedJob>(CLAIM, [deliveryJobId, this.config.deliveryLeaseMarginMs]);
    if (!job) return false;
    if (!job.destination_usable || !job.body_ciphertext) {
      await this.finish(job, 'cancelled', null);
      return true;
    }
    const outcome = await this.sender.send(this.buildRequest(job));
    metrics.deliveries.inc({ outcome: outcome.status });
    metrics.deliveryDuration.observe(outcome.durationMs / 1000);
    await this.record(job, outcome);
    return true;
  }

  private buildRequest(job: ClaimedJob) {
    const aad = payloadAad(job.organization_id, job.event_id);
    const sealed = (blob: Buffer) => ({ keyId: job.payload_key_id!, blob });
    const body = this.keyRing.open(sealed(job.body_ciphertext!), aad);
    const forwarded = JSON.parse(this.keyRing.open(sealed(job.headers_ciphertext!), aad).toString('utf8')) as Record<string, string>;
    const secret = this.keyRing
      .open({ keyId: job.secret_key_id, blob: job.secret_ciphertext }, secretAad(job.organization_id, job.destination_id))
      .toString('utf8');
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      ...withoutStandardWebhookHeaders(forwarded),
      'user-agent': USER_AGENT,
      'webhook-id': job.public_event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, job.public_event_id, timestamp, body),
    };
    if (job.content_type) headers['content-type'] = job.content_type;
    return { url: job.url, body, headers, timeoutMs: job.timeout_ms };
  }

  private async record(job: ClaimedJob, outcome: AttemptOutcome): Promise<void> {
    const attempt = job.attempt_count;
    const schedule = this.config.retryScheduleMs;
    let next: 'succeeded' | 'failed' | 'retry_scheduled' | 'dead_lettered';
    let delayMs: number | null = null;
    if (outcome.status === 'success') next = 'succeeded';
    else if (isFinal4xx(outcome.responseStatus)) next = 'failed';
    else if (attempt > schedule.length) next = 'dead_lettered';
    else {
      next = 'retry_scheduled';
      delayMs = retryDelay(schedule[attempt - 1], outcome);
    }

    await this.sql.transaction(async (tx) => {
      await tx.run(RECORD, [
        randomUUID(),
        job.organization_id,
        job.event_id,
        job.id,
        job.destination_id,
        attempt,
        outcome.status,
        outcome.responseStatus,
        outcome.durationMs,
        outcome.errorMessage,
        next,
        delayMs,
        randomUUID(),
      ]);
      if (outcome.responseStatus === 410) await disableGoneDestination(tx, job.destination_id);
      await refreshLockedEventStatus(tx, job.event_id);
    });
    if (delayMs !== null) {
      await this.queue.enqueue([{ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: attempt + 1, delayMs }]);
    }
  }

  private async finish(job: ClaimedJob, status: 'cancelled', error: string | null): Promise<void> {
    this.logger.debug(`job ${job.id} ${status}${error ? `: ${error}` : ''}`);
    await this.db.transaction(async (manager) => {
      await manager.query(
        `UPDATE delivery_jobs SET status = $2, attempt_count = attempt_count - 1, lease_expires_at = NULL, updated_at = now() WHERE id = $1`,
        [job.id, status],
      );
      await refreshEventStatuses(manager, [job.event_id]);
    });
  }
}

/** A 4xx other than 408, 409, 425 and 429 ends the job: sending the same request again will not help. */
function isFinal4xx(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
}

/** Standard Webhooks etiquette: 410 Gone means "stop sending"; the destination is disabled and its other jobs cancelled. */
async function disableGoneDestination(tx: SqlTransaction, destinationId: string): Promise<void> {
  await tx.query(`UPDATE destinations SET active = false, disabled_reason = 'gone', updated_at = now() WHERE id = $1 AND active`, [
    destinationId,
  ]);
  // cancelOpenJobs only queries; the transaction answers queries as TypeORM's EntityManager does
  await cancelOpenJobs(tx as unknown as EntityManager, destinationId);
}

/** The scheduled delay ±20 %; a Retry-After on 429/503 is honoured up to twice the scheduled delay. */
export function retryDelay(scheduledMs: number, outcome: Pick<AttemptOutcome, 'responseStatus' | 'retryAfterSeconds'>): number {
  const jittered = Math.round(scheduledMs * (1 - JITTER + Math.random() * 2 * JITTER));
  if ((outcome.responseStatus === 429 || outcome.responseStatus === 503) && outcome.retryAfterSeconds !== null) {
    return Math.min(outcome.retryAfterSeconds * 1000, scheduledMs * 2);
  }
  return jittered;
}

function withoutStandardWebhookHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith('webhook-') && name !== 'user-agent' && name !== 'content-type') kept[name] = value;
  }
  return kept;
}
