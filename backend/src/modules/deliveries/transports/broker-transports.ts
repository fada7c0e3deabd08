import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { KeyRing } from '../../../core/crypto/key-ring';
import { type BrokerCredentials, brokerAddress, expandTemplate } from '../../endpoints/broker-destination';
import { credentialsAad } from '../../endpoints/broker-settings';
import type { BrokerType } from '../../endpoints/destination.entity';
import { isRefusedAddress } from '../address-policy';
import type { ClaimedJob } from '../deliveries.repository';
import { forwardableHeaders } from '../../../core/http/forwarded-headers';
import type { AttemptOutcome, OutgoingWebhook } from '../webhook-sender';
import { AmqpPublisher } from './amqp-publisher';
import { BrokerError, brokerFailure, brokerSuccess } from './broker-outcome';
import { MqttPublisher } from './mqtt-publisher';
import { NatsPublisher } from './nats-publisher';
import type { BrokerMessage, BrokerPublisher, BrokerTarget } from './publisher';

/** A connection unused this long is closed (a deleted destination's, too); checked this often. */
const IDLE_MS = 60_000;
const SWEEP_MS = 15_000;

const OPENERS: Record<BrokerType, (target: BrokerTarget) => Promise<BrokerPublisher>> = {
  amqp: (target) => AmqpPublisher.open(target),
  nats: (target) => NatsPublisher.open(target),
  mqtt: (target) => MqttPublisher.open(target),
};

interface Pooled {
  /** The destination's type, URL and sealed credentials as the connection was opened with: a change opens another. */
  type: string;
  url: string | null;
  sealedCredentials: Buffer | null;
  /** Those credentials, opened once for the connection (and for redacting the password from its errors). */
  credentials: BrokerCredentials | null;
  publisher: Promise<BrokerPublisher>;
  lastUsed: number;
}

/** Whether `pooled` was opened for the destination as `job` has it now. */
function openedFor(pooled: Pooled, job: ClaimedJob): boolean {
  const sealed = job.credentials_ciphertext;
  return (
    pooled.type === job.destination_type &&
    pooled.url === job.url &&
    (pooled.sealedCredentials === null || sealed === null ? pooled.sealedCredentials === sealed : pooled.sealedCredentials.equals(sealed))
  );
}

/**
 * Publishes deliveries to amqp, nats and mqtt destinations over one connection per destination,
 * kept while it is used: opened on the first delivery, replaced when the destination's URL or
 * credentials change or the connection is lost, closed when idle for a minute, when its
 * destination is found deleted or inactive, and at shutdown. Unless private destinations are
 * allowed, the broker's host must resolve to a public address (checked when a connection opens).
 */
@Injectable()
export class BrokerTransports implements OnApplicationShutdown {
  private readonly logger = new Logger(BrokerTransports.name);
  private readonly pool = new Map<string, Pooled>();
  private readonly sweeper = setInterval(() => this.closeIdle(), SWEEP_MS).unref();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keyRing: KeyRing,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.pool.keys()].map((id) => this.drop(id)));
  }

  /** One attempt: the signed webhook published, the broker's acknowledgement or why it failed. */
  async send(job: ClaimedJob, webhook: OutgoingWebhook): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const entry = this.entry(job, webhook.timeoutMs);
    // the password (or a lone token) never shows in an error
    const secrets = entry.credentials ? [entry.credentials.password || entry.credentials.username] : [];
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BrokerError('timeout', `no acknowledgement within ${webhook.timeoutMs} ms`)), webhook.timeoutMs);
    });
    try {
      const publisher = await Promise.race([this.connected(job, entry, webhook.timeoutMs), deadline]);
      const answer = await Promise.race([publisher.publish(this.message(job, webhook)), deadline]);
      return brokerSuccess(webhook, elapsed(), answer);
    } catch (error) {
      // a connection that failed or timed out may be broken: the next attempt opens another
      if (!(error instanceof BrokerError) || error.code === 'timeout') void this.drop(job.destination_id);
      return brokerFailure(webhook, elapsed(), error, secrets);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the destination's connection, if one is open. */
  async drop(destinationId: string): Promise<void> {
    const pooled = this.pool.get(destinationId);
    if (!pooled) return;
    this.pool.delete(destinationId);
    await pooled.publisher.then((publisher) => publisher.close()).catch(() => undefined);
  }

  /**
   * The destination's pooled connection when it was opened for the same type, URL and credentials,
   * else a new one, put in the pool at once so that concurrent deliveries share it. Its credentials
   * are opened here, once per connection (`credentials`: already opened from the same ciphertext).
   */
  private entry(job: ClaimedJob, timeoutMs: number, credentials?: BrokerCredentials | null): Pooled {
    const pooled = this.pool.get(job.destination_id);
    if (pooled && openedFor(pooled, job)) {
      pooled.lastUsed = Date.now();
      return pooled;
    }
    if (pooled) void this.drop(job.destination_id);
    return this.start(job, credentials === undefined ? this.credentials(job) : credentials, timeoutMs);
  }

  /** The entry's publisher once connected; when it was lost, the first to find it so replaces it for all. */
  private connected(job: ClaimedJob, entry: Pooled, timeoutMs: number): Promise<BrokerPublisher> {
    return entry.publisher.then((publisher) => {
      if (publisher.usable) return publisher;
      if (this.pool.get(job.destination_id) === entry) {
        this.pool.delete(job.destination_id);
        void publisher.close();
        return this.start(job, entry.credentials, timeoutMs).publisher;
      }
      return this.connected(job, this.entry(job, timeoutMs, entry.credentials), timeoutMs);
    });
  }

  private start(job: ClaimedJob, credentials: BrokerCredentials | null, timeoutMs: number): Pooled {
    const publisher = this.open(job, credentials, timeoutMs);
    const entry: Pooled = {
      type: job.destination_type,
      url: job.url,
      sealedCredentials: job.credentials_ciphertext && Buffer.from(job.credentials_ciphertext),
      credentials,
      publisher,
      lastUsed: Date.now(),
    };
    this.pool.set(job.destination_id, entry);
    publisher.catch(() => {
      if (this.pool.get(job.destination_id) === entry) this.pool.delete(job.destination_id);
    });
    return entry;
  }

  private async open(job: ClaimedJob, credentials: BrokerCredentials | null, timeoutMs: number): Promise<BrokerPublisher> {
    const address = brokerAddress(job.url!);
    if (!this.config.allowPrivateDestinations) await this.checkHost(address.host);
    return OPENERS[job.destination_type as BrokerType]({ ...address, credentials, timeoutMs });
  }

  /** The address policy of HTTP destinations, for a broker's host: a public address, or address_refused. */
  private async checkHost(host: string): Promise<void> {
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
    if (addresses.every((address) => isRefusedAddress(address)))
      throw new BrokerError('address_refused', 'destination address not allowed');
  }

  private credentials(job: ClaimedJob): BrokerCredentials | null {
    if (!job.credentials_ciphertext || !job.credentials_key_id) return null;
    const sealed = { keyId: job.credentials_key_id, blob: job.credentials_ciphertext };
    return JSON.parse(
      this.keyRing.open(sealed, credentialsAad(job.organization_id, job.destination_id)).toString('utf8'),
    ) as BrokerCredentials;
  }

  /** The webhook as a message: the type fields expanded; content-type apart, the other headers (hop-by-hop left out) as message headers. */
  private message(job: ClaimedJob, webhook: OutgoingWebhook): BrokerMessage {
    const { 'content-type': contentType, ...headers } = forwardableHeaders(webhook.headers);
    const values = { eventType: job.event_type, endpointId: job.endpoint_id };
    const field = (name: 'exchange' | 'routing_key' | 'subject' | 'topic') => expandTemplate(name, job.broker?.[name] ?? '', values);
    return {
      eventId: job.public_event_id,
      body: webhook.body,
      contentType: contentType ?? null,
      headers,
      exchange: field('exchange'),
      routingKey: field('routing_key'),
      subject: field('subject'),
      topic: field('topic'),
    };
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [id, pooled] of this.pool) {
      if (now - pooled.lastUsed > IDLE_MS) {
        this.logger.debug(`closing the idle broker connection of destination ${id}`);
        void this.drop(id);
      }
    }
  }
}
