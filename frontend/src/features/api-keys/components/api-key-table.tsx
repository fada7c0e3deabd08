import type { ApiKey } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { RoleButton } from '../../auth/components/role-button';

interface ApiKeyTableProps {
  keys: ApiKey[];
  revoking: string | null;
  onRevoke: (key: ApiKey) => void;
}

/** The keys as the spec allows them to be seen again: prefix, scopes, status, last use. */
export function ApiKeyTable({ keys, revoking, onRevoke }: ApiKeyTableProps) {
  const columns: Column<ApiKey>[] = [
    { header: 'Name', cell: (key) => key.name },
    { header: 'Key', cell: (key) => `${key.prefix}…`, className: 'mono' },
    {
      header: 'Scopes',
      cell: (key) => (
        <ul className="scope-list">
          {key.scopes.map((scope) => (
            <li key={scope} className="mono">
              {scope}
            </li>
          ))}
        </ul>
      ),
    },
    { header: 'Status', cell: (key) => <StatusBadge status={key.status} /> },
    { header: 'Last used', cell: (key) => <Timestamp value={key.last_used_at} fallback="Never" /> },
    { header: 'Expires', cell: (key) => <Timestamp value={key.expires_at} fallback="Never" /> },
    { header: 'Created', cell: (key) => <Timestamp value={key.created_at} /> },
    {
      header: <span className="visually-hidden">Actions</span>,
      cell: (key) =>
        key.status === 'active' && (
          <RoleButton
            needs="admin"
            className="button button-danger"
            aria-label={`Revoke ${key.name}`}
            disabled={revoking === key.id}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </RoleButton>
        ),
    },
  ];
  return <DataTable label="API keys" columns={columns} rows={keys} rowKey={(key) => key.id} />;
}
