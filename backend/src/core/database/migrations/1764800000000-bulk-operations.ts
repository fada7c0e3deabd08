import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk retry and replay by filter (modules/operations): one row per operation, with its progress
 * checkpoint (the keyset cursor of the last event handled, advanced in the same transaction as that
 * page's jobs), and the Idempotency-Key records of the API's POSTs that create them, kept 24 h.
 */
export class BulkOperations1764800000000 implements MigrationInterface {
  name = 'BulkOperations1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE bulk_operations (
        id text PRIMARY KEY CHECK (id ~ '^op_[0-9A-HJKMNP-TV-Z]{26}$'),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('retry', 'replay')),
        status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        filters jsonb NOT NULL,
        matched integer NOT NULL CHECK (matched >= 0),
        processed integer NOT NULL DEFAULT 0,
        jobs_created integer NOT NULL DEFAULT 0,
        created_by_kind text NOT NULL CHECK (created_by_kind IN ('user', 'api_key')),
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by_api_key_id uuid REFERENCES api_keys(id) ON DELETE SET NULL,
        snapshot_at timestamptz NOT NULL,
        cursor_received_at timestamptz NOT NULL,
        cursor_event_id uuid NOT NULL,
        error_message text,
        created_at timestamptz NOT NULL,
        started_at timestamptz,
        finished_at timestamptz,
        heartbeat_at timestamptz
      );
      CREATE INDEX bulk_operations_org_created_idx ON bulk_operations (organization_id, created_at DESC, id DESC);
      CREATE INDEX bulk_operations_open_idx ON bulk_operations (heartbeat_at) WHERE status IN ('queued', 'running');

      CREATE TABLE api_idempotency_keys (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_sha256 char(64) NOT NULL,
        operation_id text NOT NULL REFERENCES bulk_operations(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (organization_id, key)
      );
      CREATE INDEX api_idempotency_keys_expires_idx ON api_idempotency_keys (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE api_idempotency_keys; DROP TABLE bulk_operations`);
  }
}
