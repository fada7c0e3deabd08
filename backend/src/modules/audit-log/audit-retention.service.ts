import { Inject, Injectable, Logger } from '@nestjs/common';
import { SYSTEM } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { AuditLogRepository } from './audit-log.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * AUDIT_RETENTION_DAYS (a periodic job of the worker, hourly): each organization's entries from
 * before 00:00 UTC of the day that many days ago are deleted, in whole days like event retention,
 * so an organization's log says so at most once a day, in an `audit_log.pruned` entry of the system
 * written in the same transaction. The only deletion the table's trigger allows.
 */
@Injectable()
export class AuditRetentionService {
  private readonly logger = new Logger(AuditRetentionService.name);

  constructor(
    private readonly repository: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How many entries were deleted, across organizations. */
  async deleteExpired(now = Date.now()): Promise<number> {
    const cutoff = new Date(Math.floor((now - this.config.auditRetentionDays * DAY_MS) / DAY_MS) * DAY_MS);
    let deleted = 0;
    for (const organizationId of await this.repository.organizationsWithEntriesBeforeAcrossOrganizations(cutoff)) {
      deleted += await this.repository.deleteBefore(
        organizationId,
        cutoff,
        auditing(organizationId, SYSTEM, (count: number) => ({
          action: 'audit_log.pruned',
          target: { type: 'audit_log', id: null, label: `entries before ${cutoff.toISOString()}` },
          changes: { entries: { from: count, to: 0 } },
        })),
      );
    }
    if (deleted > 0) this.logger.log({ msg: 'audit log entries deleted', deleted, before: cutoff.toISOString() });
    return deleted;
  }
}
