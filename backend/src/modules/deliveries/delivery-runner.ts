import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { WorkIntake } from '../../core/shutdown';
import { metrics } from '../../core/metrics/metrics';
import { bullJobId, DeliverEventJobData, Lane } from './delivery-job-data';
import { DeliveryQueue } from './delivery-queue.service';
import { Claimed, DeliveryService } from './delivery.service';
import { ClaimsAhead } from './claims-ahead';
import type { AttemptStatus } from './delivery-attempt.entity';
import { DestinationOwners } from './destination-owners';
import { DestinationRates } from './destination-rates';
import { DeliveryEnd, DestinationSlots } from './destination-slots';
import { Permits } from '../../core/concurrency/permits';

/** How long a job waits when its destination already has DESTINATION_CONCURRENCY deliveries in flight. */
const BUSY_DESTINATION_DELAY_MS = 250;

/**
 * How long a delivery refused a slot may wait in the worker for one of its destination's deliveries
 * to finish here and hand the slot over, before it goes back to the queue (BUSY_DESTINATION_DELAY_MS).
 */
const SLOT_WAIT_MS = 1000;

const busyDelay = () => Math.round(BUSY_DESTINATION_DELAY_MS * (1 + Math.random()));

/** A delivery that did not start: its destination or organization was full, or its turn under the destination's rate is ahead. */
export type NotStarted = { busy: true } | { busy: false; turn: number; waitMs: number };

/** What goes back to the queue for a delivery that did not start: when, and its rate turn if it holds one. */
export function requeueOf(notStarted: NotStarted): { delayMs: number; rateTurn?: number } {
  return notStarted.busy ? { delayMs: busyDelay() } : { delayMs: notStarted.waitMs, rateTurn: notStarted.turn };
}

/**
 * Runs the deliveries of both processors (live and bulk). Each holds one of the worker's
 * WORKER_CONCURRENCY permits while it runs (a bulk delivery, also one of BULK_CONCURRENCY, and both
 * only until its request is answered: its batch awaits its record), and one of its destination's
 * DESTINATION_CONCURRENCY slots and one of its organization's ORGANIZATION_CONCURRENCY slots from
 * before its claim (after it, for a bulk batch's, claimed ahead) until its request is answered; a bulk
 * delivery gets a permit only when no live delivery is waiting for one.
 */
@Injectable()
export class DeliveryRunner implements WorkIntake, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly permits: Permits;
  /** BULK_CONCURRENCY: what bulk deliveries may hold of the worker's permits at once. */
  private readonly bulkPermits: Permits;
  /**
   * Redis writes of deliveries that did not start, which must land before the queues' connections
   * close: batch deliveries on their way back to the queue (each on its own), and their slots.
   */
  private readonly handingBack = new Set<Promise<unknown>>();
  /** LivePickup's claims in flight and its deliveries still running: the shutdown waits for them, as BullMQ does for its jobs. */
  private readonly picked = new Set<Promise<void>>();
  private readonly logger = new Logger(DeliveryRunner.name);

  constructor(
    private readonly deliveries: DeliveryService,
    private readonly slots: DestinationSlots,
    private readonly queue: DeliveryQueue,
    private readonly owners: DestinationOwners,
    private readonly rates: DestinationRates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.permits = new Permits(config.workerConcurrency);
    this.bulkPermits = new Permits(config.bulkConcurrency);
  }

  /**
   * Nothing new starts once the worker is stopping (a signal says so before any shutdown hook runs;
   * an app closed otherwise, at its first destroy hooks): deliveries waiting for a permit or a slot
   * get none, and go back to the queue.
   */
  stopTakingWork(): void {
    this.permits.close();
    this.bulkPermits.close();
    this.slots.close();
  }

  onModuleDestroy(): void {
    this.stopTakingWork();
  }

  /**
   * Picked-up deliveries end, and batch deliveries that did not start are in Redis, before the
   * queues' and the database's connections close (Nest closes them after this hook).
   */
  async beforeApplicationShutdown(): Promise<void> {
    while (this.picked.size > 0) await Promise.all(this.picked);
    await new Promise((resolve) => setImmediate(resolve)); // the refused deliveries reach queue.enqueue
    await Promise.all(this.handingBack);
  }

  /**
   * LivePickup's turn: waits for one of the worker's permits, takes every other free one, claims as
   * many live jobs in one statement (`pickUp`) and starts each under its permit. Answers whether
   * every permit found a job (more may wait); false once the worker is stopping.
   */
  async pickUp(pickUp: (limit: number) => Promise<Claimed[]>): Promise<boolean> {
    if (!(await this.permits.acquire())) return false;
    const held = 1 + this.permits.take(this.config.workerConcurrency - 1);
    const claiming = pickUp(held);
    const claimed = claiming.then(
      () => {},
      () => {},
    );
    this.picked.add(claimed);
    let claims: Claimed[] = [];
    try {
      claims = await claiming;
    } finally {
      for (let unused = claims.length; unused < held; unused++) this.permits.release();
      for (const claim of claims) this.track(this.runPicked(claim), claim);
      this.picked.delete(claimed);
    }
    return claims.length === held;
  }

  private track(running: Promise<void>, { job }: Claimed): void {
    const settled = running.catch((error: unknown) => {
      // The job stays in progress: once its lease runs out the outbox relay queues it again.
      this.logger.warn(`a picked-up delivery of job ${job.id} failed: ${(error as Error).message}`);
    });
    this.picked.add(settled);
    void settled.finally(() => this.picked.delete(settled));
  }

  /**
   * A picked-up delivery, under the permit it was claimed with. One that does not start (its
   * destination or organization full, its turn under the rate ahead, the worker stopping) is given
   * back and queued like any refused delivery: it is no longer live, so it goes through the queue.
   */
  private async runPicked(claim: Claimed): Promise<void> {
    const { id: deliveryJobId, destination_id: destinationId, attempt_count: attemptNumber } = claim.job;
    const lane = { bulk: false };
    const holder = bullJobId(deliveryJobId, attemptNumber);
    let notStarted: NotStarted | null;
    try {
      notStarted = await this.runUnderPermit(deliveryJobId, destinationId, holder, lane, 0, claim, true);
    } catch (error) {
      claim.release(); // its lease runs out, and the relay queues it again
      throw error;
    }
    if (notStarted === null) return;
    await this.handBack(this.deliveries.giveBack([claim]));
    await this.handBack(this.queue.enqueue([{ deliveryJobId, destinationId, attemptNumber, ...requeueOf(notStarted) }], lane));
  }

  /**
   * Every delivery of a batch, at once as far as permits allow; a bulk batch (one destination's
   * deliveries) runs at most DESTINATION_CONCURRENCY of them at a time, so they do not all wait for
   * its slots at once, and claims them ahead (claimsAhead). A bulk delivery lets the batch's next one
   * start once it is answered, its record still being written: the batch ends once every record is,
   * so the records in flight are bounded by the batches a worker runs at once (BULK_CONCURRENCY ÷
   * DESTINATION_CONCURRENCY of BULK_BATCH_SIZE deliveries). One whose destination is full (or that
   * has not started when the worker stops) is queued again on its own, its claim given back first.
   * Fails when any of them failed, once all are done: the relay then queues those again (their jobs
   * are still open).
   */
  async runBatch(deliveries: DeliverEventJobData[], lane: Lane): Promise<void> {
    const limit = lane.bulk ? this.config.destinationConcurrency : deliveries.length;
    const ahead = lane.bulk ? await this.claimsAhead(deliveries, limit) : null;
    const recording: Promise<void>[] = [];
    const detach = lane.bulk ? (record: Promise<void>) => void recording.push(record) : undefined;
    const results = await settleEach(deliveries, limit, async ({ deliveryJobId, destinationId, attemptNumber = 1, rateTurn }, index) => {
      const claim = ahead ? await ahead.get(index) : undefined;
      if (claim === null) return; // claimed ahead, and not due
      const notStarted = await this.run(
        deliveryJobId,
        destinationId,
        bullJobId(deliveryJobId, attemptNumber),
        lane,
        rateTurn,
        claim ?? null,
        detach,
      );
      if (notStarted === null) return;
      if (claim) await this.handBack(this.deliveries.giveBack([claim]));
      await this.handBack(this.queue.enqueue([{ deliveryJobId, destinationId, attemptNumber, ...requeueOf(notStarted) }], lane));
    });
    results.push(...(await Promise.allSettled(recording)));
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length > 0) {
      throw new Error(`${failed.length} of ${deliveries.length} deliveries failed, first: ${(failed[0].reason as Error).message}`);
    }
  }

  /**
   * A bulk batch (one destination's deliveries) claims a window of DESTINATION_CONCURRENCY ahead of
   * its deliveries (see ClaimsAhead); not when its destination has a delivery rate, whose turns are
   * taken before a claim.
   */
  private async claimsAhead(deliveries: DeliverEventJobData[], window: number): Promise<ClaimsAhead | null> {
    const destinationId = deliveries[0]?.destinationId;
    if (deliveries.some((delivery) => delivery.destinationId !== destinationId)) return null;
    if ((await this.owners.limitsOf(destinationId))?.ratePerSecond) return null;
    const lane = { bulk: true };
    return new ClaimsAhead(
      deliveries.map(({ deliveryJobId }) => deliveryJobId),
      window,
      (jobId) => this.deliveries.claim(jobId, lane),
    );
  }

  /**
   * One delivery under a permit and a slot of its destination and of its organization, in its turn
   * when the destination has a rate; null once done, or why it could not start (it was not claimed:
   * no attempt is counted). A delivery refused by the rate gives its slot and permit back at once
   * and goes back to the queue until its turn (`rateTurn`, which it hands in when it comes back). A delivery whose destination or
   * organization is full gives its permit back at once and waits for a slot (SLOT_WAIT_MS at most)
   * without one, so the worker's permits keep serving other destinations and organizations
   * meanwhile, and takes the next permit once it has the slot.
   */
  async run(
    deliveryJobId: string,
    destinationId: string,
    holder: string,
    lane: Lane,
    rateTurn = 0,
    claim: Claimed | null = null,
    detach?: (record: Promise<void>) => void,
  ): Promise<NotStarted | null> {
    if (!lane.bulk) return this.runUnderPermit(deliveryJobId, destinationId, holder, lane, rateTurn, claim);
    // A bulk delivery first takes one of the BULK_CONCURRENCY permits, held until it is done (or detached).
    if (!(await this.bulkPermits.acquire())) return { busy: true };
    try {
      return await this.runUnderPermit(deliveryJobId, destinationId, holder, lane, rateTurn, claim, false, detach);
    } finally {
      this.bulkPermits.release();
    }
  }

  /**
   * run, past the bulk permit; `permitHeld`: the caller took the worker's permit for it already.
   * With `detach`, the delivery ends once its request is answered, its permit given back: its record
   * goes on, and is handed to `detach` to await.
   */
  private async runUnderPermit(
    deliveryJobId: string,
    destinationId: string,
    holder: string,
    lane: Lane,
    rateTurn: number,
    claim: Claimed | null,
    permitHeld = false,
    detach?: (record: Promise<void>) => void,
  ): Promise<NotStarted | null> {
    const busy = { busy: true } as const;
    const background = lane.bulk;
    let limits;
    try {
      limits = await this.owners.limitsOf(destinationId);
    } catch (error) {
      if (permitHeld) this.permits.release();
      throw error;
    }
    const organizationId = limits?.organizationId ?? null;
    if (!permitHeld && !(await this.permits.acquire({ background }))) return busy;
    if (!(await this.slots.acquire(destinationId, holder, organizationId))) {
      this.permits.release();
      const handed = await this.slots.waitFor(destinationId, holder, SLOT_WAIT_MS, organizationId);
      metrics.destinationFull.inc({ outcome: handed ? 'waited' : 'requeued' });
      if (!handed) return busy;
      if (!(await this.permits.acquire({ first: true, background }))) {
        void this.handBack(this.slots.release(destinationId, holder, { organizationId }));
        return busy;
      }
    }
    if (limits?.ratePerSecond) {
      const decision = await this.rates.take(destinationId, organizationId, limits.ratePerSecond, rateTurn);
      if (!decision.go) {
        this.permits.release();
        await this.handBack(this.slots.release(destinationId, holder, { organizationId }));
        return { busy: false, turn: decision.turn, waitMs: decision.waitMs };
      }
    }
    // The slot bounds requests in flight to the destination: it goes back once the request is
    // answered, while the attempt is recorded (under the permit, unless detached).
    let released: Promise<void> | null = null;
    const releaseSlot = (outcome: DeliveryEnd) => (released ??= this.slots.release(destinationId, holder, { organizationId, outcome }));
    let permitReleased = false;
    const releasePermit = () => {
      if (!permitReleased) this.permits.release();
      permitReleased = true;
    };
    let markAnswered = () => {};
    const answeredAt = detach ? new Promise<void>((resolve) => (markAnswered = resolve)) : null;
    const answered = (status: AttemptStatus) => {
      releaseSlot(status === 'timeout' ? 'timeout' : 'other').catch(() => {}); // awaited below
      if (!detach) return;
      releasePermit();
      markAnswered();
    };
    const delivered = (async () => {
      try {
        await (claim ? this.deliveries.deliverClaimed(claim, lane, answered) : this.deliveries.deliver(deliveryJobId, lane, answered));
      } finally {
        releasePermit();
        await releaseSlot(null);
      }
    })();
    if (!detach || !answeredAt) await delivered;
    else {
      await Promise.race([answeredAt, delivered]); // a delivery that failed before its answer fails here
      detach(delivered);
    }
    return null;
  }

  private async handBack<T>(write: Promise<T>): Promise<T> {
    this.handingBack.add(write);
    try {
      return await write;
    } finally {
      this.handingBack.delete(write);
    }
  }
}

/** `work` on every item, at most `limit` at a time, in order; every outcome, like Promise.allSettled. */
async function settleEach<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
