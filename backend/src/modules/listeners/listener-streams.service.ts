import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { createRedisClient, type RedisClient } from '../../core/queue/redis';
import {
  type ListenerConnected,
  listenerNames,
  type ListenerPresence,
  type ListenerReply,
  PRESENCE_RENEW_MS,
  PRESENCE_TTL_MS,
} from './listener-channels';

/** Deletes the presence key only while it is still this stream's (a newer stream may have taken it). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** One CLI's stream, held by this process. */
interface Stream {
  destinationId: string;
  presence: string;
  out: PassThrough;
  renew: NodeJS.Timeout;
}

/**
 * The api side of `hookyard listen`: holds each CLI's server-sent-events stream, keeps its
 * destination's presence alive in Redis, relays the destination's deliveries down it, and publishes
 * the replies the CLI posts. A second stream for the same destination takes it over: the first one
 * is told `replaced` and ends.
 */
@Injectable()
export class ListenerStreams implements OnApplicationShutdown {
  private readonly logger = new Logger(ListenerStreams.name);
  private readonly names: ReturnType<typeof listenerNames>;
  /** By deliveries channel. */
  private readonly streams = new Map<string, Stream>();
  private subscriber: RedisClient | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {
    this.names = listenerNames(config.redisPrefix);
  }

  /**
   * Opens a stream for the destination (already checked to be the caller's listener): the events
   * to write to the response, ended when the stream is closed from either side.
   */
  async open(organizationId: string, destinationId: string, client: string): Promise<{ out: PassThrough; close: () => void }> {
    const channel = this.names.deliveries(destinationId);
    this.streams.get(channel)?.out.end(sse('replaced', { reason: 'another hookyard listen took this destination over' }));
    const presence: ListenerPresence = { stream_id: randomUUID(), client, since: new Date().toISOString() };
    const value = JSON.stringify(presence);
    const out = new PassThrough();
    const stream: Stream = { destinationId, presence: value, out, renew: setInterval(() => void this.renew(stream), PRESENCE_RENEW_MS) };
    stream.renew.unref();
    this.streams.set(channel, stream);
    out.once('close', () => void this.release(channel, stream));
    out.once('finish', () => void this.release(channel, stream));

    await this.subscribe(channel);
    await this.redis.set(this.names.presence(destinationId), value, 'PX', PRESENCE_TTL_MS);
    out.write(sse('ready', { destination_id: destinationId, client, since: presence.since }));
    const connected: ListenerConnected = { destination_id: destinationId, organization_id: organizationId };
    await this.redis.publish(this.names.connected, JSON.stringify(connected));
    return { out, close: () => out.end() };
  }

  /** A CLI's reply to a delivery, for the worker that waits for it. */
  async reply(reply: ListenerReply): Promise<void> {
    await this.redis.publish(this.names.replies, JSON.stringify(reply));
  }

  /** Who holds each listener's stream now (absent: offline). */
  async presence(destinationIds: string[]): Promise<Map<string, ListenerPresence>> {
    const found = new Map<string, ListenerPresence>();
    const values = await Promise.all(destinationIds.map((id) => this.redis.get(this.names.presence(id)).catch(() => null)));
    values.forEach((value, index) => {
      if (value) found.set(destinationIds[index]!, JSON.parse(value) as ListenerPresence);
    });
    return found;
  }

  onApplicationShutdown(): void {
    for (const stream of this.streams.values()) stream.out.end(sse('closing', { reason: 'the server is shutting down' }));
    this.subscriber?.disconnect();
  }

  private async subscribe(channel: string): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = createRedisClient(this.config, { maxRetriesPerRequest: null });
      this.subscriber.on('error', (error: Error) => this.logger.warn(`listener subscriber: ${error.message}`));
      this.subscriber.on('message', (from: string, message: string) =>
        this.streams.get(from)?.out.write(`event: delivery\ndata: ${message}\n\n`),
      );
    }
    await this.subscriber.subscribe(channel);
  }

  /** Keeps the presence while it is this stream's, and the connection open; a stream taken over ends. */
  private async renew(stream: Stream): Promise<void> {
    try {
      const key = this.names.presence(stream.destinationId);
      const current = await this.redis.get(key);
      if (current !== null && current !== stream.presence) {
        stream.out.end(sse('replaced', { reason: 'another hookyard listen took this destination over' }));
        return;
      }
      await this.redis.set(key, stream.presence, 'PX', PRESENCE_TTL_MS);
      stream.out.write(': keep-alive\n\n');
    } catch (error) {
      this.logger.warn(`listener ${stream.destinationId}: could not renew its presence: ${(error as Error).message}`);
    }
  }

  private async release(channel: string, stream: Stream): Promise<void> {
    clearInterval(stream.renew);
    if (this.streams.get(channel) !== stream) return; // already released, or taken over in this process
    this.streams.delete(channel);
    try {
      await this.subscriber?.unsubscribe(channel);
      await this.redis.eval(RELEASE, 1, this.names.presence(stream.destinationId), stream.presence);
    } catch (error) {
      this.logger.warn(`listener ${stream.destinationId}: could not release its presence: ${(error as Error).message}`);
    }
  }
}

/** One server-sent event. */
function sse(event: string, data: object): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
