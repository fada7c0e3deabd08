import { Injectable } from '@nestjs/common';
import { DeliveriesRepository } from './deliveries.repository';
import { MicroBatch } from './micro-batch';

/** Destinations remembered per worker; past it the oldest half is forgotten. */
const MAX_REMEMBERED = 50_000;

/**
 * The organization of each destination, for the per-organization cap of in-flight deliveries: a
 * queue entry carries only the delivery job's and the destination's ids. A destination never moves
 * to another organization, so the answer is kept for the worker's life; only a destination this
 * worker has not delivered to yet costs a query (concurrent ones share it).
 */
@Injectable()
export class DestinationOwners {
  private readonly known = new Map<string, string>();
  private readonly lookups = new MicroBatch<string, string | null>((ids) => this.lookUp(ids), { maxSize: 500, maxInFlight: 2 });

  constructor(private readonly repository: DeliveriesRepository) {}

  /** The destination's organization; null when the destination no longer exists or cannot be read now. */
  async organizationOf(destinationId: string): Promise<string | null> {
    const known = this.known.get(destinationId);
    if (known !== undefined) return known;
    try {
      return await this.lookups.submit(destinationId);
    } catch {
      return null; // the delivery's claim will meet the same database trouble, and say so
    }
  }

  private async lookUp(ids: string[]): Promise<(string | null)[]> {
    const rows = await this.repository.organizationsOfDestinationsAcrossOrganizations(ids);
    if (this.known.size + rows.length > MAX_REMEMBERED) {
      let forget = this.known.size / 2;
      for (const id of this.known.keys()) {
        if (forget-- <= 0) break;
        this.known.delete(id);
      }
    }
    for (const row of rows) this.known.set(row.id, row.organization_id);
    return ids.map((id) => this.known.get(id) ?? null);
  }
}
