import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { LIVE_JOBS_CHANNEL } from '../../core/queue/queue.constants';
import { DeliveryRunner } from './delivery-runner';
import { DeliveryService } from './delivery.service';

/** How often a pickup runs without a notification: the net under a notification lost with its connection. */
const PICKUP_INTERVAL_MS = 1_000;
/** How long the listening connection waits before it connects again, once lost. */
const RECONNECT_MS = 1_000;

/**
 * The first attempts of ingested events, claimed straight from PostgreSQL (docs/architecture.md,
 * Ingest, queue and outbox). Ingest stores its jobs live for its deployment's queue namespace
 * (REDIS_PREFIX, which names its BullMQ queues too) and notifies LIVE_JOBS_CHANNEL at its commit;
 * every worker of the deployment with the live lane listens on a connection of its own, and on each
 * notification of its namespace claims its live jobs, oldest first, as many as it has free permits, until fewer are
 * left than it asked for. No queue entry is written or read for them: a lone event costs neither
 * BullMQ's add in the api nor its fetch and finish in the worker. A pickup also runs every
 * PICKUP_INTERVAL_MS and whenever the connection is made again, so jobs stored while no worker
 * listened are taken too.
 */
@Injectable()
export class LivePickup implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LivePickup.name);
  private client: Client | null = null;
  private timer: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /** A notification came while a pickup ran: run another once it ends. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly runner: DeliveryRunner,
    private readonly deliveries: DeliveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.workerLanes.live) return;
    this.timer = setInterval(() => this.wake(), PICKUP_INTERVAL_MS);
    void this.listen();
  }

  /** Nothing more is claimed; the deliveries picked up so far end under the runner's shutdown. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnect);
    await this.running;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** A pickup now, or right after the one running. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => (this.running = null));
  }

  /** Pickups one after the other while each fills every permit it had, or a notification came meanwhile. */
  private async drain(): Promise<void> {
    try {
      let more = true;
      while (more && !this.stopped) {
        this.again = false;
        more = (await this.runner.pickUp((limit) => this.deliveries.pickUp(limit))) || this.again;
      }
    } catch (error) {
      this.logger.warn(`pickup failed: ${(error as Error).message}`);
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'hookyard-pickup' });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => {});
      if (!this.stopped) this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
    };
    client.on('notification', ({ payload }) => payload === this.config.redisPrefix && this.wake());
    client.on('error', (error) => {
      this.logger.warn(`the pickup's listening connection failed: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_JOBS_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`the pickup could not listen: ${(error as Error).message}`);
      lost();
      return;
    }
    if (this.stopped) return void client.end().catch(() => {});
    this.wake(); // what was stored while nobody listened
  }
}
