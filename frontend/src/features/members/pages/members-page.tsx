import { useState } from 'react';
import { toApiError } from '../../../api/client';
import type { CreatedInvitation, Invitation, Member, Role } from '../../../api/types';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useSession } from '../../auth/auth.queries';
import { roleAtLeast } from '../../auth/role';
import { InvitationLinkNotice } from '../components/invitation-link-notice';
import { InvitationTable } from '../components/invitation-table';
import { InviteForm } from '../components/invite-form';
import { MemberTable } from '../components/member-table';
import { useInvitations, useMembers } from '../members.queries';

/**
 * The organization's members (everyone sees them) and, for admins and owners, their roles to
 * change, Remove, the invitation form and the pending invitations.
 */
export function MembersPage() {
  const session = useSession().data!;
  const me = { userId: session.user.id, role: session.role };
  const admin = roleAtLeast(me.role, 'admin');
  const members = useMembers();
  const invitations = useInvitations(admin);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function act(id: string, action: () => Promise<unknown>) {
    setBusy(id);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setBusy(null);
    }
  }

  async function handleRemove(member: Member) {
    const you = member.user_id === me.userId;
    const confirmed = await confirm({
      title: you ? 'Leave this organization?' : `Remove ${member.email}?`,
      consequence: you
        ? 'Your sessions here end at once; an invitation brings you back.'
        : `Their sessions in ${session.organization.name} end at once; an invitation brings them back.`,
      confirmLabel: you ? 'Leave' : 'Remove member',
      danger: true,
    });
    if (confirmed) await act(member.user_id, () => members.remove(member.user_id));
  }

  async function handleRevoke(invitation: Invitation) {
    const confirmed = await confirm({
      title: `Delete the invitation of ${invitation.email}?`,
      consequence: 'Its link stops working; you can invite them again.',
      confirmLabel: 'Delete invitation',
      danger: true,
    });
    if (confirmed) await act(invitation.id, () => invitations.revoke(invitation.id));
  }

  const changeRole = (member: Member, role: Role) => void act(member.user_id, () => members.changeRole({ userId: member.user_id, role }));

  return (
    <>
      {dialog}
      <section className="card" aria-labelledby="members-title">
        <h1 id="members-title">Members</h1>
        <p className="muted">
          Who belongs to {session.organization.name}, with their role. You are {me.role === 'admin' ? 'an' : 'a'} {me.role}
          {admin ? '.' : ': admins and owners change roles, remove members and invite people.'}
        </p>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        {members.state.status === 'loading' && <p className="muted">Loading members…</p>}
        {members.state.status === 'error' && (
          <p className="alert" role="alert">
            {members.state.error.detail}
          </p>
        )}
        {members.state.status === 'ready' && (
          <MemberTable members={members.state.members} me={me} busy={busy} onChangeRole={changeRole} onRemove={handleRemove} />
        )}
      </section>

      {admin && (
        <section className="card">
          {created ? (
            <InvitationLinkNotice invitation={created} onDismiss={() => setCreated(null)} />
          ) : (
            <InviteForm me={me.role} onInvite={invitations.create} onInvited={setCreated} />
          )}
        </section>
      )}

      {admin && (
        <section className="card" aria-labelledby="invitations-title">
          <h2 id="invitations-title">Pending invitations</h2>
          {invitations.state.status === 'loading' && <p className="muted">Loading invitations…</p>}
          {invitations.state.status === 'error' && (
            <p className="alert" role="alert">
              {invitations.state.error.detail}
            </p>
          )}
          {invitations.state.status === 'ready' && invitations.state.invitations.length === 0 && (
            <p className="empty">No invitation is waiting.</p>
          )}
          {invitations.state.status === 'ready' && invitations.state.invitations.length > 0 && (
            <InvitationTable invitations={invitations.state.invitations} me={me.role} busy={busy} onRevoke={handleRevoke} />
          )}
        </section>
      )}
    </>
  );
}
