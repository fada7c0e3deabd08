import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { RetentionRepository } from './retention.repository';

const BATCH = 1000;

/**
 * Archives events older than RETENTION_DAYS: the payload (and forwarded headers) is destroyed, with
 * what its attempts sent and were answered (delivery_attempt_details), and the status becomes
 * `archived`, which is final. The worker's maintenance scheduler runs it hourly,
 * once per cluster (MaintenanceProcessor).
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly repository: RetentionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Archives in batches; returns how many events were archived. */
  async archive(): Promise<number> {
    let total = 0;
    for (;;) {
      const archived = await this.repository.archiveDueEventsOfAllOrganizations(this.config.retentionDays, BATCH);
      total += archived;
      if (archived < BATCH) break;
    }
    if (total > 0) this.logger.log(`archived ${total} event(s) older than ${this.config.retentionDays} days`);
    return total;
  }
}
