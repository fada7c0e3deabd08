import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sender verification per endpoint (issue #19): the provider type, its non-secret settings, the
 * secrets sealed together under the key ring (bound to the endpoint by AAD) and, in clear, what may
 * be shown of them (id, hint, created_at). One row per endpoint that verifies its senders.
 */
export class EndpointVerifications1764900000000 implements MigrationInterface {
  name = 'EndpointVerifications1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE endpoint_verifications (
        endpoint_id uuid PRIMARY KEY REFERENCES endpoints (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('stripe', 'github', 'shopify', 'slack', 'standard_webhooks', 'twilio', 'hmac', 'basic_auth', 'header_token')),
        settings jsonb NOT NULL DEFAULT '{}',
        secret_hints jsonb NOT NULL DEFAULT '[]',
        secrets_key_id text NOT NULL,
        secrets_ciphertext bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX endpoint_verifications_organization_idx ON endpoint_verifications (organization_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE endpoint_verifications`);
  }
}
