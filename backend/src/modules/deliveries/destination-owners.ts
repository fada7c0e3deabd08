import { Injectable } from '@nestjs/common';
import { DeliveriesRepository } from './deliveries.repository';
import { MicroBatch } from '../../core/concurrency/micro-batch';

/** Destinations remembered per worker; past it the oldest half is forgotten. */
const MAX_REMEMBERED = 50_000;

/** How long a destination's rate is trusted before it is read again (a PATCH takes effect within it). */
const RATE_FRESH_MS = 5_000;

/** What the runner needs of a destination before its claim. */
export interface DestinationLimits {
  organizationId: string;
  ratePerSecond: number | null;
}

/**
 * The organization of each destination, for the per-organization cap of in-flight deliveries, and
 * its delivery rate: a queue entry carries only the delivery job's and the destination's ids. A
 * destination never moves to another organization, but its rate may change: each is read again
 * once RATE_FRESH_MS old, so a destination costs one query per worker every 5 s at most
 * (concurrent ones share it).
 */
@Injectable()
export class DestinationOwners {
  private readonly known = new Map<string, DestinationLimits & { readAt: number }>();
  private readonly lookups = new MicroBatch<string, DestinationLimits | null>((ids) => this.lookUp(ids), { maxSize: 500, maxInFlight: 2 });

  constructor(private readonly repository: DeliveriesRepository) {}

  /** The destination's organization and rate; null when the destination no longer exists or cannot be read now. */
  async limitsOf(destinationId: string): Promise<DestinationLimits | null> {
    const known = this.known.get(destinationId);
    if (known !== undefined && Date.now() - known.readAt < RATE_FRESH_MS) return known;
    try {
      return await this.lookups.submit(destinationId);
    } catch {
      return known ?? null; // the delivery's claim will meet the same database trouble, and say so
    }
  }

  private async lookUp(ids: string[]): Promise<(DestinationLimits | null)[]> {
    const rows = await this.repository.organizationsOfDestinationsAcrossOrganizations(ids);
    if (this.known.size + rows.length > MAX_REMEMBERED) {
      let forget = this.known.size / 2;
      for (const id of this.known.keys()) {
        if (forget-- <= 0) break;
        this.known.delete(id);
      }
    }
    const readAt = Date.now();
    for (const row of rows) {
      this.known.delete(row.id); // re-inserted last: the oldest reads are forgotten first
      this.known.set(row.id, { organizationId: row.organization_id, ratePerSecond: row.rate_limit_per_second, readAt });
    }
    return ids.map((id) => this.known.get(id) ?? null);
  }
}
