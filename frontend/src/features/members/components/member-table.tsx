import type { Member, Role } from '../../../api/types';
import { ROLES } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Timestamp } from '../../../components/ui/timestamp';
import { changeBlocked } from '../member-rules';

interface MemberTableProps {
  members: Member[];
  /** The signed-in person: their role decides which controls work. */
  me: { userId: string; role: Role };
  busy: string | null;
  onChangeRole: (member: Member, role: Role) => void;
  onRemove: (member: Member) => void;
}

/**
 * Every member with their role: a role select and a Remove button on each row, disabled with the
 * reason where the signed-in person's role does not reach (the API refuses it anyway).
 */
export function MemberTable({ members, me, busy, onChangeRole, onRemove }: MemberTableProps) {
  const owners = members.filter((member) => member.role === 'owner').length;
  const blocked = (member: Member, next: Role | null) => changeBlocked({ me: me.role, target: member.role, next, owners });
  const columns: Column<Member>[] = [
    {
      header: 'Name',
      cell: (member) => (
        <>
          {member.name ?? <span className="muted">—</span>}
          {member.user_id === me.userId && <span className="muted"> (you)</span>}
        </>
      ),
      sortValue: (member) => member.name ?? '',
    },
    { header: 'Email', cell: (member) => member.email, sortValue: (member) => member.email },
    {
      header: 'Role',
      cell: (member) => {
        // Any other role below owner is refused for the same reasons as every change of this member.
        const reason = blocked(member, member.role === 'viewer' ? 'developer' : 'viewer');
        return (
          <select
            aria-label={`Role of ${member.email}`}
            className="inline-select"
            value={member.role}
            disabled={reason !== null || busy === member.user_id}
            title={reason ?? undefined}
            onChange={(event) => onChangeRole(member, event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role} disabled={role !== member.role && blocked(member, role) !== null}>
                {role}
              </option>
            ))}
          </select>
        );
      },
      sortValue: (member) => ROLES.indexOf(member.role),
    },
    { header: 'Joined', cell: (member) => <Timestamp value={member.joined_at} />, sortValue: (member) => member.joined_at },
    {
      header: 'Last seen',
      cell: (member) => <Timestamp value={member.last_seen_at} fallback="Never" />,
      sortValue: (member) => member.last_seen_at ?? '',
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      label: 'Actions',
      cell: (member) => {
        const reason = blocked(member, null);
        return (
          <button
            type="button"
            className="button button-danger"
            aria-label={`Remove ${member.email}`}
            disabled={reason !== null || busy === member.user_id}
            title={reason ?? undefined}
            onClick={() => onRemove(member)}
          >
            Remove
          </button>
        );
      },
    },
  ];
  return <DataTable label="Members" columns={columns} rows={members} rowKey={(member) => member.user_id} />;
}
