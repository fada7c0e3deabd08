import type { Destination } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';

interface DestinationTableProps {
  destinations: Destination[];
  /** The destination an action is under way for; its buttons wait. */
  busy: string | null;
  onEdit: (destination: Destination) => void;
  onSetActive: (destination: Destination, active: boolean) => void;
  onRotateSecret: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
}

export function DestinationTable({ destinations, busy, onEdit, onSetActive, onRotateSecret, onDelete }: DestinationTableProps) {
  const columns: Column<Destination>[] = [
    { header: 'Name', cell: (destination) => destination.name },
    { header: 'URL', cell: (destination) => destination.url, className: 'mono break' },
    { header: 'Status', cell: (destination) => <StatusBadge status={destination.active ? 'active' : 'inactive'} /> },
    {
      header: 'Disabled because',
      cell: (destination) =>
        destination.disabled_reason === null ? <span className="muted">—</span> : humanize(destination.disabled_reason),
    },
    { header: 'Timeout', cell: (destination) => `${destination.timeout_ms} ms` },
    {
      header: <span className="visually-hidden">Actions</span>,
      cell: (destination) => (
        <div className="button-row">
          <button type="button" className="button" aria-label={`Edit ${destination.name}`} onClick={() => onEdit(destination)}>
            Edit
          </button>
          <button
            type="button"
            className="button"
            aria-label={`${destination.active ? 'Deactivate' : 'Activate'} ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => onSetActive(destination, !destination.active)}
          >
            {destination.active ? 'Deactivate' : 'Activate'}
          </button>
          <button
            type="button"
            className="button"
            aria-label={`Rotate secret of ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => onRotateSecret(destination)}
          >
            Rotate secret
          </button>
          <button
            type="button"
            className="button button-danger"
            aria-label={`Delete ${destination.name}`}
            disabled={busy === destination.id}
            onClick={() => onDelete(destination)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];
  return <DataTable label="Destinations" columns={columns} rows={destinations} rowKey={(destination) => destination.id} />;
}
