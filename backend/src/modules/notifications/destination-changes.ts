import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import type { DeadLetterWindow } from './notifier';
import { Notifier } from './notifier';
import { NotificationsRepository } from './notifications.repository';

/** A destination that succeeded after a run of failures, waiting to be told as recovered. */
export interface PendingRecovery {
  organizationId: string;
  destinationId: string;
  /** When the run of failures it recovered from began (ISO 8601), or null. */
  failingSince: string | null;
}

const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: { count: 100 },
} as const;

/**
 * The hysteresis of destination.recovered (docs/http.md, Operational webhooks): a success after
 * failures only starts a wait of NOTIFY_RECOVERED_AFTER, as a delayed job on the notifications
 * queue (one per destination at a time); when it is due, the message is sent if the destination
 * has had no failed attempt since the wait began and is not failing, else the wait moves to
 * NOTIFY_RECOVERED_AFTER after its last failure, or ends while it fails (its next success starts
 * another). At most one message per destination per NOTIFY_DESTINATION_WINDOW then (Notifier).
 * A destination flapping between failures and successes so sends none.
 */
@Injectable()
export class DestinationRecoveries {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.Notifications) private readonly queue: Queue<DeadLetterWindow | PendingRecovery>,
  ) {}

  /** A success after failures: the wait begins (nothing when one is under way for the destination). */
  async recovered(organizationId: string, destinationId: string, failingSince: Date | null): Promise<void> {
    await this.wait(
      { organizationId, destinationId, failingSince: failingSince?.toISOString() ?? null },
      this.config.notifyRecoveredAfterMs,
    );
  }

  /** The wait is over: tell, wait longer, or give up. */
  async confirm(pending: PendingRecovery, now = Date.now()): Promise<void> {
    const health = await this.repository.health(pending.organizationId, pending.destinationId);
    if (!health || !health.active || health.failing_since !== null) return;
    const quietFrom = health.last_failure_at?.getTime() ?? 0;
    const due = quietFrom + this.config.notifyRecoveredAfterMs;
    if (due > now) {
      await this.wait(pending, due - now, `-${due}`);
      return;
    }
    await this.notifier.destinationRecovered(
      pending.organizationId,
      pending.destinationId,
      pending.failingSince === null ? null : new Date(pending.failingSince),
    );
  }

  private async wait(pending: PendingRecovery, delay: number, suffix = ''): Promise<void> {
    await this.queue.add(JobName.ConfirmRecovery, pending, { ...JOB_OPTIONS, delay, jobId: `recovery-${pending.destinationId}${suffix}` });
  }
}
