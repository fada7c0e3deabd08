import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { createRedisClient, type RedisClient } from '../../core/queue/redis';
import { type ListenerConnected, type ListenerDelivery, listenerNames, type ListenerReply } from '../listeners/listener-channels';
import { RECORDED_BODY_BYTES, recordedBody, recordedResponseHeaders } from '../events/attempt-details';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveryQueue } from './delivery-queue.service';
import { type AttemptOutcome, type OutgoingWebhook, unanswered } from './webhook-sender';

interface Waiting {
  destinationId: string;
  settle: (reply: ListenerReply | null) => void;
}

/**
 * The worker side of `hookyard listen`: a delivery to a listener destination is published to the
 * stream that a CLI holds (through whichever api process holds it) and its outcome is the reply the
 * CLI posts back: the local receiver's answer, or why it could not be reached. No stream: the
 * attempt fails as `listener_offline` (retried on the schedule; it counts against no health); and
 * when a stream opens, the destination's deliveries waiting for a retry are queued at once.
 */
@Injectable()
export class ListenerRelay implements OnApplicationShutdown {
  private readonly logger = new Logger(ListenerRelay.name);
  private readonly names: ReturnType<typeof listenerNames>;
  private readonly waiting = new Map<string, Waiting>();
  private subscribed: Promise<RedisClient> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly repository: DeliveriesRepository,
    private readonly queue: DeliveryQueue,
  ) {
    this.names = listenerNames(config.redisPrefix);
  }

  /** Subscribes at start, so a stream that opens before this worker's first listener delivery is heard. */
  async onApplicationBootstrap(): Promise<void> {
    await this.subscriber().catch((error: Error) => this.logger.warn(`listener replies: ${error.message}`));
  }

  onApplicationShutdown(): void {
    for (const waiting of this.waiting.values()) waiting.settle(null);
    void this.subscribed?.then((subscriber) => subscriber.disconnect());
  }

  async send(destinationId: string, event: { id: string; type: string | null }, webhook: OutgoingWebhook): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    await this.subscriber();
    if ((await this.redis.get(this.names.presence(destinationId))) === null) return offline(webhook, elapsed());

    const id = randomUUID();
    const reply = new Promise<ListenerReply | null>((resolve) => {
      const timer = setTimeout(() => this.settle(id, null), webhook.timeoutMs);
      this.waiting.set(id, {
        destinationId,
        settle: (answer) => {
          clearTimeout(timer);
          this.waiting.delete(id);
          resolve(answer);
        },
      });
    });
    const delivery: ListenerDelivery = {
      id,
      event_id: event.id,
      event_type: event.type,
      method: webhook.method ?? 'POST',
      headers: webhook.headers,
      body_base64: webhook.body.toString('base64'),
    };
    await this.redis.publish(this.names.deliveries(destinationId), JSON.stringify(delivery));
    const answer = await reply;
    if (answer) return answered(webhook, answer);
    const stillThere = (await this.redis.get(this.names.presence(destinationId)).catch(() => null)) !== null;
    if (!stillThere) return offline(webhook, elapsed());
    return {
      ...unanswered(webhook, elapsed()),
      status: 'timeout',
      errorCode: 'timeout',
      errorMessage: `hookyard listen did not answer within ${webhook.timeoutMs} ms`,
    };
  }

  private settle(id: string, reply: ListenerReply | null): void {
    this.waiting.get(id)?.settle(reply);
  }

  private subscriber(): Promise<RedisClient> {
    this.subscribed ??= (async () => {
      const subscriber = createRedisClient(this.config, { maxRetriesPerRequest: null });
      subscriber.on('error', (error: Error) => this.logger.warn(`listener subscriber: ${error.message}`));
      subscriber.on('message', (channel: string, message: string) => this.heard(channel, message));
      await subscriber.subscribe(this.names.replies, this.names.connected);
      return subscriber;
    })();
    return this.subscribed;
  }

  private heard(channel: string, message: string): void {
    try {
      if (channel === this.names.replies) {
        const reply = JSON.parse(message) as ListenerReply;
        const waiting = this.waiting.get(reply.id);
        if (waiting && waiting.destinationId === reply.destination_id) waiting.settle(reply);
      } else if (channel === this.names.connected) {
        void this.sendWaiting(JSON.parse(message) as ListenerConnected);
      }
    } catch (error) {
      this.logger.warn(`listener message on ${channel}: ${(error as Error).message}`);
    }
  }

  /** The destination's deliveries waiting for a retry, queued now (one worker takes them: the UPDATE hands each job out once). */
  private async sendWaiting(connected: ListenerConnected): Promise<void> {
    try {
      const due = await this.repository.bringRetriesForward(connected.organization_id, connected.destination_id);
      for (const bulk of [false, true]) {
        const attempts = due
          .filter((job) => (job.operation_id !== null) === bulk)
          .map((job) => ({ deliveryJobId: job.id, destinationId: connected.destination_id, attemptNumber: job.attempt_count + 1 }));
        await this.queue.enqueue(attempts, { replace: true, bulk });
      }
    } catch (error) {
      this.logger.warn(`listener ${connected.destination_id}: could not queue its waiting deliveries: ${(error as Error).message}`);
    }
  }
}

function offline(webhook: OutgoingWebhook, durationMs: number): AttemptOutcome {
  return {
    ...unanswered(webhook, durationMs),
    errorCode: 'listener_offline',
    errorMessage: 'no hookyard listen is connected to this destination',
  };
}

/** The local receiver's answer as an attempt's outcome: 2xx succeeds, anything else fails as an HTTP answer would. */
function answered(webhook: OutgoingWebhook, reply: ListenerReply): AttemptOutcome {
  if (reply.status === null) {
    return {
      ...unanswered(webhook, reply.duration_ms),
      errorCode: 'connection_refused',
      errorMessage: `the local receiver could not be reached: ${reply.error ?? 'no answer'}`,
    };
  }
  const head = Buffer.from(reply.body_base64 ?? '', 'base64').subarray(0, RECORDED_BODY_BYTES);
  const ok = reply.status >= 200 && reply.status < 300;
  return {
    ...unanswered(webhook, reply.duration_ms),
    status: ok ? 'success' : 'failed',
    responseStatus: reply.status,
    errorCode: ok ? null : 'http_status',
    errorMessage: ok ? null : `the local receiver answered HTTP ${reply.status}`,
    responseHeaders: recordedResponseHeaders(lowerCaseKeys(reply.headers)),
    responseBody: recordedBody(head, Math.max(reply.body_size_bytes, head.length)),
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
