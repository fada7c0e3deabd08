import { Injectable } from '@nestjs/common';
import { SESSION_IDLE_HOURS } from '../../core/auth/credentials.service';
import { SqlExecutor } from '../../core/database/sql';

const BATCH = 1000;

export interface DeletedRows {
  sessions: number;
  idempotencyKeys: number;
  apiIdempotencyKeys: number;
}

/**
 * Deletes the rows nobody can use any more, which nothing else removes: sessions idle past their
 * timeout (refused at sign-in already) and Idempotency-Key records (ingest's and the API's) past their 24 hours. Each walks
 * its index on the expiry column, 1,000 rows per statement, so a large backlog never holds long
 * locks or one huge transaction.
 */
@Injectable()
export class ExpiredRowsService {
  constructor(private readonly sql: SqlExecutor) {}

  async deleteExpired(): Promise<DeletedRows> {
    return {
      sessions: await this.inBatches(
        `DELETE FROM sessions WHERE token_hash IN (
           SELECT token_hash FROM sessions WHERE last_seen_at <= now() - make_interval(hours => $1) LIMIT $2)`,
        [SESSION_IDLE_HOURS],
      ),
      idempotencyKeys: await this.inBatches(
        `DELETE FROM idempotency_keys WHERE (endpoint_id, key) IN (
           SELECT endpoint_id, key FROM idempotency_keys WHERE expires_at <= now() LIMIT $1)`,
        [],
      ),
      apiIdempotencyKeys: await this.inBatches(
        `DELETE FROM api_idempotency_keys WHERE (organization_id, key) IN (
           SELECT organization_id, key FROM api_idempotency_keys WHERE expires_at <= now() LIMIT $1)`,
        [],
      ),
    };
  }

  private async inBatches(text: string, values: unknown[]): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = (
        await this.sql.query<{ n: number }>(`WITH gone AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [...values, BATCH])
      ).rows[0].n;
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
