import { Injectable } from '@nestjs/common';
import { ExpiredRowsRepository } from './expired-rows.repository';

const BATCH = 1000;

export interface DeletedRows {
  sessions: number;
  idempotencyKeys: number;
  apiIdempotencyKeys: number;
  previousSecrets: number;
}

/**
 * Deletes the rows nobody can use any more, which nothing else removes: sessions idle past their
 * timeout (refused at sign-in already), Idempotency-Key records (ingest's and the API's) past their 24 hours, and
 * destinations' previous signing secrets past their overlap. Each walks
 * its index on the expiry column, 1,000 rows per statement, so a large backlog never holds long
 * locks or one huge transaction.
 */
@Injectable()
export class ExpiredRowsService {
  constructor(private readonly repository: ExpiredRowsRepository) {}

  async deleteExpired(): Promise<DeletedRows> {
    return {
      sessions: await inBatches((limit) => this.repository.deleteIdleSessionsOfAllOrganizations(limit)),
      idempotencyKeys: await inBatches((limit) => this.repository.deleteExpiredIdempotencyKeysOfAllOrganizations(limit)),
      apiIdempotencyKeys: await inBatches((limit) => this.repository.deleteExpiredApiIdempotencyKeysOfAllOrganizations(limit)),
      previousSecrets: await this.repository.dropExpiredPreviousSecretsOfAllOrganizations(),
    };
  }
}

/** Runs `deleteSome` until a batch comes back short; the rows deleted in all. */
async function inBatches(deleteSome: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteSome(BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
