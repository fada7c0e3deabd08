import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import type { RedisClient } from '../../core/queue/redis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { KeyRing } from '../../core/crypto/key-ring';
import { problems } from '../../core/http/problem';
import { sha256Hex } from '../../core/crypto/tokens';
import { forwardableHeaders } from '../../core/http/forwarded-headers';
import { OperationalNotifications } from '../../core/notifications/operational-notifications';
import { activeTraceparent } from '../../core/tracing/tracing';
import { DeliveryQueue } from '../deliveries/delivery-queue.service';
import { payloadAad } from '../events/payload';
import type { NotificationType } from './dto/notification.dto';
import { NotificationsEndpoint, NotificationsRepository } from './notifications.repository';

const FIRST_EVENT_IDS = 10;
/** The headers a message is stored with (kept as an ingest keeps the sender's). */
const MESSAGE_HEADERS = Buffer.from(JSON.stringify(forwardableHeaders({ 'content-type': 'application/json' })));

/** A destination's dead-letter window, closed by a delayed job (only ids travel through Redis). */
export interface DeadLetterWindow {
  organizationId: string;
  destinationId: string;
  /** When the window opened (ISO 8601). */
  openedAt: string;
}

/** A window's message waits for a passing Redis or PostgreSQL failure to end; finished jobs go at once. */
const WINDOW_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: { count: 100 },
} as const;

/**
 * Operational webhooks (issue #17): Hookyard's own events, stored on the organization's
 * notifications endpoint and delivered to its notification URLs by the same engine as any event
 * (signed per Standard Webhooks with each URL's secret, retried, recorded). The worker never sends
 * a notification about a notification's own delivery, so one can never trigger another.
 */
@Injectable()
export class Notifier implements OperationalNotifications {
  private readonly logger = new Logger(Notifier.name);

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly keyRing: KeyRing,
    private readonly deliveries: DeliveryQueue,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.Notifications) private readonly queue: Queue<DeadLetterWindow>,
  ) {}

  /** Stores one message for the organization's notification URLs; nothing when it has none active. */
  async emit(organizationId: string, type: NotificationType, data: object): Promise<void> {
    const endpoint = await this.repository.deliverableEndpoint(organizationId);
    if (!endpoint) return;
    const body = Buffer.from(JSON.stringify({ type, timestamp: new Date().toISOString(), data }));
    const eventId = await this.store(endpoint, body);
    this.logger.log({ msg: `notification ${type}`, organization_id: organizationId, event_id: eventId });
  }

  /**
   * The message stored on the notifications endpoint as an ingest stores an event (payload sealed,
   * one job per active URL, queued after the commit; the outbox relay queues them if Redis fails),
   * and delivered by the same engine; not counted as received.
   */
  private async store(
    endpoint: NotificationsEndpoint,
    body: Buffer,
    test?: { destinationId: string; record: AuditRecording<string> },
  ): Promise<string> {
    const id = randomUUID();
    const eventId = `evt_${ulid()}`;
    const aad = payloadAad(endpoint.organization_id, id);
    const sealedBody = this.keyRing.seal(body, aad);
    const sealedHeaders = this.keyRing.seal(MESSAGE_HEADERS, aad);
    const jobs = await this.repository.storeMessage(
      endpoint.organization_id,
      endpoint,
      {
        id,
        eventId,
        payloadSha256: sha256Hex(body),
        payloadSizeBytes: body.length,
        receivedAt: new Date(),
        keyId: sealedBody.keyId,
        bodyCiphertext: sealedBody.blob,
        headersCiphertext: sealedHeaders.blob,
        traceparent: activeTraceparent(),
      },
      test,
    );
    void this.deliveries.enqueue(jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: 1 })));
    return eventId;
  }

  /**
   * A `hookyard.test` message to one notification URL (which must be active), asked for by a person
   * or key: stored and delivered as any message, audited with it. Answers its event id.
   */
  async sendTest(organizationId: string, destinationId: string, record: AuditRecording<string>): Promise<string> {
    const endpoint = await this.repository.deliverableEndpoint(organizationId);
    // The URL was checked active; a 409 (not a 500) if every URL went inactive since.
    if (!endpoint) throw problems.conflict('destination_inactive', 'The notification URL is not active: it receives no message.');
    const sentAt = new Date().toISOString();
    const data = { organization_id: organizationId, notification_endpoint_id: destinationId, sent_at: sentAt };
    const body = Buffer.from(JSON.stringify({ type: 'hookyard.test' satisfies NotificationType, timestamp: sentAt, data }));
    const eventId = await this.store(endpoint, body, { destinationId, record });
    this.logger.log({ msg: 'notification hookyard.test', organization_id: organizationId, event_id: eventId });
    return eventId;
  }

  /** A destination disabled (auto-disabled as failing, or gone). */
  async destinationDisabled(
    organizationId: string,
    destinationId: string,
    reason: 'failing' | 'gone',
    run: { failingSince: Date | null; consecutiveFailures: number },
  ): Promise<void> {
    const destination = await this.repository.destination(organizationId, destinationId);
    if (!destination || !(await this.firstInWindow('disabled', destinationId))) return;
    await this.emit(organizationId, 'destination.disabled', {
      destination_id: destinationId,
      endpoint_id: destination.endpoint_id,
      name: destination.name,
      url: destination.url,
      reason,
      failing_since: run.failingSince?.toISOString() ?? null,
      consecutive_failures: run.consecutiveFailures,
    });
  }

  /** A destination recovered (DestinationRecoveries decides when). */
  async destinationRecovered(organizationId: string, destinationId: string, failingSince: Date | null): Promise<void> {
    const destination = await this.repository.destination(organizationId, destinationId);
    if (!destination || !(await this.firstInWindow('recovered', destinationId))) return;
    await this.emit(organizationId, 'destination.recovered', {
      destination_id: destinationId,
      endpoint_id: destination.endpoint_id,
      name: destination.name,
      url: destination.url,
      failing_since: failingSince?.toISOString() ?? null,
      recovered_at: new Date().toISOString(),
    });
  }

  /**
   * A delivery dead-lettered: at most one message per destination per window
   * (NOTIFY_DEAD_LETTER_WINDOW_MS, a minute), sent when the window closes with how many were
   * dead-lettered in it (across every worker: the counts are in Redis) and the first event ids. The
   * window is closed by a delayed job, which any worker takes: it survives the worker that opened it.
   */
  async deadLettered(organizationId: string, destinationId: string, eventId: string): Promise<void> {
    const windowMs = this.config.notifyDeadLetterWindowMs;
    const key = this.deadLetterKey(destinationId);
    const results = await this.redis
      .multi()
      .set(`${key}:window`, new Date().toISOString(), 'PX', windowMs, 'NX')
      .rpush(`${key}:ids`, eventId)
      .ltrim(`${key}:ids`, 0, FIRST_EVENT_IDS - 1)
      .incr(`${key}:count`)
      .pexpire(`${key}:ids`, windowMs * 3)
      .pexpire(`${key}:count`, windowMs * 3)
      .exec();
    if (results?.[0]?.[1] !== 'OK') return; // a window is open already: its message will carry this one
    const opened = new Date();
    await this.queue.add(
      JobName.CloseDeadLetterWindow,
      { organizationId, destinationId, openedAt: opened.toISOString() },
      { ...WINDOW_JOB_OPTIONS, delay: windowMs, jobId: `dead-letter-window-${destinationId}-${opened.getTime()}` },
    );
  }

  /** The window's message: how many were dead-lettered in it and the first ids; nothing when another close took them. */
  async closeDeadLetterWindow({ organizationId, destinationId, openedAt }: DeadLetterWindow): Promise<void> {
    const key = this.deadLetterKey(destinationId);
    const results = await this.redis.multi().getdel(`${key}:count`).lrange(`${key}:ids`, 0, -1).del(`${key}:ids`).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count === 0) return;
    await this.emit(organizationId, 'event.dead_lettered', {
      destination_id: destinationId,
      count,
      event_ids: results?.[1]?.[1] as string[],
      window_started_at: openedAt,
    });
  }

  /** The first destination.`kind` message for the destination in NOTIFY_DESTINATION_WINDOW (across instances: in Redis). */
  private async firstInWindow(kind: 'disabled' | 'recovered', destinationId: string): Promise<boolean> {
    const key = `${this.config.redisPrefix}:notify:${kind}:${destinationId}`;
    return (await this.redis.set(key, '1', 'PX', this.config.notifyDestinationWindowMs, 'NX')) === 'OK';
  }

  /** The window's keys go together in MULTIs: hash-tagged by the destination, one slot on a cluster. */
  private deadLetterKey(destinationId: string): string {
    return `${this.config.redisPrefix}:notify:dead:{${destinationId}}`;
  }

  /** An ingest refused by the endpoint's rate limit: at most one message per endpoint per NOTIFY_RATE_LIMITED_WINDOW_MS (5 minutes). */
  async rateLimited(organizationId: string, endpointId: string, projectId: string, limit: number): Promise<void> {
    const key = `${this.config.redisPrefix}:notify:rate-limited:${endpointId}`;
    const opened = await this.redis.set(key, '1', 'PX', this.config.notifyRateLimitedWindowMs, 'NX');
    if (opened !== 'OK') return;
    await this.emit(organizationId, 'endpoint.rate_limited', { endpoint_id: endpointId, project_id: projectId, limit });
  }
}
