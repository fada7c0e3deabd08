import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { metrics } from '../../core/metrics/metrics';
import type { Lane } from './delivery-job-data';
import { headersAad } from '../endpoints/custom-headers';
import { secretAad } from '../endpoints/destinations.service';
import { refusedBy } from '../endpoints/destination-filter';
import { payloadAad } from '../events/payload';
import { AttemptDetails, attemptDetailsAad, packDetails } from '../events/attempt-details';
import type { AttemptStatus } from './delivery-attempt.entity';
import { DeliveryQueue } from './delivery-queue.service';
import { AttemptRecord, ClaimedJob, DeliveriesRepository, NextJobStatus } from './deliveries.repository';
import { Leases } from './leases';
import { MicroBatch, MicroBatchOptions } from '../../core/concurrency/micro-batch';
import { OPERATIONAL_NOTIFICATIONS, OperationalNotifications } from '../../core/notifications/operational-notifications';
import { StatsCounter } from '../stats/stats-counter';
import { contextOf, injectTraceparent, inSpan, markFailed, SpanKind, type Span } from '../../core/tracing/tracing';
import { lowerCased, withCustomValuesRedacted, withoutHookyardHeaders } from './outgoing-headers';
import { SigningKeyCache, signWebhook } from './signature';
import { AttemptOutcome, OutgoingWebhook, USER_AGENT, WebhookSender } from './webhook-sender';
import { ListenerRelay } from './listener-relay';
import { BrokerTransports } from './transports/broker-transports';
import { Transformations } from '../transformations/transformations.service';
import type { TransformOutcome } from '../transformations/sandbox';
import type { TransformedRequest } from '../transformations/transformation';
import { recordedRequest, transformationFailure, transformInput } from './transformed-delivery';

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

/**
 * A live delivery's record waits up to 10 ms for company: it comes after the destination's answer
 * (and its slot's release), so no delivery waits for it, while at a steady rate each record was a
 * statement of its own. At 200 events/s in bench:delivery, records carried 1.3 rows each and
 * record_delivery_attempts was a third of PostgreSQL's time (bench:delivery --profile); a burst's
 * records fill their statement before the linger ends and do not wait.
 */
const LIVE_RECORDS = { ...BATCH, lingerMs: 10 };

/** An event's body and its stored sender headers, decrypted. */
interface Payload {
  body: Buffer;
  headers: Record<string, string>;
}

/** A job this worker claimed, and the hold on its lease (see Leases) to let go once it is delivered or given back. */
export interface Claimed {
  job: ClaimedJob;
  release: () => void;
}

/** The claims and records of one lane of deliveries. */
interface Statements {
  claims: MicroBatch<string, ClaimedJob | null>;
  /** Answers each record with the error that kept it from being written, or null. */
  records: MicroBatch<AttemptRecord, Error | null>;
}

@Injectable()
export class DeliveryService implements OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryService.name);
  /**
   * Concurrent deliveries claim together and record together: one statement for many jobs. Live and
   * bulk deliveries each have their own, so a live claim or record never waits behind a bulk
   * operation's statement in flight.
   */
  private readonly live = this.statements(LIVE_RECORDS);
  private readonly bulk = this.statements(BULK_RECORDS);
  private readonly signingKeys = new SigningKeyCache();
  private readonly leases: Leases;

  constructor(
    private readonly repository: DeliveriesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keyRing: KeyRing,
    private readonly sender: WebhookSender,
    private readonly queue: DeliveryQueue,
    private readonly stats: StatsCounter,
    @Inject(OPERATIONAL_NOTIFICATIONS) private readonly notifier: OperationalNotifications,
    private readonly transformations: Transformations,
    private readonly listeners: ListenerRelay,
    private readonly brokers: BrokerTransports,
  ) {
    this.leases = new Leases(config.deliveryLeaseMs, (ids) => repository.renewLeasesAcrossOrganizations(ids, config.deliveryLeaseMs));
  }

  /** Leases are renewed until the deliveries still in flight have ended. */
  onApplicationShutdown(): void {
    this.leases.close();
  }

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
    const claimed = await this.claim(deliveryJobId, lane);
    return claimed && this.deliverClaimed(claimed, lane, answered);
  }

  /**
   * The job claimed for one attempt (with the lane's other claims, in one statement), its lease held
   * until it is delivered or given back; null when it is not due (done, a duplicate, or another
   * worker's). Nothing is sent yet.
   */
  async claim(deliveryJobId: string, lane: Lane): Promise<Claimed | null> {
    const job = await (lane.bulk ? this.bulk : this.live).claims.submit(deliveryJobId);
    return job && { job, release: this.leases.hold(job.id) };
  }

  /**
   * Up to `limit` live jobs of this deployment (stored by ingest, never claimed), oldest first from
   * `fromUs` (microseconds since 1970; null: from the oldest), claimed in one statement, each lease
   * held as in claim; and the newest one's created_at (null when none was claimed).
   */
  async pickUp(limit: number, fromUs: number | null): Promise<{ claims: Claimed[]; newestUs: number | null }> {
    const jobs = await this.repository.pickUpLiveJobsAcrossOrganizations(
      this.config.redisPrefix,
      limit,
      this.config.deliveryLeaseMs,
      fromUs,
    );
    const newestUs = jobs.length === 0 ? null : Math.max(...jobs.map((job) => Number(job.created_us)));
    return { claims: jobs.map((job) => ({ job, release: this.leases.hold(job.id) })), newestUs };
  }

  /** Claims that will not be sent after all (the worker is stopping, or the destination is full): open again, their attempts not counted. */
  async giveBack(claims: Claimed[]): Promise<void> {
    try {
      await this.repository.giveBackClaimsAcrossOrganizations(claims.map(({ job }) => job));
    } finally {
      for (const { release } of claims) release();
    }
  }

  /** The attempt of a claimed job (see deliver); its lease is let go once it is recorded. */
  async deliverClaimed(
    { job, release }: Claimed,
    lane: Lane,
    answered: (status: AttemptStatus) => void = () => {},
  ): Promise<AttemptStatus | null> {
    const statements = lane.bulk ? this.bulk : this.live;
    try {
      if (!job.destination_usable || !job.body_ciphertext) {
        if (!job.destination_usable) void this.brokers.drop(job.destination_id);
        await this.finish(job, 'cancelled', null);
        return null;
      }
      const payload = this.openPayload(job);
      const filteredBy = refusedBy(job.filter, { eventType: job.event_type, headers: () => payload.headers, body: () => payload.body });
      if (filteredBy) {
        await this.repository.filterClaimedJob(job.organization_id, job, filteredBy);
        return null;
      }
      const transformed = await this.transform(job, payload);
      if (transformed?.kind === 'skip') {
        await this.repository.filterClaimedJob(job.organization_id, job, 'transformation');
        return null;
      }
      const parent = contextOf(job.traceparent === null ? null : { traceparent: job.traceparent });
      return await inSpan(
        'delivery attempt',
        parent,
        (span) => this.attempt(job, payload, transformed, statements, answered, span),
        SpanKind.CLIENT,
      );
    } finally {
      release();
    }
  }

  /**
   * The attempt, in its span (a child of the event's ingest span): destination, attempt number,
   * outcome, HTTP status, error code, duration and where the job goes next.
   */
  private async attempt(
    job: ClaimedJob,
    payload: Payload,
    transformed: Exclude<TransformOutcome, { kind: 'skip' }> | null,
    statements: Statements,
    answered: (status: AttemptStatus) => void,
    span: Span,
  ) {
    const request = transformed?.kind === 'request' ? transformed.request : null;
    const outcome =
      transformed?.kind === 'error'
        ? transformationFailure(transformed.error, transformed.durationMs)
        : await this.send(job, this.buildRequest(job, payload, request, span));
    answered(outcome.status);
    metrics.deliveries.inc({ outcome: outcome.status });
    metrics.deliveryDuration.observe(outcome.durationMs / 1000);
    if (span.isRecording()) {
      span.setAttributes({
        'hookyard.event.id': job.public_event_id,
        'hookyard.delivery_job.id': job.id,
        'hookyard.destination.id': job.destination_id,
        'hookyard.attempt.number': job.attempt_count,
        'hookyard.attempt.status': outcome.status,
        'hookyard.attempt.duration_ms': outcome.durationMs,
        ...(outcome.responseStatus !== null && { 'http.response.status_code': outcome.responseStatus }),
        ...(outcome.errorCode !== null && { 'hookyard.attempt.error_code': outcome.errorCode }),
      });
      if (outcome.status !== 'success') markFailed(span, outcome.errorMessage ?? outcome.status);
    }
    span.setAttribute('hookyard.attempt.next', await this.record(job, outcome, statements, request));
    return outcome.status;
  }

  /** Over HTTP to the destination's URL, down the stream of the `hookyard listen` that holds a listener, or to its broker. */
  private send(job: ClaimedJob, webhook: OutgoingWebhook): Promise<AttemptOutcome> {
    if (job.destination_type === 'listener')
      return this.listeners.send(job.destination_id, { id: job.public_event_id, type: job.event_type }, webhook);
    if (job.destination_type !== 'http') return this.brokers.send(job, webhook);
    return this.sender.send(webhook);
  }

  /**
   * The destination's transformation run on the request (null without one): the request to send,
   * a skip, or why it failed. It sees the sender headers Hookyard forwards, never the custom ones.
   */
  private async transform(job: ClaimedJob, payload: Payload): Promise<TransformOutcome | null> {
    if (!job.transformation) return null;
    const forwarded = withoutHookyardHeaders(payload.headers, this.config.tracing.propagate);
    return this.transformations.run(job.transformation.code, transformInput(job, payload.body, forwarded), job.destination_id);
  }

  private statements(records: MicroBatchOptions): Statements {
    return {
      claims: new MicroBatch((ids) => this.claimMany(ids), BATCH),
      records: new MicroBatch((records) => this.recordMany(records), records),
    };
  }

  private async claimMany(ids: string[]): Promise<(ClaimedJob | null)[]> {
    const claimed = await this.repository.claimDueJobsAcrossOrganizations(ids, this.config.deliveryLeaseMs);
    const byId = new Map(claimed.map((job) => [job.id, job]));
    // A job id submitted twice in one batch is claimed once: only its first caller delivers.
    return ids.map((id) => {
      const job = byId.get(id) ?? null;
      byId.delete(id);
      return job;
    });
  }

  /** The event's body and stored sender headers (lower-case names), decrypted. */
  private openPayload(job: ClaimedJob): Payload {
    const aad = payloadAad(job.organization_id, job.event_id);
    const sealed = (blob: Buffer) => ({ keyId: job.payload_key_id!, blob });
    const body = this.keyRing.open(sealed(job.body_ciphertext!), aad);
    const headers = JSON.parse(this.keyRing.open(sealed(job.headers_ciphertext!), aad).toString('utf8')) as Record<string, string>;
    return { body, headers };
  }

  /**
   * With PROPAGATE_TRACE_CONTEXT, the attempt's `traceparent` replaces any the sender sent. A
   * transformed request brings its method, URL, body and headers (in place of the sender's); the
   * signature covers the body sent.
   */
  private buildRequest(job: ClaimedJob, payload: Payload, transformed: TransformedRequest | null, span: Span) {
    const body = transformed?.body ?? payload.body;
    const forwarded = transformed ? lowerCased(transformed.headers) : payload.headers;
    const timestamp = Math.floor(Date.now() / 1000);
    const signatures = this.signingKeysOf(job).map((key) => signWebhook(key, job.public_event_id, timestamp, body));
    const propagate = this.config.tracing.propagate;
    const headers: Record<string, string> = {
      // the destination's custom headers replace a sender's of the same name; Hookyard's own replace both
      ...withoutHookyardHeaders({ ...forwarded, ...this.customHeaders(job) }, propagate),
      'user-agent': USER_AGENT,
      'webhook-id': job.public_event_id,
      'webhook-timestamp': String(timestamp),
      // Standard Webhooks: several signatures, space-separated; a receiver accepts the message when one verifies
      'webhook-signature': signatures.join(' '),
    };
    const contentType = transformed?.json ? 'application/json' : job.content_type;
    if (contentType) headers['content-type'] = contentType;
    if (propagate) injectTraceparent(span, headers);
    return { method: transformed?.method ?? 'POST', url: transformed?.url ?? job.url ?? '', body, headers, timeoutMs: job.timeout_ms };
  }

  /** The current secret's key, then the previous one's while a rotation's overlap lasts. */
  private signingKeysOf(job: ClaimedJob): Buffer[] {
    const open = (keyId: string, ciphertext: Buffer) => () =>
      this.keyRing.open({ keyId, blob: ciphertext }, secretAad(job.organization_id, job.destination_id)).toString('utf8');
    const keys = [this.signingKeys.get(job.destination_id, job.secret_ciphertext, open(job.secret_key_id, job.secret_ciphertext))];
    if (job.previous_secret_ciphertext && job.previous_secret_key_id) {
      const ciphertext = job.previous_secret_ciphertext;
      keys.push(this.signingKeys.get(`${job.destination_id}:previous`, ciphertext, open(job.previous_secret_key_id, ciphertext)));
    }
    return keys;
  }

  /** The destination's custom headers, opened (names in lower case). */
  private customHeaders(job: ClaimedJob): Record<string, string> {
    if (!job.custom_headers_ciphertext || !job.custom_headers_key_id) return {};
    const sealed = { keyId: job.custom_headers_key_id, blob: job.custom_headers_ciphertext };
    return JSON.parse(this.keyRing.open(sealed, headersAad(job.organization_id, job.destination_id)).toString('utf8')) as Record<
      string,
      string
    >;
  }

  private async record(
    job: ClaimedJob,
    outcome: AttemptOutcome,
    statements: Statements,
    transformed: TransformedRequest | null,
  ): Promise<NextJobStatus> {
    const attempt = job.attempt_count;
    const schedule = this.config.retryScheduleMs;
    let next: NextJobStatus;
    let delayMs: number | null = null;
    if (outcome.status === 'success') next = 'succeeded';
    // a transformation that failed fails the same way again: dead-lettered at once, retried once its code is fixed
    else if (outcome.errorCode === 'transformation_failed') next = 'dead_lettered';
    else if (isFinal4xx(outcome.responseStatus)) next = 'failed';
    else if (attempt > schedule.length) next = 'dead_lettered';
    else {
      next = 'retry_scheduled';
      delayMs = retryDelay(schedule[attempt - 1], outcome);
    }

    this.logAttempt(job, outcome, next);
    const attemptId = randomUUID();
    const details: AttemptDetails = {
      request_headers: withCustomValuesRedacted(outcome.requestHeaders, job.header_names),
      response_headers: outcome.responseHeaders,
      response_body: outcome.responseBody,
      ...(transformed && { request: recordedRequest(transformed.method, transformed.url, transformed.body) }),
    };
    const sealed = this.keyRing.seal(packDetails(details), attemptDetailsAad(job.organization_id, attemptId));
    const record = { attemptId, job, outcome, details: sealed, next, delayMs };
    // A 410 also disables the destination and cancels its jobs: rare, and kept out of the batches.
    if (outcome.responseStatus === 410) await this.recordTogether([record]);
    else {
      const failed = await statements.records.submit(record);
      if (failed) throw failed;
    }
    // A listener with no CLI connected is not a failing destination: its attempt counts in no health.
    if (outcome.errorCode !== 'listener_offline') this.countAndNotify(job, outcome, next);
    if (delayMs !== null) {
      await this.queue.enqueue([{ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: attempt + 1, delayMs }], {
        bulk: job.operation_id !== null,
      });
    }
    return next;
  }

  /**
   * Statistics and health of the attempt (a notification URL's too: its page shows its attempts),
   * and the organization told of a dead letter or a destination gone (never for a notification's own delivery).
   */
  private countAndNotify(job: ClaimedJob, outcome: AttemptOutcome, next: NextJobStatus): void {
    const notification = job.endpoint_purpose === 'notifications';
    this.stats.attempt(
      { organizationId: job.organization_id, projectId: job.project_id, endpointId: job.endpoint_id },
      job.destination_id,
      outcome.status === 'success' ? null : (outcome.errorMessage ?? `attempt ${outcome.status}`),
      outcome.durationMs,
      next === 'dead_lettered',
      { quiet: notification },
    );
    if (notification) return;
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
      destination_host: job.url !== null && URL.canParse(job.url) ? new URL(job.url).host : null,
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
