import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import type { Role } from '../../core/auth/roles';
import { SqlExecutor, SqlRunner, violated } from '../../core/database/sql';
import { OrganizationsRepository } from '../organizations/organizations.repository';

/** A person as sign-in reads them: by e-mail, with the password hash and whether they sign in with a second factor. */
export interface PersonRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  two_factor_enabled: boolean;
}

/** A person as a member of one organization. */
export interface MemberRow {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  two_factor_enabled: boolean;
}

/** One organization a person belongs to. */
export interface MembershipRow {
  organization_id: string;
  organization_name: string;
  role: Role;
  joined_at: Date;
  last_seen_at: Date | null;
}

/** The unique index that keeps one person per e-mail (any case). */
export const USERS_EMAIL_KEY = 'users_email_key';

/**
 * The statements of people and the organizations they belong to, as sign-up, sign-in and the
 * session need them (sessions: core/auth/credentials.repository.ts; managing members: modules/members).
 */
@Injectable()
export class AccountsRepository {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /**
   * Sign-up: a new organization, its `Default` project, its first person and their `owner`
   * membership, in one transaction. Null when the e-mail (in any case) is taken, whether found first
   * or refused by the unique index to a concurrent sign-up that passed the check at the same time.
   * `record` writes the audit entry of the new organization in the same transaction.
   */
  async createAccount(
    account: { email: string; passwordHash: string; organizationName: string },
    record: AuditRecording<{ userId: string; organizationId: string }>,
  ): Promise<{ userId: string; organizationId: string } | null> {
    try {
      return await this.sql.transaction(async (tx) => {
        const { rows } = await tx.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [account.email]);
        if (rows.length > 0) return null;
        const organizationId = await this.organizations.createWithDefaultProject(tx, account.organizationName);
        const userId = await insertPerson(tx, { email: account.email, name: null, passwordHash: account.passwordHash });
        await insertMembership(tx, organizationId, userId, 'owner');
        await record(tx, { userId, organizationId });
        return { userId, organizationId };
      });
    } catch (error) {
      if (violated(error, USERS_EMAIL_KEY)) return null;
      throw error;
    }
  }

  /** By credential, before any organization is known: the person of this e-mail (in any case), with the password hash. */
  async findForSignIn(email: string): Promise<PersonRow | undefined> {
    const { rows } = await this.sql.query<PersonRow>(
      `SELECT id, email, name, password_hash, two_factor_enabled_at IS NOT NULL AS two_factor_enabled FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  /** The person `userId` as a member of the organization; undefined when they are not one. */
  async findMember(organizationId: string, userId: string): Promise<MemberRow | undefined> {
    const { rows } = await this.sql.query<MemberRow>(
      `SELECT u.id, u.email, u.name, m.role, u.two_factor_enabled_at IS NOT NULL AS two_factor_enabled
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1 AND m.user_id = $2`,
      [organizationId, userId],
    );
    return rows[0];
  }

  /** A person's own memberships, in every organization they belong to (theirs to see: `me` and the switcher list them), by name. */
  async membershipsAcrossOrganizations(userId: string): Promise<MembershipRow[]> {
    const { rows } = await this.sql.query<MembershipRow>(
      `SELECT m.organization_id, o.name AS organization_name, m.role, m.joined_at, m.last_seen_at
         FROM memberships m JOIN organizations o ON o.id = m.organization_id
        WHERE m.user_id = $1 ORDER BY lower(o.name), o.id`,
      [userId],
    );
    return rows;
  }

  /** An entry with no change to commit it with (a failed sign-in): a statement of its own. */
  async recordAlone(organizationId: string, record: AuditRecording<null>): Promise<void> {
    await record(this.sql, null);
  }
}

/** A new person; their id. The unique index on `lower(email)` refuses a second one with that e-mail. */
export async function insertPerson(tx: SqlRunner, person: { email: string; name: string | null; passwordHash: string }): Promise<string> {
  const id = randomUUID();
  await tx.query(`INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4)`, [
    id,
    person.email,
    person.name,
    person.passwordHash,
  ]);
  return id;
}

/** `userId` joins the organization as `role`; false when they already belong to it. */
export async function insertMembership(tx: SqlRunner, organizationId: string, userId: string, role: Role): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO memberships (organization_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT (organization_id, user_id) DO NOTHING`,
    [organizationId, userId, role],
  );
  return rowCount === 1;
}
