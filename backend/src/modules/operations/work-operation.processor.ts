import { InjectQueue, Processor } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job, Queue } from 'bullmq';
import { LoggedWorkerHost } from '../../core/queue/logged-worker-host';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import { bullJobId } from '../deliveries/delivery-job-data';
import { WorkOperationJobData } from './work-operation-job-data';
import { inSpan, ROOT_CONTEXT } from '../../core/tracing/tracing';
import { BulkBatch, DeliveryQueue } from '../deliveries/delivery-queue.service';
import { OperationsRepository, PageJob } from './operations.repository';
import { OPERATION_JOB_OPTIONS } from './operations.service';

const PACE_MS = 250;

/**
 * Works a bulk operation through its events, a keyset page per transaction (see
 * OperationsRepository.workPage): resumable from its checkpoint in PostgreSQL, each event handled at
 * most once. The jobs of a page are queued after its commit into the bulk-deliveries queue, in
 * batches of one destination's (BULK_BATCH_SIZE), which workers take behind live deliveries; while
 * more than BULK_BACKLOG of them wait there, the next page waits, so a cancel takes effect soon and
 * Redis never holds a whole operation at once.
 *
 * The BullMQ lock is short (10 s, renewed every 5 s while the job runs): a worker killed
 * mid-operation hands it to another worker within about 20 s, which resumes at the checkpoint. A
 * page committed whose jobs never reached Redis is the outbox relay's, like any committed job.
 *
 * Each page is a span of its own (`bulk operation page`, a trace of its own): the operation, the
 * jobs it queued, the operation's status after it.
 */
@Processor(QueueName.Operations, { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 1000, concurrency: 2, autorun: false })
export class WorkOperationProcessor
  extends LoggedWorkerHost
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger(WorkOperationProcessor.name);
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly operations: OperationsRepository,
    private readonly deliveries: DeliveryQueue,
    @InjectQueue(QueueName.Operations) private readonly queue: Queue<WorkOperationJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * Walks operations only in a worker with the `bulk` lane (WORKER_LANES): its pages are the heavy
   * part of a bulk operation. Elsewhere the BullMQ worker is never started and takes no job.
   */
  onModuleInit(): void {
    if (this.config.workerLanes.bulk) void this.worker.run();
  }

  /**
   * The sweep, in every worker: operations no worker touched for RELAY_GRACE_MS are queued again
   * (their job was lost with Redis, or never got there), for a worker with the `bulk` lane to take.
   */
  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.sweeping) this.sweeping = this.sweep().finally(() => (this.sweeping = null));
    }, this.config.relayIntervalMs);
  }

  override async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await super.beforeApplicationShutdown();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(): Promise<void> {
    try {
      for (const { id, organization_id } of await this.operations.staleAcrossOrganizations(this.config.relayGraceMs)) {
        // Same job id: a no-op while the operation's job is still in Redis.
        await this.queue.add(
          JobName.WorkOperation,
          { operationId: id, organizationId: organization_id },
          { jobId: id, ...OPERATION_JOB_OPTIONS },
        );
      }
    } catch (error) {
      this.logger.warn(`operations sweep failed: ${(error as Error).message}`);
    }
  }

  async process(job: Job<WorkOperationJobData>, token?: string): Promise<void> {
    const { operationId, organizationId } = job.data;
    try {
      for (;;) {
        if (this.stopping) {
          // Back to the queue for another worker (or this one, restarted): the checkpoint is in PostgreSQL.
          await job.moveToDelayed(Date.now() + 100, token);
          throw new DelayedError();
        }
        if ((await this.deliveries.bulkBacklog()) > this.config.bulkBacklog) {
          await this.operations.heartbeat(organizationId, operationId);
          await new Promise((resolve) => setTimeout(resolve, PACE_MS));
          continue;
        }
        const status = await inSpan('bulk operation page', ROOT_CONTEXT, async (span) => {
          const page = await this.operations.workPage(organizationId, operationId, this.config.bulkPageSize);
          await this.queueJobs(page.jobs);
          span.setAttributes({
            'hookyard.operation.id': operationId,
            'hookyard.operation.jobs': page.jobs.length,
            'hookyard.operation.status': page.status,
          });
          return page.status;
        });
        if (status !== 'running') return;
      }
    } catch (error) {
      if (error instanceof DelayedError) throw error;
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade + 1 >= attempts) {
        this.logger.warn(`operation ${operationId} failed: ${(error as Error).message}`);
        await this.operations.fail(organizationId, operationId, 'The operation stopped on an internal error; see the worker logs.');
      }
      throw error;
    }
  }

  /**
   * The page's jobs, a batch job each group of them. A job that was retry_scheduled or cancelled may
   * still have an entry in BullMQ under the id of its next attempt (a delayed retry, a finished
   * no-op), which is dropped first so it does not run later for nothing.
   */
  private async queueJobs(jobs: PageJob[]): Promise<void> {
    const batches = new Map<string, BulkBatch>();
    for (const job of jobs) {
      const batch = batches.get(job.queue_batch_id) ?? { queueBatchId: job.queue_batch_id, deliveries: [] };
      batch.deliveries.push({ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: job.attempt_count + 1 });
      batches.set(job.queue_batch_id, batch);
    }
    const replacing = jobs
      .filter((job) => job.previous_status === 'retry_scheduled' || job.previous_status === 'cancelled')
      .map((job) => bullJobId(job.id, job.attempt_count + 1));
    await this.deliveries.enqueueBulk([...batches.values()], replacing);
  }
}
