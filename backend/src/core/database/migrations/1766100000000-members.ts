import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members and invitations (issue #31 §1–2). A person (one `users` row, one e-mail) may belong to
 * several organizations, each with a role: `memberships` replaces `users.organization_id`, and
 * every existing user becomes the owner of its organization. A session stays in one organization
 * (the one signed in or switched to) and now references its membership, so removing a member
 * deletes their sessions there in the same statement. `invitations` keep only their token's SHA-256.
 *
 * Locks: `users` and `sessions` are the small tables of people (not of events); the copy, the new
 * foreign key's validation and the dropped column hold their ACCESS EXCLUSIVE locks for
 * milliseconds. No table of events or deliveries is touched.
 */
export class Members1766100000000 implements MigrationInterface {
  name = 'Members1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE memberships (
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz,
        CONSTRAINT memberships_pkey PRIMARY KEY (organization_id, user_id),
        CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'admin', 'developer', 'viewer'))
      );
      CREATE INDEX memberships_user_idx ON memberships (user_id);

      INSERT INTO memberships (organization_id, user_id, role, joined_at, last_seen_at)
        SELECT u.organization_id, u.id, 'owner', u.created_at, (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id)
          FROM users u;

      DELETE FROM sessions s
       WHERE NOT EXISTS (SELECT 1 FROM memberships m WHERE m.organization_id = s.organization_id AND m.user_id = s.user_id);
      ALTER TABLE sessions ADD CONSTRAINT sessions_membership_fkey FOREIGN KEY (organization_id, user_id)
        REFERENCES memberships (organization_id, user_id) ON DELETE CASCADE;
      CREATE INDEX sessions_organization_user_idx ON sessions (organization_id, user_id);

      ALTER TABLE users ADD COLUMN name text;
      ALTER TABLE users DROP COLUMN organization_id;

      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL,
        token_hash bytea NOT NULL,
        invited_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        CONSTRAINT invitations_role_check CHECK (role IN ('owner', 'admin', 'developer', 'viewer'))
      );
      CREATE UNIQUE INDEX invitations_token_hash_key ON invitations (token_hash);
      -- One pending invitation per e-mail and organization: inviting again replaces it.
      CREATE UNIQUE INDEX invitations_pending_email_key ON invitations (organization_id, lower(email)) WHERE accepted_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE invitations;
      ALTER TABLE users ADD COLUMN organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE;
      -- Each person goes back to one organization: the oldest they own (else the oldest they joined).
      UPDATE users u SET organization_id = (
        SELECT m.organization_id FROM memberships m WHERE m.user_id = u.id
         ORDER BY m.role = 'owner' DESC, m.joined_at, m.organization_id LIMIT 1
      );
      DELETE FROM users WHERE organization_id IS NULL;
      DELETE FROM sessions s USING users u WHERE u.id = s.user_id AND u.organization_id <> s.organization_id;
      ALTER TABLE users ALTER COLUMN organization_id SET NOT NULL, DROP COLUMN name;
      CREATE INDEX users_organization_idx ON users (organization_id);
      DROP INDEX sessions_organization_user_idx;
      ALTER TABLE sessions DROP CONSTRAINT sessions_membership_fkey;
      DROP TABLE memberships;
    `);
  }
}
