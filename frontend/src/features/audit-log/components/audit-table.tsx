import { Link } from 'react-router';
import type { AuditEntry } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { humanize } from '../../../components/ui/format';
import { Timestamp } from '../../../components/ui/timestamp';
import { ROUTES } from '../../../app/routes';
import { auditSearchOf, type AuditFilters } from '../audit-log-url';
import { actionText, actorText, changeLines, targetPath } from '../audit-text';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** The filters shown, which the actor's and target's links narrow. */
  filters: AuditFilters;
  now: number;
}

/**
 * The entries: when, who (a link to their other entries), what, on what (a link to its page and one
 * to its history), which fields changed (from → to) and from where.
 */
export function AuditTable({ entries, filters, now }: AuditTableProps) {
  const narrowed = (more: Partial<AuditFilters>) => `${ROUTES.auditLog}${auditSearchOf({ ...filters, ...more, cursor: '' })}`;
  const columns: Column<AuditEntry>[] = [
    { header: 'When', cell: (entry) => <Timestamp value={entry.at} now={now} /> },
    {
      header: 'Who',
      cell: (entry) => {
        const actor = entry.actor.type === 'system' ? 'system' : entry.actor.id;
        return actor ? (
          <Link to={narrowed({ actor })} title="Show only what they did">
            {actorText(entry.actor)}
          </Link>
        ) : (
          actorText(entry.actor)
        );
      },
    },
    {
      header: 'Action',
      cell: (entry) => (
        <>
          {actionText(entry.action)} <span className="muted mono">{entry.action}</span>
        </>
      ),
    },
    { header: 'Target', cell: (entry) => <TargetCell entry={entry} history={narrowed} /> },
    {
      header: 'Changes',
      cell: (entry) => {
        const lines = changeLines(entry.changes);
        if (lines.length === 0) return <span className="muted">—</span>;
        return (
          <ul className="change-list">
            {lines.map((line) => (
              <li key={line.field}>
                <span className="mono">{line.field}</span>: {line.text}
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      header: 'From',
      cell: (entry) =>
        entry.ip === null ? (
          <span className="muted">—</span>
        ) : (
          <span title={entry.user_agent ?? undefined}>
            <span className="mono">{entry.ip}</span>
            {entry.user_agent && <span className="muted user-agent">{entry.user_agent}</span>}
          </span>
        ),
    },
  ];
  return <DataTable label="Audit log" columns={columns} rows={entries} rowKey={(entry) => entry.id} />;
}

function TargetCell({ entry, history }: { entry: AuditEntry; history: (more: Partial<AuditFilters>) => string }) {
  const { target } = entry;
  const name = target.label ?? target.id ?? humanize(target.type);
  const path = entry.action.endsWith('.deleted') ? null : targetPath(target);
  return (
    <span className="audit-target">
      <span className="muted">{humanize(target.type)}</span> {path ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      {target.id && (
        <>
          {' '}
          <Link
            className="muted"
            to={history({ targetType: target.type, targetId: target.id })}
            aria-label={`History of ${humanize(target.type).toLowerCase()} ${name}`}
          >
            (history)
          </Link>
        </>
      )}
    </span>
  );
}
