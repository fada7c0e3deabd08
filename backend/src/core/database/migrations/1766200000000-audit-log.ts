import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (issue #31 §5): one row per change, written in the change's own transaction by
 * `core/audit/audit-trail.repository.ts`. Append-only: a trigger refuses every UPDATE, TRUNCATE
 * and DELETE, except a DELETE in a transaction that set `SET LOCAL hookyard.audit_retention = 'on'`
 * (the retention job, and an operator deleting an organization on purpose: its entries cascade).
 * A new, empty table: nothing is locked but the new table itself.
 *
 * The indexes serve the list (newest first, keyset on at and id) and its filters: the whole log, a
 * target, an actor, an action or a prefix of actions (text_pattern_ops), each walked in the list's
 * order; retention walks the first by organization.
 */
export class AuditLog1766200000000 implements MigrationInterface {
  name = 'AuditLog1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_log (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        at timestamptz NOT NULL DEFAULT now(),
        actor_type text NOT NULL CHECK (actor_type IN ('user', 'api_key', 'system')),
        actor_id uuid,
        actor_label text,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        target_label text,
        ip text,
        user_agent text,
        changes jsonb,
        PRIMARY KEY (organization_id, id),
        CHECK (actor_type <> 'system' OR (actor_id IS NULL AND actor_label IS NULL))
      );
      CREATE INDEX audit_log_org_at_idx ON audit_log (organization_id, at DESC, id DESC);
      CREATE INDEX audit_log_org_target_idx ON audit_log (organization_id, target_type, target_id, at DESC, id DESC);
      CREATE INDEX audit_log_org_actor_idx ON audit_log (organization_id, actor_id, at DESC, id DESC);
      CREATE INDEX audit_log_org_action_idx ON audit_log (organization_id, action text_pattern_ops, at DESC, id DESC);

      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('hookyard.audit_retention', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
          USING HINT = 'only retention deletes entries, in a transaction with SET LOCAL hookyard.audit_retention = ''on''';
      END $$;
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_log; DROP FUNCTION audit_log_append_only()`);
  }
}
