import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broker destinations (docs/http.md, Broker destinations): types `amqp`, `nats` and `mqtt` beside
 * `http` and `listener`. Every type but listener has a URL; a broker's type fields (exchange and
 * routing key, subject or topic) are kept in `broker`, and the user-info of its URL sealed in
 * `credentials_ciphertext` (the URL column keeps at most the user name). New nullable columns
 * without a default (no rewrite); the checks are swapped NOT VALID (no scan), under a brief
 * ACCESS EXCLUSIVE lock on destinations.
 */
export class BrokerDestinations1766000000000 implements MigrationInterface {
  name = 'BrokerDestinations1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations
        ADD COLUMN broker jsonb,
        ADD COLUMN credentials_key_id text,
        ADD COLUMN credentials_ciphertext bytea,
        DROP CONSTRAINT destinations_type_check,
        DROP CONSTRAINT destinations_url_by_type_check,
        ADD CONSTRAINT destinations_type_check CHECK (type IN ('http', 'listener', 'amqp', 'nats', 'mqtt')) NOT VALID,
        ADD CONSTRAINT destinations_url_by_type_check CHECK ((type = 'listener') = (url IS NULL)) NOT VALID,
        ADD CONSTRAINT destinations_broker_by_type_check CHECK ((type IN ('amqp', 'nats', 'mqtt')) = (broker IS NOT NULL)) NOT VALID;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE destinations SET type = 'http', url = 'http://broker.invalid/', active = false, disabled_reason = 'manual'
       WHERE type IN ('amqp', 'nats', 'mqtt');
      ALTER TABLE destinations
        DROP CONSTRAINT destinations_broker_by_type_check,
        DROP CONSTRAINT destinations_url_by_type_check,
        DROP CONSTRAINT destinations_type_check,
        ADD CONSTRAINT destinations_type_check CHECK (type IN ('http', 'listener')),
        ADD CONSTRAINT destinations_url_by_type_check CHECK ((type = 'http') = (url IS NOT NULL)) NOT VALID,
        DROP COLUMN credentials_ciphertext,
        DROP COLUMN credentials_key_id,
        DROP COLUMN broker;
    `);
  }
}
