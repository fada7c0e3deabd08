import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's record (`record_delivery_attempts`) and the status refresh it ends with
 * (`refresh_event_statuses`, also called on its own by retries, replays and bulk pages) run their
 * statements on generic plans. PL/pgSQL caches each statement's plan per connection, but with array
 * arguments PostgreSQL kept finding a custom plan cheaper than the generic one and planned the
 * statement again at about every other call: at 200 events/s, 1,099 plans of the record's main
 * statement and 1,553 of the refresh's in 3,422 records (pg_stat_statements with `track = all` and
 * `track_planning`), 0.25 ms of planning per record. Their generic plans are checked in the plans
 * test (docs/architecture.md, Data access).
 */
export class RecordGenericPlans1766600000000 implements MigrationInterface {
  name = 'RecordGenericPlans1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER FUNCTION record_delivery_attempts SET plan_cache_mode = force_generic_plan;
      ALTER FUNCTION refresh_event_statuses SET plan_cache_mode = force_generic_plan;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER FUNCTION record_delivery_attempts RESET plan_cache_mode;
      ALTER FUNCTION refresh_event_statuses RESET plan_cache_mode;
    `);
  }
}
