import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';

/**
 * A processor whose BullMQ worker's errors (a Redis connection lost, a job whose keys vanished with
 * a Redis that restarted empty) are one log line each: with no `error` listener, BullMQ writes
 * each to stderr as an unhandled error, outside the JSON logs.
 *
 * And a worker that can stop while Redis is away. BullMQ's graceful close interrupts the worker's
 * blocking read by disconnecting its connection and waits for the connection's end; ioredis never
 * ends a connection told to disconnect while it waits to reconnect (redis/ioredis#1247), and the
 * read it was sending stays pending, so after an outage of a few seconds (BullMQ's backoff grows
 * to 20 s between attempts) the close hung for good. A worker whose blocking connection waits to
 * reconnect at shutdown closes by force: it stops taking jobs and waits for none. What it had in
 * hand is not lost: deliveries finish in DeliveryRunner's drain, which needs no Redis, and a BullMQ
 * job left active is taken again once it stalls (its claim then finds the delivery done).
 */
export abstract class LoggedWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  private readonly workerLogger = new Logger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.workerLogger.warn(`queue ${this.worker.name}: ${error.message}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    let worker: Worker;
    try {
      worker = this.worker;
    } catch {
      return; // never registered (the app stopped while starting)
    }
    const status = blockingConnectionStatus(worker);
    if (status !== 'reconnecting') return; // BullMQ closes it gracefully (Nest's BullExplorer)
    this.workerLogger.warn(`queue ${worker.name}: Redis connection still reconnecting at shutdown; closing without waiting for it`);
    await worker.close(true);
  }
}

/**
 * The status of the worker's blocking connection (ioredis's: `ready`, `reconnecting`…), or
 * undefined when it has none or cannot be seen. BullMQ keeps it inside the worker's backend, not in
 * its public API: an upgrade that moves it leaves the graceful close as it was.
 */
function blockingConnectionStatus(worker: Worker): string | undefined {
  type Backend = { blockingConnection?: { _client?: { status?: unknown } } };
  // its client as it is now, not the promise of one ready (which a Redis down since boot never keeps)
  const status = (worker as unknown as { backend?: Backend }).backend?.blockingConnection?._client?.status;
  return typeof status === 'string' ? status : undefined;
}
