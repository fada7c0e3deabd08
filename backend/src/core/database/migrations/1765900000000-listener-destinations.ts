import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listener destinations (docs/cli.md, `hookyard listen`): a destination's `type`, `http` (every
 * destination so far) or `listener` (no URL: its deliveries go down the stream a CLI holds open).
 * The column has a constant default (no rewrite); the URL becomes optional, and required exactly
 * for http destinations by a check added NOT VALID (every row there has one).
 */
export class ListenerDestinations1765900000000 implements MigrationInterface {
  name = 'ListenerDestinations1765900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations
        ADD COLUMN type text NOT NULL DEFAULT 'http' CONSTRAINT destinations_type_check CHECK (type IN ('http', 'listener')),
        ALTER COLUMN url DROP NOT NULL,
        ADD CONSTRAINT destinations_url_by_type_check CHECK ((type = 'http') = (url IS NOT NULL)) NOT VALID;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE destinations SET url = 'http://listener.invalid/', active = false, disabled_reason = 'manual' WHERE type = 'listener';
      ALTER TABLE destinations DROP CONSTRAINT destinations_url_by_type_check, ALTER COLUMN url SET NOT NULL, DROP COLUMN type;
    `);
  }
}
