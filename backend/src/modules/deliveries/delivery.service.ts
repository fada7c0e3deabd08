import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing, Sealed } from '../../core/crypto/key-ring';
import { SqlExecutor, SqlRunner, statement } from '../../core/database/sql';
import { metrics } from '../../core/metrics/metrics';
import { cancelOpenJobs, secretAad } from '../endpoints/destinations.service';
import { payloadAad } from '../events/payload';
import { AttemptDetails, attemptDetailsAad } from './attempt-details';
import type { AttemptStatus } from './delivery-attempt.entity';
import { DeliveryQueue } from './delivery-queue.service';
import { refreshEventStatuses } from './event-status';
import { MicroBatch } from './micro-batch';
import { Notifier } from '../notifications/notifier';
import { StatsCounter } from '../stats/stats-counter';
import { SigningKeyCache, signWebhook } from './signature';
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
  project_id: string;
  endpoint_id: string;
  /** `notifications`: one of Hookyard's own messages, which never counts in statistics nor triggers another. */
  endpoint_purpose: 'ingest' | 'notifications';
  /** The event's received_at as PostgreSQL writes it (microseconds), copied onto its attempts. */
  event_received_at: string;
  content_type: string | null;
  payload_key_id: string | null;
  body_ciphertext: Buffer | null;
  headers_ciphertext: Buffer | null;
}

/**
 * Takes the jobs that are due (or whose lease ran out), so duplicates in the queue are no-ops. The
 * lease (the destination's timeout plus a margin) outlives the attempt: if the worker dies, the
 * outbox relay queues the job again once it expires. Ids come sorted, so two claims lock in one order.
 * The status test is a CASE on purpose: written as ORs it implies the relay index's predicate, and
 * the planner may AND a scan of every open job (tens of thousands in a backlog) into each claim.
 *
 * The worker's bookkeeping (this claim, and record_delivery_attempts) commits with
 * `synchronous_commit = off`, set for its own transaction by each claimed row: PostgreSQL answers
 * without waiting for the WAL flush (about 1.3 ms on this kind of machine) and flushes within
 * 3 × wal_writer_delay. What a PostgreSQL crash can undo is only ever done again: the job is still
 * open, the relay queues it again, and the destination receives the delivery again (at least once,
 * same webhook-id). Ingest commits synchronously: its 202 means the event is on disk.
 */
const CLAIM = statement(
  'delivery_claim',
  `
  WITH claimed AS (
    UPDATE delivery_jobs j
       SET status = 'in_progress', attempt_count = j.attempt_count + 1, next_attempt_at = NULL,
           lease_expires_at = now() + make_interval(secs => (d.timeout_ms + $2) / 1000.0), updated_at = now()
      FROM destinations d
     WHERE j.id = ANY($1::uuid[]) AND d.id = j.destination_id
       AND CASE j.status WHEN 'pending' THEN true
                         WHEN 'retry_scheduled' THEN j.next_attempt_at <= now() + interval '1 second'
                         WHEN 'in_progress' THEN j.lease_expires_at < now()
                         ELSE false END
    RETURNING j.id, j.organization_id, j.event_id, j.destination_id, j.attempt_count, d.url, d.timeout_ms,
              (d.active AND d.deleted_at IS NULL) AS destination_usable, d.secret_key_id, d.secret_ciphertext,
              set_config('synchronous_commit', 'off', true) AS commit_mode
  )
  SELECT c.id, c.organization_id, c.event_id, c.destination_id, c.attempt_count, c.url, c.timeout_ms, c.destination_usable,
         c.secret_key_id, c.secret_ciphertext, e.event_id AS public_event_id, e.project_id, e.endpoint_id,
         en.purpose AS endpoint_purpose, e.received_at::text AS event_received_at,
         e.content_type, p.key_id AS payload_key_id, p.body_ciphertext, p.headers_ciphertext
    FROM claimed c
    JOIN events e ON e.id = c.event_id
    JOIN endpoints en ON en.id = e.endpoint_id
    LEFT JOIN event_payloads p ON p.event_id = c.event_id`,
);

/**
 * The bookkeeping of many attempts in one round trip (migration DeliveryRecordFunction): lock their
 * events in id order, record the attempts, move the jobs on, dead-letter those whose schedule is
 * exhausted, and recompute the events' statuses. On its own the call is its own transaction.
 */
const RECORD = statement(
  'delivery_record',
  `SELECT record_delivery_attempts($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::int[],
                                   $9::int[], $10::text[], $11::text[], $12::int[], $13::uuid[], $14::timestamptz[],
                                   $15::text[], $16::text[], $17::bytea[])`,
);

type NextJobStatus = 'succeeded' | 'failed' | 'retry_scheduled' | 'dead_lettered';

/**
 * One attempt to record: the job as claimed, what the destination answered, where the job goes
 * next, and what was sent and answered, sealed under the attempt's id.
 */
interface AttemptRecord {
  attemptId: string;
  job: ClaimedJob;
  outcome: AttemptOutcome;
  details: Sealed;
  next: NextJobStatus;
  delayMs: number | null;
}

/**
 * How many claims or records one statement carries at most, and how many such statements run at once:
 * one, so what arrives meanwhile goes in the next. In bench:delivery's burst, one at a time used about
 * 10 % less CPU per delivery than two (PostgreSQL's share most of it), with about 14 rows per
 * statement either way (likely less contention between two backends writing the same pages).
 */
const BATCH = { maxSize: 50, maxInFlight: 1 };

@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);
  /** Concurrent deliveries claim together and record together: one statement for many jobs. */
  private readonly claims = new MicroBatch<string, ClaimedJob | null>((ids) => this.claimMany(ids), BATCH);
  /** Answers each record with the error that kept it from being written, or null. */
  private readonly records = new MicroBatch<AttemptRecord, Error | null>((records) => this.recordMany(records), BATCH);
  private readonly signingKeys = new SigningKeyCache();

  constructor(
    private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keyRing: KeyRing,
    private readonly sender: WebhookSender,
    private readonly queue: DeliveryQueue,
    private readonly stats: StatsCounter,
    private readonly notifier: Notifier,
  ) {}

  /**
   * One attempt of one delivery job: how it went, or null when nothing was sent (the job was not due,
   * a duplicate, or was cancelled).
   */
  async deliver(deliveryJobId: string): Promise<AttemptStatus | null> {
    const job = await this.claims.submit(deliveryJobId);
    if (!job) return null;
    if (!job.destination_usable || !job.body_ciphertext) {
      await this.finish(job, 'cancelled', null);
      return null;
    }
    const outcome = await this.sender.send(this.buildRequest(job));
    metrics.deliveries.inc({ outcome: outcome.status });
    metrics.deliveryDuration.observe(outcome.durationMs / 1000);
    await this.record(job, outcome);
    return outcome.status;
  }

  private async claimMany(ids: string[]): Promise<(ClaimedJob | null)[]> {
    const { rows: claimed } = await this.sql.run<ClaimedJob>(CLAIM, [[...new Set(ids)].sort(), this.config.deliveryLeaseMarginMs]);
    const byId = new Map(claimed.map((job) => [job.id, job]));
    // A job id submitted twice in one batch is claimed once: only its first caller delivers.
    return ids.map((id) => {
      const job = byId.get(id) ?? null;
      byId.delete(id);
      return job;
    });
  }

  private buildRequest(job: ClaimedJob) {
    const aad = payloadAad(job.organization_id, job.event_id);
    const sealed = (blob: Buffer) => ({ keyId: job.payload_key_id!, blob });
    const body = this.keyRing.open(sealed(job.body_ciphertext!), aad);
    const forwarded = JSON.parse(this.keyRing.open(sealed(job.headers_ciphertext!), aad).toString('utf8')) as Record<string, string>;
    const key = this.signingKeys.get(job.destination_id, job.secret_ciphertext, () =>
      this.keyRing
        .open({ keyId: job.secret_key_id, blob: job.secret_ciphertext }, secretAad(job.organization_id, job.destination_id))
        .toString('utf8'),
    );
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      ...withoutStandardWebhookHeaders(forwarded),
      'user-agent': USER_AGENT,
      'webhook-id': job.public_event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(key, job.public_event_id, timestamp, body),
    };
    if (job.content_type) headers['content-type'] = job.content_type;
    return { url: job.url, body, headers, timeoutMs: job.timeout_ms };
  }

  private async record(job: ClaimedJob, outcome: AttemptOutcome): Promise<void> {
    const attempt = job.attempt_count;
    const schedule = this.config.retryScheduleMs;
    let next: NextJobStatus;
    let delayMs: number | null = null;
    if (outcome.status === 'success') next = 'succeeded';
    else if (isFinal4xx(outcome.responseStatus)) next = 'failed';
    else if (attempt > schedule.length) next = 'dead_lettered';
    else {
      next = 'retry_scheduled';
      delayMs = retryDelay(schedule[attempt - 1], outcome);
    }

    this.logAttempt(job, outcome, next);
    const attemptId = randomUUID();
    const details: AttemptDetails = {
      request_headers: outcome.requestHeaders,
      response_headers: outcome.responseHeaders,
      response_body: outcome.responseBody,
    };
    const sealed = this.keyRing.seal(Buffer.from(JSON.stringify(details)), attemptDetailsAad(job.organization_id, attemptId));
    const record = { attemptId, job, outcome, details: sealed, next, delayMs };
    // A 410 also disables the destination and cancels its jobs: rare, and kept out of the batches.
    if (outcome.responseStatus === 410) await this.recordTogether([record]);
    else {
      const failed = await this.records.submit(record);
      if (failed) throw failed;
    }
    if (job.endpoint_purpose === 'ingest') this.countAndNotify(job, outcome, next);
    if (delayMs !== null) {
      await this.queue.enqueue([{ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: attempt + 1, delayMs }]);
    }
  }

  /** Statistics and health of the attempt, and the organization told of a dead letter or a destination gone (never for a notification's own delivery). */
  private countAndNotify(job: ClaimedJob, outcome: AttemptOutcome, next: NextJobStatus): void {
    this.stats.attempt(
      { organizationId: job.organization_id, projectId: job.project_id, endpointId: job.endpoint_id },
      job.destination_id,
      outcome.status === 'success' ? null : (outcome.errorMessage ?? `attempt ${outcome.status}`),
      outcome.durationMs,
      next === 'dead_lettered',
    );
    const told =
      next === 'dead_lettered'
        ? this.notifier.deadLettered(job.organization_id, job.destination_id, job.public_event_id)
        : outcome.responseStatus === 410
          ? this.notifier.destinationDisabled(job.organization_id, job.destination_id, 'gone', {
              failingSince: null,
              consecutiveFailures: 1,
            })
          : null;
    told?.catch((error: Error) => this.logger.warn(`could not notify about destination ${job.destination_id}: ${error.message}`));
  }

  /**
   * One line per attempt: a failure at info, a success at debug (most of the traffic; the metrics
   * count them). The destination appears as its id and host only: a URL's path and query can carry
   * the receiver's credentials (`https://hooks.example.com/services/T0/B0/secret`). Neither the
   * payload nor the answer's body is ever logged; `errorMessage` is a normalized, secret-free sentence.
   */
  private logAttempt(job: ClaimedJob, outcome: AttemptOutcome, next: NextJobStatus): void {
    const line = {
      msg: `delivery ${outcome.status}`,
      job_id: job.id,
      event_id: job.public_event_id,
      destination_id: job.destination_id,
      destination_host: URL.canParse(job.url) ? new URL(job.url).host : null,
      attempt: job.attempt_count,
      outcome: outcome.status,
      response_status: outcome.responseStatus,
      duration_ms: outcome.durationMs,
      error: outcome.errorMessage,
      next,
    };
    if (outcome.status === 'success') this.logger.debug(line);
    else this.logger.log(line);
  }

  /** One transaction for the batch; if it fails, each record is tried on its own so one bad row fails alone. */
  private async recordMany(records: AttemptRecord[]): Promise<(Error | null)[]> {
    try {
      await this.recordTogether(records);
      return records.map(() => null);
    } catch (error) {
      if (records.length === 1) return [error as Error];
      this.logger.warn(`recording ${records.length} attempts together failed, one by one now: ${(error as Error).message}`);
    }
    const results = await Promise.allSettled(records.map((record) => this.recordTogether([record])));
    return results.map((result) => (result.status === 'rejected' ? (result.reason as Error) : null));
  }

  private async recordTogether(records: AttemptRecord[]): Promise<void> {
    const gone = records.filter(({ outcome }) => outcome.responseStatus === 410);
    if (gone.length === 0) {
      await this.sql.run(RECORD, recordColumns(records));
      return;
    }
    await this.sql.transaction(async (tx) => {
      await tx.run(RECORD, recordColumns(records));
      for (const { job } of gone) await disableGoneDestination(tx, job.destination_id);
    });
  }

  private async finish(job: ClaimedJob, status: 'cancelled', error: string | null): Promise<void> {
    this.logger.debug(`job ${job.id} ${status}${error ? `: ${error}` : ''}`);
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `UPDATE delivery_jobs SET status = $2, attempt_count = attempt_count - 1, lease_expires_at = NULL, updated_at = now() WHERE id = $1`,
        [job.id, status],
      );
      await refreshEventStatuses(tx, [job.event_id]);
    });
  }
}

/** The RECORD statement's parameters: one array per column, one element per attempt. */
function recordColumns(records: AttemptRecord[]): unknown[][] {
  const column = <T>(pick: (record: AttemptRecord) => T) => records.map(pick);
  return [
    column((r) => r.attemptId),
    column((r) => r.job.organization_id),
    column((r) => r.job.event_id),
    column((r) => r.job.id),
    column((r) => r.job.destination_id),
    column((r) => r.job.attempt_count),
    column((r) => r.outcome.status),
    column((r) => r.outcome.responseStatus),
    column((r) => r.outcome.durationMs),
    column((r) => r.outcome.errorMessage),
    column((r) => r.next),
    column((r) => r.delayMs),
    column(() => randomUUID()),
    column((r) => r.job.event_received_at),
    column((r) => r.outcome.errorCode),
    column((r) => r.details.keyId),
    column((r) => r.details.blob),
  ];
}

/** A 4xx other than 408, 409, 425 and 429 ends the job: sending the same request again will not help. */
function isFinal4xx(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
}

/** Standard Webhooks etiquette: 410 Gone means "stop sending"; the destination is disabled and its other jobs cancelled. */
async function disableGoneDestination(tx: SqlRunner, destinationId: string): Promise<void> {
  await tx.query(`UPDATE destinations SET active = false, disabled_reason = 'gone', updated_at = now() WHERE id = $1 AND active`, [
    destinationId,
  ]);
  await cancelOpenJobs(tx, destinationId);
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
