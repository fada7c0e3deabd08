import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { LIVE_JOBS_CHANNEL } from '../../core/queue/queue.constants';
import { DeliveryRunner } from './delivery-runner';
import { DeliveryService } from './delivery.service';

/**
 * How often a pickup from the oldest live job runs without a notification: the net under a job whose
 * notification was lost (with its connection). Such a pickup walks the partial index's entries of
 * every job claimed since the last vacuum (see PICK_UP), so it is not the way jobs come in.
 */
const SWEEP_INTERVAL_MS = 5_000;
/** How long the listening connection waits before it connects again, once lost. */
const RECONNECT_MS = 1_000;

/**
 * The first attempts of ingested events, claimed straight from PostgreSQL (docs/architecture.md,
 * Ingest, queue and outbox). Ingest stores its jobs live for its deployment's queue namespace
 * (REDIS_PREFIX, which names its BullMQ queues too) and notifies LIVE_JOBS_CHANNEL at its commit;
 * every worker of the deployment with the live lane listens on a connection of its own, and on each
 * notification of its namespace claims its live jobs, oldest first from the time the notification
 * names (its statement's oldest job), as many as it has free permits, until fewer are left than it
 * asked for. No queue entry is written or read for them: a lone event costs neither BullMQ's add in
 * the api nor its fetch and finish in the worker. A pickup from the oldest live job also runs every
 * SWEEP_INTERVAL_MS and whenever the connection is made again, so jobs stored while no worker
 * listened are taken too.
 */
@Injectable()
export class LivePickup implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LivePickup.name);
  private client: Client | null = null;
  private timer: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /**
   * Where the next pickup starts (microseconds since 1970), the oldest any notification since the
   * last pickup named; null: from the oldest live job; undefined: no pickup is asked for.
   */
  private asked: number | null | undefined;
  private stopped = false;

  constructor(
    private readonly runner: DeliveryRunner,
    private readonly deliveries: DeliveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.workerLanes.live) return;
    this.timer = setInterval(() => this.wake(null), SWEEP_INTERVAL_MS);
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

  /** A pickup of the live jobs created from `fromUs` on (null: all), now or right after the one running. */
  wake(fromUs: number | null): void {
    if (this.stopped) return;
    this.asked = this.asked === undefined ? fromUs : earliest(this.asked, fromUs);
    this.running ??= this.drain().finally(() => (this.running = null));
  }

  /**
   * Pickups one after the other while one is asked for. One that fills every permit it had asks for
   * the next from its newest job on: every job committed before it and created earlier is claimed
   * already (or being claimed by another worker), and one committed later brings its own notification.
   */
  private async drain(): Promise<void> {
    while (this.asked !== undefined && !this.stopped) {
      const fromUs = this.asked;
      this.asked = undefined;
      try {
        let newestUs: number | null = null;
        const full = await this.runner.pickUp(async (limit) => {
          const picked = await this.deliveries.pickUp(limit, fromUs);
          newestUs = picked.newestUs;
          return picked.claims;
        });
        if (full) this.wake(newestUs ?? fromUs);
      } catch (error) {
        this.logger.warn(`pickup failed: ${(error as Error).message}`);
        return; // the next sweep tries again
      }
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
    client.on('notification', ({ payload }) => {
      const [queue, fromUs] = (payload ?? '').split(' ');
      if (queue === this.config.redisPrefix && fromUs) this.wake(Number(fromUs));
    });
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
    this.wake(null); // what was stored while nobody listened
  }
}

/** The earlier of two pickup starts (null: from the oldest). */
function earliest(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : Math.min(a, b);
}
