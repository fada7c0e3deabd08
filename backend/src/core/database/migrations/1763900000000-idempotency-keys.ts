import { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency-Key records of ingest: per endpoint, kept 24 h (docs/http.md, Ingest). */
export class IdempotencyKeys1763900000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        endpoint_id uuid NOT NULL REFERENCES endpoints(id) ON DELETE CASCADE,
        key text NOT NULL,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        payload_sha256 char(64) NOT NULL,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (endpoint_id, key)
      );
      CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
