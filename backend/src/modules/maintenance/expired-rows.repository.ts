import { Injectable } from '@nestjs/common';
import { SESSION_IDLE_HOURS } from '../../core/auth/credentials.repository';
import { SqlExecutor } from '../../core/database/sql';

/**
 * The statements of the expired-rows cleanup. Maintenance, across every organization: each deletes
 * at most `limit` rows along the index of its expiry column and answers how many it deleted.
 */
@Injectable()
export class ExpiredRowsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Across organizations: sessions idle past their timeout. */
  deleteIdleSessionsOfAllOrganizations(limit: number): Promise<number> {
    return this.deleteCounted(
      `DELETE FROM sessions WHERE token_hash IN (
         SELECT token_hash FROM sessions WHERE last_seen_at <= now() - make_interval(hours => $1) LIMIT $2)`,
      [SESSION_IDLE_HOURS, limit],
    );
  }

  /** Across organizations: Idempotency-Key records past their 24 hours. */
  deleteExpiredIdempotencyKeysOfAllOrganizations(limit: number): Promise<number> {
    return this.deleteCounted(
      `DELETE FROM idempotency_keys WHERE (endpoint_id, key) IN (
         SELECT endpoint_id, key FROM idempotency_keys WHERE expires_at <= now() LIMIT $1)`,
      [limit],
    );
  }

  /** Across organizations: the API's Idempotency-Key records past their 24 hours. */
  deleteExpiredApiIdempotencyKeysOfAllOrganizations(limit: number): Promise<number> {
    return this.deleteCounted(
      `DELETE FROM api_idempotency_keys WHERE (organization_id, key) IN (
         SELECT organization_id, key FROM api_idempotency_keys WHERE expires_at <= now() LIMIT $1)`,
      [limit],
    );
  }

  /** Across organizations: destinations' previous signing secrets past their overlap (the claim stopped signing with them then). */
  dropExpiredPreviousSecretsOfAllOrganizations(): Promise<number> {
    return this.deleteCounted(
      `UPDATE destinations SET previous_secret_key_id = NULL, previous_secret_ciphertext = NULL, previous_secret_expires_at = NULL
        WHERE previous_secret_expires_at <= now()`,
      [],
    );
  }

  private async deleteCounted(text: string, values: unknown[]): Promise<number> {
    const { rows } = await this.sql.query<{ n: number }>(`WITH gone AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM gone`, values);
    return rows[0].n;
  }
}
