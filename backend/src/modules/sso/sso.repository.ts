import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import type { Role } from '../../core/auth/roles';
import type { Sealed } from '../../core/crypto/key-ring';
import { SqlExecutor, SqlRunner, violated } from '../../core/database/sql';
import { insertMembership, insertPerson, USERS_EMAIL_KEY } from '../auth/accounts.repository';

/** An organization's single sign-on connection as stored: the client secret sealed. */
export interface SsoConnectionRow {
  organization_id: string;
  issuer_url: string;
  client_id: string;
  client_secret_key_id: string;
  client_secret_ciphertext: Buffer;
  default_role: Exclude<Role, 'owner'>;
  enforce: boolean;
  email_domains: string[];
  updated_at: Date;
}

/** What a `PUT` stores; `clientSecret` null keeps the one stored. */
export interface SsoConnectionChange {
  issuerUrl: string;
  clientId: string;
  clientSecret: Sealed | null;
  defaultRole: Exclude<Role, 'owner'>;
  enforce: boolean;
  emailDomains: string[];
}

/** The unique key that keeps an e-mail domain to one organization (a concurrent claim of the same domain fails on it). */
export const SSO_DOMAINS_KEY = 'sso_domains_pkey';

/** Domains of a `PUT` that another organization claims already: the transaction rolls back. */
export class SsoDomainsTaken extends Error {
  constructor(readonly domains: string[]) {
    super(`e-mail domains of another organization: ${domains.join(', ')}`);
  }
}

const CONNECTION = `SELECT c.organization_id, c.issuer_url, c.client_id, c.client_secret_key_id, c.client_secret_ciphertext,
                          c.default_role, c.enforce, c.updated_at,
                          ARRAY(SELECT d.domain FROM sso_domains d WHERE d.organization_id = c.organization_id ORDER BY d.domain) AS email_domains
                     FROM sso_connections c`;

/** The statements of single sign-on: the connections, their domains, and the people it signs in. */
@Injectable()
export class SsoRepository {
  constructor(private readonly sql: SqlExecutor) {}

  async find(organizationId: string): Promise<SsoConnectionRow | undefined> {
    const { rows } = await this.sql.query<SsoConnectionRow>(`${CONNECTION} WHERE c.organization_id = $1`, [organizationId]);
    return rows[0];
  }

  /** Before any organization is known: the connection that claims the e-mail domain `domain` (lower case). */
  async connectionForSignIn(domain: string): Promise<SsoConnectionRow | undefined> {
    const { rows } = await this.sql.query<SsoConnectionRow>(
      `${CONNECTION} WHERE c.organization_id = (SELECT organization_id FROM sso_domains WHERE domain = $1)`,
      [domain],
    );
    return rows[0];
  }

  /**
   * Creates (`change.clientSecret` required then) or replaces the connection and its domains, the row read locked first so `record` (same
   * transaction) sees it as it was (undefined: none) and as it is. A domain another organization
   * claims fails on `SSO_DOMAINS_KEY`.
   */
  save(
    organizationId: string,
    change: SsoConnectionChange,
    record: AuditRecording<{ before: SsoConnectionRow | undefined; after: SsoConnectionRow }>,
  ): Promise<SsoConnectionRow> {
    return this.sql.transaction(async (tx) => {
      const { rows: found } = await tx.query<SsoConnectionRow>(`${CONNECTION} WHERE c.organization_id = $1 FOR UPDATE OF c`, [
        organizationId,
      ]);
      const before = found[0];
      const values = [
        organizationId,
        change.issuerUrl,
        change.clientId,
        change.clientSecret?.keyId ?? null,
        change.clientSecret?.blob ?? null,
        change.defaultRole,
        change.enforce,
      ];
      if (before) {
        await tx.query(
          `UPDATE sso_connections
              SET issuer_url = $2, client_id = $3,
                  client_secret_key_id = COALESCE($4::text, client_secret_key_id),
                  client_secret_ciphertext = COALESCE($5::bytea, client_secret_ciphertext),
                  default_role = $6, enforce = $7, updated_at = now()
            WHERE organization_id = $1`,
          values,
        );
      } else {
        await tx.query(
          `INSERT INTO sso_connections (organization_id, issuer_url, client_id, client_secret_key_id, client_secret_ciphertext, default_role, enforce)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          values,
        );
      }
      await tx.query(`DELETE FROM sso_domains WHERE organization_id = $1 AND NOT (domain = ANY($2::text[]))`, [
        organizationId,
        change.emailDomains,
      ]);
      const { rows: taken } = await tx.query<{ domain: string }>(
        `SELECT domain FROM sso_domains WHERE domain = ANY($2::text[]) AND organization_id <> $1 ORDER BY domain`,
        [organizationId, change.emailDomains],
      );
      if (taken.length > 0) throw new SsoDomainsTaken(taken.map((row) => row.domain));
      await tx.query(`INSERT INTO sso_domains (domain, organization_id) SELECT unnest($2::text[]), $1 ON CONFLICT (domain) DO NOTHING`, [
        organizationId,
        change.emailDomains,
      ]);
      const { rows } = await tx.query<SsoConnectionRow>(`${CONNECTION} WHERE c.organization_id = $1`, [organizationId]);
      const after = rows[0];
      await record(tx, { before, after });
      return after;
    });
  }

  /** Removes the connection and its domains; whether there was one. */
  delete(organizationId: string, record: AuditRecording<SsoConnectionRow>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<SsoConnectionRow>(`${CONNECTION} WHERE c.organization_id = $1 FOR UPDATE OF c`, [organizationId]);
      if (rows.length === 0) return false;
      await tx.query(`DELETE FROM sso_connections WHERE organization_id = $1`, [organizationId]);
      await record(tx, rows[0]);
      return true;
    });
  }

  /** Key rotation (`reencrypt`): the client secrets sealed under another key than `activeKeyId`. */
  async clientSecretsUnderOtherKeysAcrossOrganizations(activeKeyId: string): Promise<SsoConnectionRow[]> {
    const { rows } = await this.sql.query<SsoConnectionRow>(`${CONNECTION} WHERE c.client_secret_key_id <> $1`, [activeKeyId]);
    return rows;
  }

  /** Replaces a client secret re-sealed under another key, unless it changed since it was read (under `previousKeyId`). */
  async replaceSealedClientSecret(organizationId: string, previousKeyId: string, sealed: Sealed): Promise<void> {
    await this.sql.query(
      `UPDATE sso_connections SET client_secret_key_id = $3, client_secret_ciphertext = $4 WHERE organization_id = $1 AND client_secret_key_id = $2`,
      [organizationId, previousKeyId, sealed.keyId, sealed.blob],
    );
  }

  /**
   * The person of `email` (any case) as a member of the organization after a sign-in through its
   * single sign-on, marked as signed in through it: an account that is a member already, or one
   * created with `unusablePasswordHash` and made a member with `role` when no account has the e-mail
   * (`record` writes `member.joined` then, in the same transaction). An account that exists but is
   * not a member is left alone (null): an organization's provider vouches for its own people only,
   * and a person another organization knows joins by an invitation accepted with their own sign-in.
   * A concurrent first sign-in of the same e-mail is retried once.
   */
  async provision(
    organizationId: string,
    person: { email: string; name: string | null; role: Role; unusablePasswordHash: () => Promise<string> },
    record: AuditRecording<{ userId: string; email: string; role: Role }>,
  ): Promise<{ userId: string; joined: boolean } | null> {
    const markSignedIn = (tx: SqlRunner, userId: string) =>
      tx.query(`UPDATE memberships SET sso_signed_in_at = now() WHERE organization_id = $1 AND user_id = $2`, [organizationId, userId]);
    const attempt = () =>
      this.sql.transaction(async (tx) => {
        const existing = await findPerson(tx, person.email);
        if (existing !== undefined) return (await markSignedIn(tx, existing)).rowCount === 1 ? { userId: existing, joined: false } : null;
        const passwordHash = await person.unusablePasswordHash();
        const userId = await insertPerson(tx, { email: person.email, name: person.name, passwordHash });
        await insertMembership(tx, organizationId, userId, person.role);
        await record(tx, { userId, email: person.email, role: person.role });
        await markSignedIn(tx, userId);
        return { userId, joined: true };
      });
    try {
      return await attempt();
    } catch (error) {
      if (violated(error, USERS_EMAIL_KEY)) return attempt();
      throw error;
    }
  }
}

async function findPerson(tx: SqlRunner, email: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0]?.id;
}
