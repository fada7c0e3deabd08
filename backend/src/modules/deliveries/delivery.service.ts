import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { metrics } from '../../core/metrics/metrics';
import type { Lane } from '../../core/queue/queue.constants';
import { secretAad } from '../endpoints/destinations.service';
import { payloadAad } from '../events/payload';
import { AttemptDetails, attemptDetailsAad, packDetails } from './attempt-details';
import type { AttemptStatus } from './delivery-attempt.entity';
import { DeliveryQueue } from './delivery-queue.service';
import { AttemptRecord, ClaimedJob, DeliveriesRepository, NextJobStatus } from './deliveries.repository';
import { MicroBatch, MicroBatchOptions } from './micro-batch';
import { Notifier } from '../notifications/notifier';
import { StatsCounter } from '../stats/stats-counter';
import { SigningKeyCache, signWebhook } from './signature';
import { AttemptOutcome, USER_AGENT, WebhookSender } from './webhook-sender';

const JITTER = 0.2;
/** 4xx answers that are worth trying again. */
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

/**
 * How many claims or records one statement carries at most, and how many such statements run at once:
 * one, so what arrives meanwhile goes in the next. In bench:delivery's burst, one at a time used about
 * 10 % less CPU per delivery than two (PostgreSQL's share most of it), with about 14 rows per
 * statement either way (likely less contention between two backends writing the same pages).
 */
const BATCH = { maxSize: 50, maxInFlight: 1 };

/**
 * A bulk operation's records wait up to 20 ms for others: a bulk delivery no longer holds its
 * destination's slot while it is recorded, and rows per statement are what a bulk retry's
 * PostgreSQL time depends on. In bench:bulk, records carried 2–3 rows at about 1.4 ms of
 * PostgreSQL time each without it.
 */
const BULK_RECORDS = { ...BATCH, lingerMs: 20 };

/** The claims and records of one lane of deliveries. */
interface Statements {
  claims: MicroBatch<string, ClaimedJob | null>;
  /** Answers each record with the error that kept it from being written, or null. */
  records: MicroBatch<AttemptRecord, Error | null>;
}

@Injectable()
export class DeliveryService {
  private readonly logger = new Logger(DeliveryService.name);
  /**
   * Concurrent deliveries claim together and record together: one statement for many jobs. Live and
   * bulk deliveries each have their own, so a live claim or record never waits behind a bulk
   * operation's statement in flight.
   */
  private readonly live = this.statements(BATCH);
  private readonly bulk = this.statements(BULK_RECORDS);
  private readonly signingKeys = new SigningKeyCache();

  constructor(
    private readonly repository: DeliveriesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keyRing: KeyRing,
    private readonly sender: WebhookSender,
    private readonly queue: DeliveryQueue,
    private readonly stats: StatsCounter,
    private readonly notifier: Notifier,
  ) {}

  /**
   * One attempt of one delivery job: how it went, or null when nothing was sent (the job was not due,
   * a duplicate, or was cancelled). `answered` is told how the request went as soon as it has, before
   * the attempt is recorded.
   */
  async deliver(
    deliveryJobId: string,
    lane: Lane = { bulk: false },
    answered: (status: AttemptStatus) => void = () => {},
  ): Promise<AttemptStatus | null> {
    const statements = lane.bulk ? this.bulk : this.live;
    const job = await statements.claims.submit(deliveryJobId);
    if (!job) return null;
    if (!job.destination_usable || !job.body_ciphertext) {
      await this.finish(job, 'cancelled', null);
      return null;
    }
    const outcome = await this.sender.send(this.buildRequest(job));
    answered(outcome.status);
    metrics.deliveries.inc({ outcome: outcome.status });
    metrics.deliveryDuration.observe(outcome.durationMs / 1000);
    await this.record(job, outcome, statements);
    return outcome.status;
  }

  private statements(records: MicroBatchOptions): Statements {
    return {
      claims: new MicroBatch((ids) => this.claimMany(ids), BATCH),
      records: new MicroBatch((records) => this.recordMany(records), records),
    };
  }

  private async claimMany(ids: string[]): Promise<(ClaimedJob | null)[]> {
    const claimed = await this.repository.claimDueJobsAcrossOrganizations(ids, this.config.deliveryLeaseMarginMs);
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

  private async record(job: ClaimedJob, outcome: AttemptOutcome, statements: Statements): Promise<void> {
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
    const sealed = this.keyRing.seal(packDetails(details), attemptDetailsAad(job.organization_id, attemptId));
    const record = { attemptId, job, outcome, details: sealed, next, delayMs };
    // A 410 also disables the destination and cancels its jobs: rare, and kept out of the batches.
    if (outcome.responseStatus === 410) await this.recordTogether([record]);
    else {
      const failed = await statements.records.submit(record);
      if (failed) throw failed;
    }
    if (job.endpoint_purpose === 'ingest') this.countAndNotify(job, outcome, next);
    if (delayMs !== null) {
      await this.queue.enqueue([{ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: attempt + 1, delayMs }], {
        bulk: job.operation_id !== null,
      });
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

  private recordTogether(records: AttemptRecord[]): Promise<void> {
    return this.repository.recordAttemptsAcrossOrganizations(records);
  }

  private async finish(job: ClaimedJob, status: 'cancelled', error: string | null): Promise<void> {
    this.logger.debug(`job ${job.id} ${status}${error ? `: ${error}` : ''}`);
    await this.repository.cancelClaimedJob(job.organization_id, job);
  }
}

/** A 4xx other than 408, 409, 425 and 429 ends the job: sending the same request again will not help. */
function isFinal4xx(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
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
