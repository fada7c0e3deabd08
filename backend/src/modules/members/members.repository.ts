import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import type { Role } from '../../core/auth/roles';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { MembershipRefusal, refuseMembershipChange } from './membership-rules';

/** A membership's change as the audit log records it: whose (their e-mail), the role before and after (null: removed). */
export interface MembershipChange {
  email: string;
  from: Role;
  to: Role | null;
}

export interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  joined_at: Date;
  last_seen_at: Date | null;
  two_factor_enabled: boolean;
  /** Whether they have signed in through the organization's single sign-on. */
  sso: boolean;
}

const MEMBER_COLUMNS = `m.user_id, u.email, u.name, m.role, m.joined_at, m.last_seen_at, u.two_factor_enabled_at IS NOT NULL AS two_factor_enabled,
                        m.sso_signed_in_at IS NOT NULL AS sso`;

/**
 * Serializes the changes of one organization's memberships and invitations (each takes this lock
 * first), so that two owners demoting each other cannot leave none. `FOR NO KEY UPDATE` does not
 * wait for, nor hold up, the rows other tables insert that reference the organization.
 */
export async function lockOrganization(tx: SqlRunner, organizationId: string): Promise<void> {
  await tx.query(`SELECT 1 FROM organizations WHERE id = $1 FOR NO KEY UPDATE`, [organizationId]);
}

/** Under the organization's lock: the role `userId` holds in it now, null when they are not a member. */
export async function roleNow(tx: SqlRunner, organizationId: string, userId: string): Promise<Role | null> {
  const { rows } = await tx.query<{ role: Role }>(`SELECT role FROM memberships WHERE organization_id = $1 AND user_id = $2`, [
    organizationId,
    userId,
  ]);
  return rows[0]?.role ?? null;
}

/** The statements of an organization's members (sign-up's first one and sessions: modules/auth, core/auth). */
@Injectable()
export class MembersRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Every member, the earliest joined first. */
  async list(organizationId: string): Promise<MemberRow[]> {
    const { rows } = await this.sql.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1 ORDER BY m.joined_at, m.user_id`,
      [organizationId],
    );
    return rows;
  }

  async find(organizationId: string, userId: string): Promise<MemberRow | undefined> {
    const { rows } = await this.sql.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1 AND m.user_id = $2`,
      [organizationId, userId],
    );
    return rows[0];
  }

  /**
   * `actorId` gives `targetId` the role `next`, or removes them (`next` null: their sessions in the
   * organization go with the membership, by its foreign key), under the organization's lock and
   * only as `refuseMembershipChange` allows with the roles of that moment, with `record`'s audit
   * entry in the same transaction; the refusal otherwise.
   */
  change(
    organizationId: string,
    change: { actorId: string; targetId: string; next: Role | null },
    record: AuditRecording<MembershipChange>,
  ): Promise<MembershipRefusal | null> {
    return this.sql.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const { rows } = await tx.query<{ actor: Role | null; target: Role | null; owners: number; email: string | null }>(
        `SELECT max(m.role) FILTER (WHERE m.user_id = $2) AS actor, max(m.role) FILTER (WHERE m.user_id = $3) AS target,
                count(*) FILTER (WHERE m.role = 'owner')::int AS owners, max(u.email) FILTER (WHERE m.user_id = $3) AS email
           FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1`,
        [organizationId, change.actorId, change.targetId],
      );
      const refusal = refuseMembershipChange({ ...rows[0], next: change.next });
      if (refusal) return refusal;
      if (change.next === null) {
        await tx.query(`DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2`, [organizationId, change.targetId]);
      } else {
        await tx.query(`UPDATE memberships SET role = $3 WHERE organization_id = $1 AND user_id = $2`, [
          organizationId,
          change.targetId,
          change.next,
        ]);
      }
      await record(tx, { email: rows[0].email!, from: rows[0].target!, to: change.next });
      return null;
    });
  }
}
