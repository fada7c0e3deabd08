import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { metrics } from '../../core/metrics/metrics';
import { batchJobId, bullJobId } from './delivery-job-data';
import { DeliveriesRepository, StaleJob } from './deliveries.repository';
import { DeliveryQueue } from './delivery-queue.service';

const BATCH = 1000;

/**
 * The worker's safety net. PostgreSQL is the record: jobs that were committed but never reached
 * Redis (Redis down, process died after the commit), retries whose queue entry was lost, and
 * jobs whose worker died mid-delivery (lease expired) are queued again. A duplicate is harmless,
 * because a delivery claims its job in PostgreSQL first.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /** Where the sweep of open jobs goes on at the next tick; `null`: from the start. */
  private sweep: Pick<StaleJob, 'updated_at' | 'id'> | null = null;

  constructor(
    private readonly repository: DeliveriesRepository,
    private readonly queue: DeliveryQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = null));
    }, this.config.relayIntervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async tick(): Promise<void> {
    try {
      const stale = await this.nextStaleJobs();
      if (stale.length === 0) return;
      // Live jobs and bulk operations' go back to their own queues.
      const lanes = [{ bulk: false }, { bulk: true }].map((lane) => ({
        lane,
        jobs: stale.filter((job) => (job.operation_id !== null) === lane.bulk),
      }));
      for (const { lane, jobs } of lanes) await this.requeueLost(jobs, lane);
    } catch (error) {
      this.logger.warn(`relay tick failed: ${(error as Error).message}`);
    }
  }

  private async requeueLost(stale: StaleJob[], lane: { bulk: boolean }): Promise<void> {
    if (stale.length === 0) return;
    // A pending job still waiting in BullMQ (on its own or in its batch) is only behind a backlog:
    // replacing it would move it to the back of the queue and cost Redis work on every tick while
    // the backlog lasts.
    const pending = stale.filter((job) => job.status === 'pending');
    const stillQueued = await this.queue.queued([...new Set(pending.flatMap(queueEntries))], lane);
    const lost = stale.filter((job) => job.status !== 'pending' || !queueEntries(job).some((id) => stillQueued.has(id)));
    if (lost.length === 0) return;
    const queued = await this.queue.enqueue(
      lost.map((job) => ({ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: job.attempt_count + 1 })),
      { replace: true, bulk: lane.bulk },
    );
    if (queued) {
      metrics.relayRequeued.inc(lost.length);
      this.logger.log(`re-queued ${lost.length} ${lane.bulk ? 'bulk ' : ''}delivery job(s)`);
    }
  }

  /**
   * The next BATCH open jobs past their grace, in (updated_at, id) order after the previous tick's
   * last one; from the start again once a tick reaches the end. A long backlog is thus checked a
   * slice per tick, and nothing is written for jobs that are only waiting their turn.
   */
  private async nextStaleJobs(): Promise<StaleJob[]> {
    const after = this.sweep ?? { updated_at: '-infinity', id: '00000000-0000-0000-0000-000000000000' };
    const stale = await this.repository.findStaleOpenJobsAcrossOrganizations(this.config.relayGraceMs / 1000, BATCH, after);
    this.sweep = stale.length === BATCH ? stale[stale.length - 1] : null;
    return stale;
  }
}

/**
 * The BullMQ ids that may hold a job's next attempt: its own, and its batch's for a first attempt
 * from ingest or any attempt a bulk operation queued (the batch carries the attempt).
 */
function queueEntries(job: StaleJob): string[] {
  const own = bullJobId(job.id, job.attempt_count + 1);
  const inBatch = job.attempt_count === 0 || job.operation_id !== null;
  return job.queue_batch_id && inBatch ? [own, batchJobId(job.queue_batch_id)] : [own];
}
