import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { Role, roleAtLeast } from '../../core/auth/roles';
import { SqlExecutor } from '../../core/database/sql';
import { insertMembership, insertPerson } from '../auth/accounts.repository';
import { lockOrganization, roleNow } from './members.repository';

export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  invited_by_email: string | null;
  created_at: Date;
  expires_at: Date;
}

/** An invitation as its token finds it, with its state decided by the database's clock. */
export interface InvitationByToken {
  id: string;
  organization_id: string;
  email: string;
  role: Role;
  accepted: boolean;
  expired: boolean;
}

export type InvitationRefusal =
  | { code: 'insufficient_role'; required: Role }
  | { code: 'already_member' }
  | { code: 'not_found' }
  | { code: 'invitation_used' }
  | { code: 'invitation_expired' };

/** An invitation accepted, as the audit log records it: who joined (the invitation's e-mail), with which role. */
export interface Joined {
  userId: string;
  email: string;
  role: Role;
}

/** Who joins: a person who has an account, or a new one (created with the membership). */
export type Joiner = { userId: string } | { email: string; name: string; passwordHash: string };

const INVITATION_COLUMNS = `i.id, i.email, i.role, u.email AS invited_by_email, i.created_at, i.expires_at`;

/** Only an owner invites an owner or takes such an invitation back; admins the rest. */
function refuseInviter(actor: Role | null, role: Role): InvitationRefusal | null {
  if (actor === null || !roleAtLeast(actor, 'admin')) return { code: 'insufficient_role', required: 'admin' };
  if (role === 'owner' && actor !== 'owner') return { code: 'insufficient_role', required: 'owner' };
  return null;
}

/** The statements of invitations: their token is kept as its SHA-256 only. */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * A new pending invitation of `email` (replacing a pending one of the same e-mail, in any case),
   * valid `ttlHours` from now, under the organization's lock and with the inviter's role of that
   * moment, with `record`'s audit entry in the same transaction; a refusal when they may not, or
   * when the e-mail is a member's already.
   */
  create(
    organizationId: string,
    invitation: { actorId: string; email: string; role: Role; tokenHash: Buffer; ttlHours: number },
    record: AuditRecording<InvitationRow>,
  ): Promise<InvitationRow | InvitationRefusal> {
    return this.sql.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const refusal = refuseInviter(await roleNow(tx, organizationId, invitation.actorId), invitation.role);
      if (refusal) return refusal;
      const member = await tx.query(
        `SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1 AND lower(u.email) = lower($2)`,
        [organizationId, invitation.email],
      );
      if (member.rows.length > 0) return { code: 'already_member' };
      await tx.query(`DELETE FROM invitations WHERE organization_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL`, [
        organizationId,
        invitation.email,
      ]);
      const { rows } = await tx.query<InvitationRow>(
        `WITH i AS (
           INSERT INTO invitations (id, organization_id, email, role, token_hash, invited_by_user_id, expires_at)
           VALUES ($2, $1, $3, $4, $5, $6, now() + make_interval(hours => $7)) RETURNING *
         )
         SELECT ${INVITATION_COLUMNS} FROM i LEFT JOIN users u ON u.id = i.invited_by_user_id`,
        [organizationId, randomUUID(), invitation.email, invitation.role, invitation.tokenHash, invitation.actorId, invitation.ttlHours],
      );
      await record(tx, rows[0]);
      return rows[0];
    });
  }

  /** The invitations not accepted yet (expired ones included, until deleted or replaced), newest first. */
  async listPending(organizationId: string): Promise<InvitationRow[]> {
    const { rows } = await this.sql.query<InvitationRow>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations i LEFT JOIN users u ON u.id = i.invited_by_user_id
        WHERE i.organization_id = $1 AND i.accepted_at IS NULL ORDER BY i.created_at DESC, i.id DESC`,
      [organizationId],
    );
    return rows;
  }

  /**
   * Deletes a pending invitation, as the inviter rules allow the actor now, with `record`'s audit
   * entry (given its e-mail) in the same transaction; a refusal otherwise.
   */
  revoke(
    organizationId: string,
    revocation: { actorId: string; id: string },
    record: AuditRecording<{ email: string }>,
  ): Promise<InvitationRefusal | null> {
    return this.sql.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const { rows } = await tx.query<{ role: Role; email: string }>(
        `SELECT role, email FROM invitations WHERE organization_id = $1 AND id = $2 AND accepted_at IS NULL FOR UPDATE`,
        [organizationId, revocation.id],
      );
      if (!rows[0]) return { code: 'not_found' };
      const refusal = refuseInviter(await roleNow(tx, organizationId, revocation.actorId), rows[0].role);
      if (refusal) return refusal;
      await tx.query(`DELETE FROM invitations WHERE organization_id = $1 AND id = $2`, [organizationId, revocation.id]);
      await record(tx, { email: rows[0].email });
      return null;
    });
  }

  /** By credential, before any organization is known: the invitation whose token hashes to this. */
  async findInvitationByTokenHash(tokenHash: Buffer): Promise<InvitationByToken | undefined> {
    const { rows } = await this.sql.query<InvitationByToken>(
      `SELECT id, organization_id, email, role, accepted_at IS NOT NULL AS accepted, expires_at <= now() AS expired
         FROM invitations WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0];
  }

  /**
   * Accepts the invitation once: under its row's lock, checked again (a concurrent accept, a
   * revocation or the expiry may have come first), the joiner (created first when new; the unique
   * index on e-mails refuses a duplicate) becomes a member with the invited role, with `record`'s
   * audit entry in the same transaction. Their user id, or the refusal.
   */
  accept(
    organizationId: string,
    invitationId: string,
    joiner: Joiner,
    record: AuditRecording<Joined>,
  ): Promise<{ userId: string } | InvitationRefusal> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ role: Role; email: string; accepted: boolean; expired: boolean }>(
        `SELECT role, email, accepted_at IS NOT NULL AS accepted, expires_at <= now() AS expired
           FROM invitations WHERE organization_id = $1 AND id = $2 FOR UPDATE`,
        [organizationId, invitationId],
      );
      const invitation = rows[0];
      if (!invitation) return { code: 'not_found' };
      if (invitation.accepted) return { code: 'invitation_used' };
      if (invitation.expired) return { code: 'invitation_expired' };
      const userId = 'userId' in joiner ? joiner.userId : await insertPerson(tx, joiner);
      if (!(await insertMembership(tx, organizationId, userId, invitation.role))) return { code: 'already_member' };
      await tx.query(`UPDATE invitations SET accepted_at = now(), accepted_by_user_id = $3 WHERE organization_id = $1 AND id = $2`, [
        organizationId,
        invitationId,
        userId,
      ]);
      await record(tx, { userId, email: invitation.email, role: invitation.role });
      return { userId };
    });
  }
}
