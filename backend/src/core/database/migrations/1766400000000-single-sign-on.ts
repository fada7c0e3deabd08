import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on through OpenID Connect, one connection per organization (issue #31 §3; docs/http.md,
 * Single sign-on):
 * - sso_connections: the issuer, the client id, the client secret sealed under the key ring (bound
 *   to the organization), the role people created at their first sign-in get, and `enforce`
 *   (password sign-in refused to everyone but owners);
 * - sso_domains: the e-mail domains a connection claims, lower case; the primary key keeps a domain
 *   to one organization;
 * - memberships.sso_signed_in_at: the last sign-in through the organization's single sign-on (the
 *   members list's `sso`);
 * - sessions.sso: the session was opened through single sign-on, so it stays in its organization and
 *   cannot change the account's password or two-factor (docs/http.md, Single sign-on).
 *
 * Locks: two new, empty tables; memberships gains a nullable column without a default (no rewrite,
 * a brief ACCESS EXCLUSIVE lock); sessions gains a column with a constant default (no rewrite since PostgreSQL 11).
 */
export class SingleSignOn1766400000000 implements MigrationInterface {
  name = 'SingleSignOn1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sso_connections (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        issuer_url text NOT NULL,
        client_id text NOT NULL,
        client_secret_key_id text NOT NULL,
        client_secret_ciphertext bytea NOT NULL,
        default_role text NOT NULL,
        enforce boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sso_connections_pkey PRIMARY KEY (organization_id),
        CONSTRAINT sso_connections_default_role_check CHECK (default_role IN ('admin', 'developer', 'viewer'))
      );

      CREATE TABLE sso_domains (
        domain text NOT NULL,
        organization_id uuid NOT NULL REFERENCES sso_connections(organization_id) ON DELETE CASCADE,
        CONSTRAINT sso_domains_pkey PRIMARY KEY (domain),
        CONSTRAINT sso_domains_lower_check CHECK (domain = lower(domain))
      );
      CREATE INDEX sso_domains_organization_idx ON sso_domains (organization_id);

      ALTER TABLE memberships ADD COLUMN sso_signed_in_at timestamptz;
      ALTER TABLE sessions ADD COLUMN sso boolean NOT NULL DEFAULT false;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE sessions DROP COLUMN sso;
      ALTER TABLE memberships DROP COLUMN sso_signed_in_at;
      DROP TABLE sso_domains;
      DROP TABLE sso_connections;
    `);
  }
}
