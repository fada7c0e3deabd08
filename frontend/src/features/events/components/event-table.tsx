import type { HookEvent } from '../../../api/types';
import { eventPath } from '../../../app/routes';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

interface EventTableProps {
  events: HookEvent[];
  endpointNames: ReadonlyMap<string, string>;
}

export function EventTable({ events, endpointNames }: EventTableProps) {
  const columns: Column<HookEvent>[] = [
    {
      header: 'Event',
      cell: (event) => (
        <Link className="mono" to={eventPath(event.event_id)}>
          {event.event_id}
        </Link>
      ),
    },
    { header: 'Status', cell: (event) => <StatusBadge status={event.status} /> },
    { header: 'Received', cell: (event) => <Timestamp value={event.received_at} /> },
    { header: 'Endpoint', cell: (event) => endpointNames.get(event.endpoint_id) ?? <span className="mono">{event.endpoint_id}</span> },
  ];
  return <DataTable label="Events" columns={columns} rows={events} rowKey={(event) => event.id} />;
}
