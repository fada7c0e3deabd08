import { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole data model of docs/architecture.md. Every table carries organization_id. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE users (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE INDEX users_organization_idx ON users (organization_id);

      CREATE TABLE sessions (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id);
      CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);

      CREATE TABLE projects (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX projects_organization_idx ON projects (organization_id, created_at);

      CREATE TABLE endpoints (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        name text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        token_hash bytea NOT NULL,
        token_prefix text NOT NULL,
        rate_limit_per_second integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        token_rotated_at timestamptz
      );
      CREATE UNIQUE INDEX endpoints_token_hash_key ON endpoints (token_hash);
      CREATE INDEX endpoints_organization_idx ON endpoints (organization_id, project_id, created_at);

      CREATE TABLE destinations (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES endpoints(id) ON DELETE CASCADE,
        name text NOT NULL,
        url text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        disabled_reason text,
        timeout_ms integer NOT NULL DEFAULT 15000,
        secret_key_id text NOT NULL,
        secret_ciphertext bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT destinations_disabled_reason_check CHECK (disabled_reason IN ('manual', 'gone'))
      );
      CREATE INDEX destinations_endpoint_idx ON destinations (endpoint_id) WHERE deleted_at IS NULL;
      CREATE INDEX destinations_organization_idx ON destinations (organization_id);

      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL,
        key_hash bytea NOT NULL,
        prefix text NOT NULL,
        scopes text[] NOT NULL,
        status text NOT NULL DEFAULT 'active',
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT api_keys_status_check CHECK (status IN ('active', 'revoked'))
      );
      CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys (key_hash);
      CREATE INDEX api_keys_organization_idx ON api_keys (organization_id, created_at);

      CREATE TABLE events (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES endpoints(id) ON DELETE CASCADE,
        event_id text NOT NULL,
        status text NOT NULL,
        payload_sha256 char(64) NOT NULL,
        payload_size_bytes integer NOT NULL,
        content_type text,
        idempotency_key text,
        received_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_status_check CHECK (status IN
          ('received', 'queued', 'delivered', 'failed', 'retry_scheduled', 'dead_lettered', 'replayed', 'archived'))
      );
      CREATE UNIQUE INDEX events_event_id_key ON events (event_id);
      CREATE INDEX events_org_received_idx ON events (organization_id, received_at DESC, id DESC);
      CREATE INDEX events_org_status_received_idx ON events (organization_id, status, received_at DESC, id DESC);
      CREATE INDEX events_org_endpoint_received_idx ON events (organization_id, endpoint_id, received_at DESC, id DESC);
      CREATE INDEX events_org_project_received_idx ON events (organization_id, project_id, received_at DESC, id DESC);
      CREATE INDEX events_org_payload_hash_idx ON events (organization_id, payload_sha256);
      CREATE INDEX events_endpoint_idempotency_idx ON events (endpoint_id, idempotency_key, received_at DESC)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX events_queued_idx ON events (received_at) WHERE status = 'queued';

      CREATE TABLE event_payloads (
        event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        body_ciphertext bytea NOT NULL,
        headers_ciphertext bytea NOT NULL
      );

      CREATE TABLE delivery_jobs (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        destination_id uuid NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending',
        trigger text NOT NULL DEFAULT 'ingest',
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        lease_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT delivery_jobs_status_check CHECK (status IN
          ('pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled')),
        CONSTRAINT delivery_jobs_trigger_check CHECK (trigger IN ('ingest', 'replay', 'retry'))
      );
      CREATE INDEX delivery_jobs_event_idx ON delivery_jobs (event_id, destination_id, created_at DESC);
      CREATE INDEX delivery_jobs_destination_idx ON delivery_jobs (destination_id, status);
      CREATE INDEX delivery_jobs_org_destination_idx ON delivery_jobs (organization_id, destination_id, event_id);
      CREATE INDEX delivery_jobs_relay_idx ON delivery_jobs (updated_at)
        WHERE status IN ('pending', 'retry_scheduled', 'in_progress');

      CREATE TABLE delivery_attempts (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES delivery_jobs(id) ON DELETE CASCADE,
        destination_id uuid NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
        attempt_number integer NOT NULL,
        status text NOT NULL,
        response_status integer,
        duration_ms integer NOT NULL,
        error_message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT delivery_attempts_status_check CHECK (status IN ('success', 'failed', 'timeout', 'error'))
      );
      CREATE INDEX delivery_attempts_event_idx ON delivery_attempts (event_id, created_at);
      CREATE INDEX delivery_attempts_org_response_status_idx ON delivery_attempts (organization_id, response_status, event_id);

      CREATE TABLE dead_letters (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        job_id uuid REFERENCES delivery_jobs(id) ON DELETE CASCADE,
        destination_id uuid REFERENCES destinations(id) ON DELETE CASCADE,
        reason text NOT NULL,
        error_message text,
        attempt_count integer NOT NULL DEFAULT 0,
        dead_lettered_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT dead_letters_reason_check CHECK (reason IN
          ('max_attempts_exhausted', 'no_active_destinations', 'destination_disabled'))
      );
      CREATE INDEX dead_letters_event_idx ON dead_letters (event_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE dead_letters, delivery_attempts, delivery_jobs, event_payloads, events, api_keys,
        destinations, endpoints, projects, sessions, users, organizations;
    `);
  }
}
