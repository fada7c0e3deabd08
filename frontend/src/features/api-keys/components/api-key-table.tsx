import type { ApiKey } from '../../../api/types';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

interface ApiKeyTableProps {
  keys: ApiKey[];
  revoking: string | null;
  onRevoke: (key: ApiKey) => void;
}

/** The keys as the spec allows them to be seen again: prefix, scopes, status, last use. */
export function ApiKeyTable({ keys, revoking, onRevoke }: ApiKeyTableProps) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label="API keys">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Status</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td className="mono">{key.prefix}…</td>
              <td>
                <ul className="scope-list">
                  {key.scopes.map((scope) => (
                    <li key={scope} className="mono">
                      {scope}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <StatusBadge status={key.status} />
              </td>
              <td>
                <Timestamp value={key.last_used_at} fallback="Never" />
              </td>
              <td>
                <Timestamp value={key.expires_at} fallback="Never" />
              </td>
              <td>
                <Timestamp value={key.created_at} />
              </td>
              <td>
                {key.status === 'active' && (
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Revoke ${key.name}`}
                    disabled={revoking === key.id}
                    onClick={() => onRevoke(key)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
