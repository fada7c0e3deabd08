import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { metrics } from '../../core/metrics/metrics';
import { bullJobId, DeliverEventJobData, JobName, QueueName } from '../../core/queue/queue.constants';

export interface QueuedAttempt {
  deliveryJobId: string;
  destinationId: string;
  attemptNumber: number;
  delayMs?: number;
}

const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * Hands committed delivery jobs to BullMQ. Never throws: PostgreSQL is the record, and whatever
 * does not reach Redis here is re-queued by the outbox relay in the worker.
 */
@Injectable()
export class DeliveryQueue {
  private readonly logger = new Logger(DeliveryQueue.name);

  constructor(@InjectQueue(QueueName.Deliveries) private readonly queue: Queue<DeliverEventJobData>) {}

  /**
   * `replace`: first drop whatever BullMQ still holds under the same ids (a delayed retry, or the
   * finished no-op of a cancelled job), so the new entry runs now instead of being deduplicated.
   */
  async enqueue(attempts: QueuedAttempt[], options: { replace?: boolean } = {}): Promise<boolean> {
    if (attempts.length === 0) return true;
    const jobs = attempts.map((attempt) => ({
      name: JobName.DeliverEvent,
      data: { deliveryJobId: attempt.deliveryJobId, destinationId: attempt.destinationId },
      opts: { jobId: bullJobId(attempt.deliveryJobId, attempt.attemptNumber), delay: attempt.delayMs },
    }));
    let timer: NodeJS.Timeout | undefined;
    try {
      const add = async () => {
        if (options.replace) await Promise.all(jobs.map((job) => this.queue.remove(job.opts.jobId).catch(() => 0)));
        await this.queue.addBulk(jobs);
      };
      await Promise.race([
        add(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), ENQUEUE_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch (error) {
      metrics.enqueueFailures.inc(jobs.length);
      this.logger.warn(`could not queue ${jobs.length} delivery job(s), the relay will: ${(error as Error).message}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
