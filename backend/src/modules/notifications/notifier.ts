import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../../core/queue/redis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { IngestService } from '../ingest/ingest.service';
import type { NotificationType } from './dto/notification.dto';
import { NotificationsRepository } from './notifications.repository';

const FIRST_EVENT_IDS = 10;

/**
 * Operational webhooks (issue #17): Hookyard's own events, stored on the organization's
 * notifications endpoint and delivered to its notification URLs by the same engine as any event
 * (signed per Standard Webhooks with each URL's secret, retried, recorded). The worker never sends
 * a notification about a notification's own delivery, so one can never trigger another.
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger(Notifier.name);

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly ingest: IngestService,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores one message for the organization's notification URLs; nothing when it has none active. */
  async emit(organizationId: string, type: NotificationType, data: object): Promise<void> {
    const endpoint = await this.repository.deliverableEndpoint(organizationId);
    if (!endpoint) return;
    const body = Buffer.from(JSON.stringify({ type, timestamp: new Date().toISOString(), data }));
    const eventId = await this.ingest.storeNotification(endpoint, body);
    this.logger.log({ msg: `notification ${type}`, organization_id: organizationId, event_id: eventId });
  }

  /** A destination disabled (auto-disabled as failing, or gone). */
  async destinationDisabled(
    organizationId: string,
    destinationId: string,
    reason: 'failing' | 'gone',
    run: { failingSince: Date | null; consecutiveFailures: number },
  ): Promise<void> {
    const destination = await this.repository.destination(organizationId, destinationId);
    if (!destination) return;
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

  /** A destination's first success after a run of failures. */
  async destinationRecovered(organizationId: string, destinationId: string, failingSince: Date | null): Promise<void> {
    const destination = await this.repository.destination(organizationId, destinationId);
    if (!destination) return;
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
   * worker that opened the window sends it; if it dies first, that window's message is lost (the
   * dead letters themselves are not).
   */
  async deadLettered(organizationId: string, destinationId: string, eventId: string): Promise<void> {
    const windowMs = this.config.notifyDeadLetterWindowMs;
    // the window's keys go together in MULTIs: hash-tagged by the destination, one slot on a cluster
    const key = `${this.config.redisPrefix}:notify:dead:{${destinationId}}`;
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
    const openedAt = new Date().toISOString();
    setTimeout(() => {
      this.closeDeadLetterWindow(organizationId, destinationId, key, openedAt).catch((error: Error) =>
        this.logger.warn(`could not send the dead-letter notification of destination ${destinationId}: ${error.message}`),
      );
    }, windowMs).unref();
  }

  private async closeDeadLetterWindow(organizationId: string, destinationId: string, key: string, openedAt: string): Promise<void> {
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

  /** An ingest refused by the endpoint's rate limit: at most one message per endpoint per NOTIFY_RATE_LIMITED_WINDOW_MS (5 minutes). */
  async rateLimited(organizationId: string, endpointId: string, projectId: string, limit: number): Promise<void> {
    const key = `${this.config.redisPrefix}:notify:rate-limited:${endpointId}`;
    const opened = await this.redis.set(key, '1', 'PX', this.config.notifyRateLimitedWindowMs, 'NX');
    if (opened !== 'OK') return;
    await this.emit(organizationId, 'endpoint.rate_limited', { endpoint_id: endpointId, project_id: projectId, limit });
  }
}
