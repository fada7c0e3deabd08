import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { RetentionRepository } from './retention.repository';

const BATCH = 1000;
/** Day partitions kept ready ahead of today: a week of maintenance stopped before rows reach the DEFAULT partition. */
const PARTITION_DAYS_AHEAD = 7;
/**
 * How long a partition's CREATE or DROP waits for its lock. While it waits, every statement on the
 * table queues behind it, so it gives up soon; the next hourly run tries again.
 */
const PARTITION_LOCK_TIMEOUT_MS = 2000;

/**
 * Archives events older than RETENTION_DAYS: the payload (and forwarded headers) is destroyed, with
 * what its attempts sent and were answered (delivery_attempt_details), and the status becomes
 * `archived`, which is final. Payloads and details live in day partitions (docs/architecture.md,
 * Partitions): once a day is past retention, its events are marked archived and then its
 * partitions dropped whole. The worker's maintenance scheduler runs it hourly, and the creation of
 * the partitions (the retained days and a week ahead), once per cluster (MaintenanceProcessor).
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly repository: RetentionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Archives in batches, then drops the partitions past retention; returns how many events were
   * archived. Statuses first: an event whose payload is gone always reads `archived`.
   */
  async archive(): Promise<number> {
    let total = 0;
    for (;;) {
      const archived = await this.repository.archiveDueEventsOfAllOrganizations(this.config.retentionDays, BATCH);
      total += archived;
      if (archived < BATCH) break;
    }
    if (total > 0) this.logger.log(`archived ${total} event(s) older than ${this.config.retentionDays} days`);
    const dropped = await this.repository.dropExpiredPartitionsOfAllOrganizations(this.config.retentionDays, PARTITION_LOCK_TIMEOUT_MS);
    if (dropped > 0) this.logger.log(`dropped ${dropped} partition(s) of payloads and attempt details past retention`);
    return total;
  }

  /** Creates the day partitions missing from the oldest retained day to a week ahead; returns how many. */
  async createPartitions(): Promise<number> {
    const created = await this.repository.createPartitionsOfAllOrganizations(
      this.config.retentionDays,
      PARTITION_DAYS_AHEAD,
      PARTITION_LOCK_TIMEOUT_MS,
    );
    if (created > 0) this.logger.log(`created ${created} day partition(s) of payloads and attempt details`);
    return created;
  }
}
