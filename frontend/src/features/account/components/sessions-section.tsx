import type { AccountSession } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Timestamp } from '../../../components/ui/timestamp';

interface SessionsSectionProps {
  sessions: AccountSession[];
  /** The session being ended, if any. */
  ending: string | null;
  onEnd: (session: AccountSession) => void;
  onEndOthers: () => void;
}

/** The person's sessions: device, address, when it signed in and was last used; end one, or all but this one. */
export function SessionsSection({ sessions, ending, onEnd, onEndOthers }: SessionsSectionProps) {
  const others = sessions.filter((session) => !session.current).length;
  const columns: Column<AccountSession>[] = [
    {
      header: 'Device',
      cell: (session) => (
        <>
          <span title={session.user_agent ?? undefined}>{session.device}</span>
          {session.current && <span className="badge"> This session</span>}
        </>
      ),
    },
    { header: 'Address', cell: (session) => session.ip ?? '—', className: 'mono' },
    { header: 'Signed in', cell: (session) => <Timestamp value={session.created_at} /> },
    { header: 'Last used', cell: (session) => <Timestamp value={session.last_used_at} /> },
    {
      header: <span className="visually-hidden">Actions</span>,
      cell: (session) =>
        !session.current && (
          <button
            type="button"
            className="button"
            aria-label={`Sign out ${session.device}, signed in from ${session.ip ?? 'an unknown address'}`}
            disabled={ending === session.id}
            onClick={() => onEnd(session)}
          >
            Sign out
          </button>
        ),
    },
  ];
  return (
    <>
      <DataTable label="Sessions" columns={columns} rows={sessions} rowKey={(session) => session.id} />
      <button type="button" className="button button-danger" disabled={others === 0} onClick={onEndOthers}>
        Sign out everywhere else
      </button>
      {others === 0 && <p className="field-hint">This is your only session.</p>}
    </>
  );
}
