import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';

/**
 * A processor whose BullMQ worker's errors (a Redis connection lost, a job whose keys vanished with
 * a Redis that restarted empty) are one log line each: with no `error` listener, BullMQ writes
 * each to stderr as an unhandled error, outside the JSON logs.
 */
export abstract class LoggedWorkerHost extends WorkerHost {
  private readonly workerLogger = new Logger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.workerLogger.warn(`queue ${this.worker.name}: ${error.message}`);
  }
}
