import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { LoggedWorkerHost } from '../../core/queue/logged-worker-host';
import { QueueName } from '../../core/queue/queue.constants';
import { AuditRetentionService } from '../audit-log/audit-retention.service';
import { ExpiredEventsService } from '../events/expired-events.service';
import { inSpan, ROOT_CONTEXT } from '../../core/tracing/tracing';
import { RetentionService } from '../events/retention.service';
import { StatsRepository } from '../stats/stats.repository';
import { MINUTE_ROWS_HOURS } from '../stats/stats.service';
import { ExpiredRowsService } from './expired-rows.service';

const HOUR_MS = 60 * 60 * 1000;
/** How long hour statistics are kept. */
const STATISTICS_DAYS = 90;

/** A few finished runs stay in Redis for inspection; BullMQ retries nothing, the next tick comes anyway. */
const PERIODIC_JOB_OPTIONS = { removeOnComplete: { count: 50 }, removeOnFail: { count: 50 }, attempts: 1 } as const;

/** One kind of periodic maintenance: how often it runs, and what it does. */
interface PeriodicJob {
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Periodic maintenance on BullMQ job schedulers, so each tick runs once per cluster, on whichever
 * worker takes it, instead of once per worker on a timer of its own. Every worker upserts the same
 * schedulers at start (an upsert of an unchanged schedule keeps its next run, so a restart neither
 * skips nor repeats a tick) and removes those no longer listed here.
 *
 * The outbox relay is not here: see docs/architecture.md, Periodic work. Each run is a span of its
 * own (`maintenance <job name>`, a trace of its own).
 */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends LoggedWorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MaintenanceProcessor.name);
  /** Every periodic job, by scheduler id (also its BullMQ job name). One more job is one more entry. */
  private readonly jobs: Readonly<Record<string, PeriodicJob>>;

  constructor(
    @InjectQueue(QueueName.Maintenance) private readonly queue: Queue,
    retention: RetentionService,
    expiredEvents: ExpiredEventsService,
    expiredRows: ExpiredRowsService,
    stats: StatsRepository,
    auditRetention: AuditRetentionService,
  ) {
    super();
    this.jobs = {
      'archive-events': { everyMs: HOUR_MS, run: () => retention.archive() },
      'create-partitions': { everyMs: HOUR_MS, run: () => retention.createPartitions() },
      // Nothing to do unless EVENT_RETENTION_DAYS is set.
      'delete-events': { everyMs: HOUR_MS, run: () => expiredEvents.deleteExpired() },
      'delete-expired-rows': { everyMs: HOUR_MS, run: () => expiredRows.deleteExpired() },
      // AUDIT_RETENTION_DAYS: whole UTC days, so an organization's log is pruned (and says so) once a day at most.
      'delete-expired-audit-entries': { everyMs: HOUR_MS, run: () => auditRetention.deleteExpired() },
      // Minute rows an hour past what the series read of them; hour rows after 90 days.
      'delete-expired-statistics': {
        everyMs: HOUR_MS,
        run: () =>
          stats.deleteExpiredAcrossOrganizations(
            new Date(Date.now() - (MINUTE_ROWS_HOURS + 2) * HOUR_MS),
            new Date(Date.now() - STATISTICS_DAYS * 24 * HOUR_MS),
          ),
      },
    };
  }

  /**
   * At start, and again each time the queue's connection comes back: a Redis that restarted without
   * its data has lost the schedules. Not awaited: a worker that starts while Redis is away still starts.
   * The listener goes on once the first attempt is over: the connection's first `ready` is that
   * attempt's own (a cluster client's comes late enough to undo a schedule changed meanwhile).
   */
  onApplicationBootstrap(): void {
    const schedule = () =>
      this.schedule().catch((error: Error) => this.logger.warn(`could not set up the maintenance schedules: ${error.message}`));
    void schedule().finally(() => this.queue.getBackend().on('ready', schedule));
  }

  /**
   * A schedule whose period changed (in a release) is removed before it is added again: an upsert
   * that changes `every` keeps the old schedule's offset (BullMQ 6.7), so its next tick could come up
   * to an old period late instead of within the new one.
   */
  async schedule(): Promise<void> {
    const existing = new Map((await this.queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler]));
    for (const [name, job] of Object.entries(this.jobs)) {
      const current = existing.get(name);
      if (current && Number(current.every) !== job.everyMs) await this.queue.removeJobScheduler(name);
      await this.queue.upsertJobScheduler(name, { every: job.everyMs }, { name, opts: PERIODIC_JOB_OPTIONS });
    }
    for (const key of existing.keys()) {
      if (!Object.hasOwn(this.jobs, key)) await this.queue.removeJobScheduler(key);
    }
  }

  async process(job: Job): Promise<void> {
    const periodic = Object.hasOwn(this.jobs, job.name) ? this.jobs[job.name] : undefined;
    if (!periodic) {
      this.logger.warn(`no periodic job named "${job.name}" (left by another release?); ignored`);
      return;
    }
    try {
      await inSpan(`maintenance ${job.name}`, ROOT_CONTEXT, async (span) => {
        span.setAttribute('hookyard.maintenance.job', job.name);
        await periodic.run();
      });
    } catch (error) {
      this.logger.warn(`periodic job ${job.name} failed: ${(error as Error).message}`);
      throw error;
    }
  }
}
