import { MigrationInterface, QueryRunner } from 'typeorm';

const LATENCY_COLUMNS = Array.from({ length: 12 }, (_, i) => `latency_${i} int NOT NULL DEFAULT 0`).join(',\n        ');

function statsTable(name: string): string {
  return `
      CREATE TABLE ${name} (
        organization_id uuid NOT NULL,
        project_id uuid NOT NULL,
        endpoint_id uuid NOT NULL,
        destination_id uuid NOT NULL,
        bucket timestamptz NOT NULL,
        received int NOT NULL DEFAULT 0,
        delivered int NOT NULL DEFAULT 0,
        failed_attempts int NOT NULL DEFAULT 0,
        dead_lettered int NOT NULL DEFAULT 0,
        rate_limited int NOT NULL DEFAULT 0,
        ${LATENCY_COLUMNS},
        CONSTRAINT ${name}_pkey PRIMARY KEY (organization_id, bucket, endpoint_id, destination_id)
      );
      CREATE INDEX ${name}_bucket_idx ON ${name} (bucket);`;
}

/**
 * Delivery statistics kept as they happen (issue #17), and what destination health needs.
 *
 * - `stats_minutes` and `stats_hours`: per organization, endpoint, destination and minute (hour):
 *   events received, attempts succeeded and failed, deliveries dead-lettered, ingests refused by the
 *   rate limit and a latency
 *   histogram (latency_0 … latency_11, the buckets of LATENCY_BOUNDS_MS). A row with the nil
 *   destination id is the endpoint's own (what was received). Both are written by the same flush,
 *   so the hour rows are the minute rows rolled up; minute rows are kept 48 hours, hour rows 90 days.
 * - `destination_health`: per destination, its last success and failure and its current run of
 *   failures (how many, since when) and its last error, for health, recovery and auto-disable.
 * - destinations may be disabled for `failing`.
 */
export class DeliveryStatistics1765000000000 implements MigrationInterface {
  name = 'DeliveryStatistics1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ${statsTable('stats_minutes')}
      ${statsTable('stats_hours')}
      CREATE TABLE destination_health (
        destination_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        last_success_at timestamptz,
        last_failure_at timestamptz,
        consecutive_failures int NOT NULL DEFAULT 0,
        failing_since timestamptz,
        last_error text,
        CONSTRAINT destination_health_pkey PRIMARY KEY (destination_id),
        CONSTRAINT destination_health_destination_fkey FOREIGN KEY (destination_id) REFERENCES destinations (id) ON DELETE CASCADE
      );
      ALTER TABLE destinations DROP CONSTRAINT destinations_disabled_reason_check;
      ALTER TABLE destinations ADD CONSTRAINT destinations_disabled_reason_check CHECK (disabled_reason IN ('manual', 'gone', 'failing'));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE destinations SET disabled_reason = 'manual' WHERE disabled_reason = 'failing';
      ALTER TABLE destinations DROP CONSTRAINT destinations_disabled_reason_check;
      ALTER TABLE destinations ADD CONSTRAINT destinations_disabled_reason_check CHECK (disabled_reason IN ('manual', 'gone'));
      DROP TABLE destination_health;
      DROP TABLE stats_hours;
      DROP TABLE stats_minutes;
    `);
  }
}
