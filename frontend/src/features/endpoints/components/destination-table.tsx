import { Link } from 'react-router';
import { ListenerStatus } from './listener-status';
import { OverlapSelect } from './overlap-select';
import type { Destination } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { destinationPath } from '../../../app/routes';
import { RoleButton } from '../../auth/components/role-button';

interface DestinationTableProps {
  destinations: Destination[];
  /** The destination an action is under way for; its buttons wait. */
  busy: string | null;
  onSetActive: (destination: Destination, active: boolean) => void;
  onRotateSecret: (destination: Destination, overlapSeconds: number) => void;
  onDelete: (destination: Destination) => void;
}

export function DestinationTable({ destinations, busy, onSetActive, onRotateSecret, onDelete }: DestinationTableProps) {
  const columns: Column<Destination>[] = [
    {
      header: 'Name',
      cell: (destination) => <Link to={destinationPath(destination.id)}>{destination.name}</Link>,
      sortValue: (destination) => destination.name,
    },
    {
      header: 'URL',
      cell: (destination) => (destination.url === null ? <ListenerStatus destinationId={destination.id} /> : destination.url),
      className: 'url',
      sortValue: (destination) => destination.url,
    },
    {
      header: 'Status',
      cell: (destination) => <StatusBadge status={destination.active ? 'active' : 'inactive'} />,
      sortValue: (destination) => (destination.active ? 'active' : 'inactive'),
    },
    {
      header: 'Disabled because',
      cell: (destination) =>
        destination.disabled_reason === null ? <span className="muted">—</span> : humanize(destination.disabled_reason),
    },
    { header: 'Timeout', cell: (destination) => `${destination.timeout_ms} ms`, sortValue: (destination) => destination.timeout_ms },
    {
      header: 'Rate limit',
      cell: (destination) =>
        destination.rate_limit_per_second === null ? <span className="muted">None</span> : `${destination.rate_limit_per_second}/s`,
      sortValue: (destination) => destination.rate_limit_per_second,
    },
    {
      header: <span className="visually-hidden">Actions</span>,
      cell: (destination) => (
        <div className="button-row">
          <Link className="button" to={destinationPath(destination.id)} aria-label={`Edit ${destination.name}`}>
            Edit
          </Link>
          <RoleButton
            needs="developer"
            type="button"
            className="button"
            aria-label={`${destination.active ? 'Deactivate' : 'Activate'} ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => onSetActive(destination, !destination.active)}
          >
            {destination.active ? 'Deactivate' : 'Activate'}
          </RoleButton>
          <OverlapSelect id={`overlap-${destination.id}`} label={`Previous secret of ${destination.name} after rotating`} />
          <RoleButton
            needs="developer"
            type="button"
            className="button"
            aria-label={`Rotate secret of ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => {
              const overlap = document.getElementById(`overlap-${destination.id}`) as HTMLSelectElement | null;
              onRotateSecret(destination, Number(overlap?.value ?? 86_400));
            }}
          >
            Rotate secret
          </RoleButton>
          <RoleButton
            needs="developer"
            type="button"
            className="button button-danger"
            aria-label={`Delete ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => onDelete(destination)}
          >
            Delete
          </RoleButton>
        </div>
      ),
    },
  ];
  return <DataTable label="Destinations" columns={columns} rows={destinations} rowKey={(destination) => destination.id} />;
}
