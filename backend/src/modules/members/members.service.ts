import { Injectable } from '@nestjs/common';
import { AuditEntry, authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import type { AuthContext } from '../../core/auth/auth-context';
import type { Role } from '../../core/auth/roles';
import { problems } from '../../core/http/problem';
import { MemberRow, MembersRepository, MembershipChange } from './members.repository';
import { refusalProblem } from './refusals';

@Injectable()
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  list(auth: AuthContext): Promise<MemberRow[]> {
    return this.members.list(auth.organizationId);
  }

  /** Gives the member `userId` the role `role` (`member.role_changed`, unless it was theirs already); their next request has it. */
  async changeRole(auth: AuthContext, userId: string, role: Role): Promise<MemberRow> {
    const record = auditing(auth.organizationId, authorOf(auth), (change: MembershipChange) => membershipEntry(userId, change));
    const refusal = await this.members.change(auth.organizationId, { actorId: auth.userId!, targetId: userId, next: role }, record);
    if (refusal) throw refusalProblem(refusal, 'member');
    const member = await this.members.find(auth.organizationId, userId);
    if (!member) throw problems.notFound('member'); // removed in the meantime
    return member;
  }

  /** Removes the member `userId` (`member.removed`): their sessions in this organization end with the membership, at once. */
  async remove(auth: AuthContext, userId: string): Promise<void> {
    const record = auditing(auth.organizationId, authorOf(auth), (change: MembershipChange) => membershipEntry(userId, change));
    const refusal = await this.members.change(auth.organizationId, { actorId: auth.userId!, targetId: userId, next: null }, record);
    if (refusal) throw refusalProblem(refusal, 'member');
  }
}

/** The audit entry of a membership changed: its role from and to (to null: removed); none when the role stayed. */
function membershipEntry(userId: string, change: MembershipChange): AuditEntry | null {
  if (change.from === change.to) return null;
  return {
    action: change.to === null ? 'member.removed' : 'member.role_changed',
    target: { type: 'user', id: userId, label: change.email },
    changes: { role: { from: change.from, to: change.to } },
  };
}
