import type { Claimed } from './delivery.service';

/**
 * The claims of a bulk batch's deliveries, made a window ahead of the deliveries running: asking for
 * delivery i's claim also claims the rest of i's window and the whole next window (in one statement,
 * through the lane's claims), so each delivery that gets its destination's slot finds its job already
 * claimed, and the slot is held for the request alone. Before, each slot was held through its
 * delivery's claim, which waited for the lane's claim statement in flight.
 */
export class ClaimsAhead {
  private readonly claims: Promise<Claimed | null>[] = [];

  constructor(
    private readonly jobIds: string[],
    private readonly window: number,
    private readonly claim: (jobId: string) => Promise<Claimed | null>,
  ) {}

  /** Delivery `index`'s claim: null when its job is not due. */
  get(index: number): Promise<Claimed | null> {
    const upTo = Math.min(this.jobIds.length, (Math.floor(index / this.window) + 2) * this.window);
    for (let next = this.claims.length; next < upTo; next++) {
      const claim = this.claim(this.jobIds[next]);
      claim.catch(() => {}); // a claim that failed fails its own delivery when it gets there, not the process before
      this.claims.push(claim);
    }
    return this.claims[index];
  }
}
