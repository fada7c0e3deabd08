import { Processor } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { LoggedWorkerHost } from '../../core/queue/logged-worker-host';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import { DestinationRecoveries, PendingRecovery } from './destination-changes';
import { DeadLetterWindow, Notifier } from './notifier';

/** Notifications due later (a dead-letter window's message, a recovery's), on whichever worker takes the delayed job. */
@Processor(QueueName.Notifications)
export class NotificationsProcessor extends LoggedWorkerHost {
  constructor(
    private readonly notifier: Notifier,
    private readonly recoveries: DestinationRecoveries,
  ) {
    super();
  }

  process(job: Job<DeadLetterWindow | PendingRecovery>): Promise<void> {
    if (job.name === JobName.ConfirmRecovery) return this.recoveries.confirm(job.data as PendingRecovery);
    return this.notifier.closeDeadLetterWindow(job.data as DeadLetterWindow);
  }
}
