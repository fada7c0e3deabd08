import { Logger } from '@nestjs/common';

/**
 * The leases of the jobs this worker has claimed. A claim leases its job for DELIVERY_LEASE_MS,
 * whatever the destination's timeout; every third of that, the jobs still held that were claimed
 * before the previous renewal are leased again, all in one statement (none when every delivery is
 * quicker than that, as most are). A worker that dies stops renewing: its jobs are free
 * DELIVERY_LEASE_MS later at most, and the outbox relay queues them again.
 */
export class Leases {
  private readonly logger = new Logger(Leases.name);
  /** Job id → when this worker claimed it (ms since the epoch). */
  private readonly held = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;
  private closing = false;

  constructor(
    private readonly leaseMs: number,
    private readonly renew: (jobIds: string[]) => Promise<void>,
  ) {
    this.timer = setInterval(() => void this.tick(), leaseMs / 3);
    this.timer.unref();
  }

  /** Keeps the job's lease until the returned function is called. */
  hold(jobId: string): () => void {
    this.held.set(jobId, Date.now());
    return () => {
      this.held.delete(jobId);
      if (this.closing && this.held.size === 0) clearInterval(this.timer);
    };
  }

  /** Renews the leases of the jobs held for longer than a third of a lease. */
  tick(): Promise<void> {
    this.renewing ??= this.renewOld().finally(() => (this.renewing = null));
    return this.renewing;
  }

  /** Stops renewing once the jobs still held are released (at once when none is). */
  close(): void {
    this.closing = true;
    if (this.held.size === 0) clearInterval(this.timer);
  }

  private async renewOld(): Promise<void> {
    const claimedBefore = Date.now() - this.leaseMs / 3;
    const old = [...this.held].filter(([, claimedAt]) => claimedAt <= claimedBefore).map(([id]) => id);
    if (old.length === 0) return;
    try {
      await this.renew(old);
    } catch (error) {
      // the next tick tries again, within the lease
      this.logger.warn(`could not renew ${old.length} lease(s): ${(error as Error).message}`);
    }
  }
}
