import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's record (`record_delivery_attempts`) and the status refresh it ends with
 * (`refresh_event_statuses`, also called on its own by retries, replays and bulk pages) run their
 * statements on generic plans. PL/pgSQL caches each statement's plan per connection, but with array
 * arguments PostgreSQL weighs a custom plan against the generic one at every call, and in
 * `bench:bulk` it settled on planning them anew: 6,400–6,800 plans of each of the three in about
 * 8,200 records, 3.6 s of planning per run (pg_stat_statements with `track = all` and
 * `track_planning`). Forced, the record's statements took 18–25 % less of PostgreSQL's time there
 * and no more in `bench:delivery`'s burst and steady phases; their generic plans are the ones the
 * plans test reads (docs/architecture.md, Data access).
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
