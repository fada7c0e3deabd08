import type { Invitation, Role } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

interface InvitationTableProps {
  invitations: Invitation[];
  me: Role;
  busy: string | null;
  onRevoke: (invitation: Invitation) => void;
  now?: number;
}

/** The invitations not accepted yet; an expired one says so. Only an owner takes back an invitation to become owner. */
export function InvitationTable({ invitations, me, busy, onRevoke, now = Date.now() }: InvitationTableProps) {
  const columns: Column<Invitation>[] = [
    { header: 'Email', cell: (invitation) => invitation.email },
    { header: 'Role', cell: (invitation) => invitation.role },
    { header: 'Invited by', cell: (invitation) => invitation.invited_by_email ?? <span className="muted">—</span> },
    { header: 'Sent', cell: (invitation) => <Timestamp value={invitation.created_at} now={now} /> },
    {
      header: 'Expires',
      cell: (invitation) =>
        Date.parse(invitation.expires_at) <= now ? <StatusBadge status="expired" /> : <Timestamp value={invitation.expires_at} now={now} />,
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (invitation) => {
        const reason =
          invitation.role === 'owner' && me !== 'owner' ? 'Only an owner takes back an invitation to become owner.' : undefined;
        return (
          <button
            type="button"
            className="button button-danger"
            aria-label={`Delete the invitation of ${invitation.email}`}
            disabled={reason !== undefined || busy === invitation.id}
            title={reason}
            onClick={() => onRevoke(invitation)}
          >
            Delete
          </button>
        );
      },
    },
  ];
  return <DataTable label="Pending invitations" columns={columns} rows={invitations} rowKey={(invitation) => invitation.id} />;
}
