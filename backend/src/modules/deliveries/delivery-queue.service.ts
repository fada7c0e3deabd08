import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../../core/queue/redis';
import { Queue } from 'bullmq';
import { metrics } from '../../core/metrics/metrics';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import { batchJobId, BULK_BATCH_SIZE, bullJobId, DeliverEventJobData, DeliveryJobData } from './delivery-job-data';
import { MicroBatch } from '../../core/concurrency/micro-batch';

export interface QueuedAttempt {
  deliveryJobId: string;
  destinationId: string;
  attemptNumber: number;
  delayMs?: number;
  /** Its turn under the destination's rate, when it was given one. */
  rateTurn?: number;
}

/** One batch of a bulk operation's deliveries (one destination's), by the queue_batch_id written on their rows. */
export interface BulkBatch {
  queueBatchId: string;
  deliveries: Required<Omit<DeliverEventJobData, 'rateTurn'>>[];
}

const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * Calls of {@link DeliveryQueue.enqueue} that go to Redis together: up to 1,000 calls (one per
 * ingest, mostly), two batches at a time.
 */
const BATCH = { maxSize: 1000, maxInFlight: 2 };

type BullJob = { name: JobName; data: DeliveryJobData; opts: { jobId: string; delay?: number } };

/**
 * Hands committed delivery jobs to BullMQ. Never throws: PostgreSQL is the record, and whatever
 * does not reach Redis here is re-queued by the outbox relay in the worker.
 */
@Injectable()
export class DeliveryQueue {
  private readonly logger = new Logger(DeliveryQueue.name);
  /**
   * Concurrent enqueues (the ingests committed in one turn of the event loop, and those committed
   * while a batch is on its way) go to Redis as one addBulk: one write and one read on each side
   * instead of one per ingest. A lone call waits one turn (setImmediate), no timer.
   */
  private readonly batch = new MicroBatch<BullJob[], boolean>((calls) => this.addBatch(calls), BATCH);

  constructor(
    @InjectQueue(QueueName.Deliveries) private readonly queue: Queue<DeliveryJobData>,
    @InjectQueue(QueueName.BulkDeliveries) private readonly bulkQueue: Queue<DeliveryJobData>,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  /**
   * `replace`: first drop whatever BullMQ still holds under the same ids, in either queue (a delayed
   * retry, or the finished no-op of a cancelled job), so the new entry runs now instead of being
   * deduplicated. `bulk`: into the bulk-deliveries queue (a bulk operation's job, behind live
   * deliveries). A live call without `replace` joins the next batch. Resolves false when the jobs
   * did not reach Redis (the relay will queue them).
   */
  async enqueue(attempts: QueuedAttempt[], options: { replace?: boolean; bulk?: boolean } = {}): Promise<boolean> {
    if (attempts.length === 0) return true;
    const jobs = attempts.map((attempt): BullJob => ({
      name: JobName.DeliverEvent,
      data: {
        deliveryJobId: attempt.deliveryJobId,
        destinationId: attempt.destinationId,
        ...(attempt.rateTurn !== undefined && { rateTurn: attempt.rateTurn }),
      },
      opts: { jobId: bullJobId(attempt.deliveryJobId, attempt.attemptNumber), delay: attempt.delayMs },
    }));
    const queue = options.bulk ? this.bulkQueue : this.queue;
    if (!options.replace && queue === this.queue) return this.batch.submit(jobs);
    return this.add(jobs, async () => {
      if (options.replace) await this.drop(jobs.map((job) => job.opts.jobId));
      await this.send(queue, jobs);
    });
  }

  /**
   * A bulk operation's batches, into the bulk-deliveries queue. `replacing`: BullMQ ids of attempts
   * that may still have an entry (a delayed retry), dropped first so that entry does not run later
   * for nothing. Resolves false when they did not reach Redis (the relay will queue each job on its own).
   */
  async enqueueBulk(batches: BulkBatch[], replacing: string[] = []): Promise<boolean> {
    if (batches.length === 0) return true;
    const jobs = batches.map(({ queueBatchId, deliveries }): BullJob => ({
      name: JobName.DeliverBatch,
      data: { deliveries },
      opts: { jobId: batchJobId(queueBatchId) },
    }));
    return this.add(jobs, async () => {
      await this.drop(replacing);
      await this.send(this.bulkQueue, jobs);
    });
  }

  /**
   * At most how many bulk deliveries wait in the bulk-deliveries queue: each waiting job counted as
   * a full batch (BULK_BATCH_SIZE).
   */
  async bulkBacklog(): Promise<number> {
    return (await this.bulkQueue.getWaitingCount()) * BULK_BATCH_SIZE;
  }

  private async drop(jobIds: string[]): Promise<void> {
    await Promise.all(jobIds.flatMap((id) => [this.queue, this.bulkQueue].map((queue) => queue.remove(id).catch(() => 0))));
  }

  /**
   * The first attempts of delivery jobs stored in one statement, as one BullMQ job (id from
   * `queueBatchId`, the batch id written on their rows): the worker fetches and finishes it once for
   * all of them. Joins the next addBulk like any call; resolves false when it did not reach Redis
   * (the relay will queue each job on its own).
   */
  async enqueueBatch(queueBatchId: string, deliveries: Omit<QueuedAttempt, 'attemptNumber' | 'delayMs'>[]): Promise<boolean> {
    if (deliveries.length === 0) return true;
    const data = { deliveries: deliveries.map(({ deliveryJobId, destinationId }) => ({ deliveryJobId, destinationId })) };
    return this.batch.submit([{ name: JobName.DeliverBatch, data, opts: { jobId: batchJobId(queueBatchId) } }]);
  }

  /** One batch: every call's jobs in one addBulk; all of them answered alike. */
  private async addBatch(calls: BullJob[][]): Promise<boolean[]> {
    const jobs = calls.length === 1 ? calls[0] : calls.flat();
    const added = await this.add(jobs, () => this.send(this.queue, jobs));
    return calls.map(() => added);
  }

  private async send(queue: Queue<DeliveryJobData>, jobs: BullJob[]): Promise<void> {
    // One job (a lone ingest to one destination, a retry) skips addBulk's pipeline, which copies
    // every BullMQ script onto a new ioredis Pipeline object per call.
    if (jobs.length === 1) await queue.add(jobs[0].name, jobs[0].data, jobs[0].opts);
    else await queue.addBulk(jobs);
  }

  /** Runs `add` with a time limit; false (counted and logged) when it failed or timed out. */
  private async add(jobs: BullJob[], add: () => Promise<unknown>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
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

  /**
   * Which of these BullMQ job ids are still to run (waiting, delayed or active) in the deliveries
   * queue, or with `bulk` in the bulk-deliveries queue: their job hash exists and has no
   * `finishedOn`. One HMGET each, in one pipeline (O(1) per job, unlike getJobState, which scans the
   * wait list). An id that cannot be checked counts as not queued.
   */
  async queued(jobIds: string[], { bulk = false } = {}): Promise<Set<string>> {
    const queue = bulk ? this.bulkQueue : this.queue;
    const queued = new Set<string>();
    if (jobIds.length === 0) return queued;
    let timer: NodeJS.Timeout | undefined;
    try {
      const check = async () => {
        const pipeline = this.redis.pipeline();
        for (const id of jobIds) pipeline.hmget(queue.toKey(id), 'timestamp', 'finishedOn');
        return (await pipeline.exec()) ?? [];
      };
      const replies = await Promise.race([
        check(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), ENQUEUE_TIMEOUT_MS);
        }),
      ]);
      replies.forEach(([error, fields], index) => {
        const [timestamp, finishedOn] = (fields ?? []) as (string | null)[];
        if (!error && timestamp !== null && timestamp !== undefined && !finishedOn) queued.add(jobIds[index]);
      });
    } catch {
      queued.clear();
    } finally {
      clearTimeout(timer);
    }
    return queued;
  }
}
