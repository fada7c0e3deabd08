import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { ExpiredEventsRepository } from './expired-events.repository';

/** Events deleted per statement: one short transaction each, so no lock is held long. */
const BATCH = 1000;

export interface EventRetentionRun {
  /** Events deleted, with their jobs, attempts and dead letters. */
  deleted: number;
  /** Of those, events no destination ever received. */
  undelivered: number;
  /** Events past the horizon kept because a job of theirs is still open; deleted by a later run once it closes. */
  held: number;
  /** Bulk operations that finished before the horizon, deleted. */
  operations: number;
  /** Statements the deletion of events took. */
  batches: number;
}

/**
 * Deletes events older than EVENT_RETENTION_DAYS (unset: nothing is deleted) with everything that
 * hangs off them (docs/architecture.md, Event retention). Only archived events go (payload already
 * destroyed, status final), and never one with a job still open: such an event is kept, counted
 * and logged, until its job closes (a claim of an archived event's job cancels it). Events that no
 * destination ever received are deleted like the others, counted and logged apart. The worker's
 * maintenance scheduler runs it hourly, once per cluster (MaintenanceProcessor).
 */
@Injectable()
export class ExpiredEventsService {
  private readonly logger = new Logger(ExpiredEventsService.name);

  constructor(
    private readonly repository: ExpiredEventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Deletes in batches of `batchSize` events until a batch comes back short; null when EVENT_RETENTION_DAYS is unset. */
  async deleteExpired(batchSize = BATCH): Promise<EventRetentionRun | null> {
    const days = this.config.eventRetentionDays;
    if (days === null) return null;
    const run: EventRetentionRun = { deleted: 0, undelivered: 0, held: 0, operations: 0, batches: 0 };
    for (;;) {
      const batch = await this.repository.deleteDueEventsOfAllOrganizations(days, batchSize);
      run.batches += 1;
      run.deleted += batch.deleted;
      run.undelivered += batch.undelivered;
      if (batch.deleted < batchSize) break;
    }
    for (;;) {
      const operations = await this.repository.deleteFinishedOperationsOfAllOrganizations(days, batchSize);
      run.operations += operations;
      if (operations < batchSize) break;
    }
    run.held = await this.repository.countHeldEventsOfAllOrganizations(days);
    if (run.deleted > 0 || run.operations > 0) {
      this.logger.log(
        `deleted ${run.deleted} event(s) older than ${days} days (${run.undelivered} never delivered to any destination) ` +
          `and ${run.operations} finished bulk operation(s)`,
      );
    }
    if (run.held > 0) this.logger.warn(`kept ${run.held} event(s) older than ${days} days: a delivery job of theirs is still open`);
    return run;
  }
}
