import { Link } from 'react-router';
import type { EventSummary, HookEvent } from '../../../api/types';
import { eventPath } from '../../../app/routes';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatTimestamp } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { relativeTime } from '../event-filters-url';

interface EventTableProps {
  events: HookEvent[];
  endpointNames: ReadonlyMap<string, string>;
  /** The delivery columns by event id; a row whose summary has not arrived shows dashes. */
  summaries: ReadonlyMap<string, EventSummary>;
  /** "now" for the relative times (the page re-renders it on its own clock). */
  now: number;
}

const dash = <span className="muted">—</span>;

export function EventTable({ events, endpointNames, summaries, now }: EventTableProps) {
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
    {
      header: 'Destinations',
      cell: (event) => {
        const destinations = summaries.get(event.id)?.destinations;
        if (!destinations) return dash;
        if (destinations.length === 0) return <span className="muted">none</span>;
        return (
          <ul className="destination-statuses">
            {destinations.map((destination) => (
              <li key={destination.destination_id}>
                {destination.name} <StatusBadge status={destination.status} />
              </li>
            ))}
          </ul>
        );
      },
    },
    { header: 'Attempts', cell: (event) => summaries.get(event.id)?.attempts ?? dash },
    { header: 'Last response', cell: (event) => summaries.get(event.id)?.last_response_status ?? dash, className: 'mono' },
    {
      header: 'Received',
      cell: (event) => (
        <time dateTime={event.received_at} title={`${formatTimestamp(event.received_at)} (${event.received_at})`}>
          {relativeTime(event.received_at, now)}
        </time>
      ),
    },
    { header: 'Endpoint', cell: (event) => endpointNames.get(event.endpoint_id) ?? <span className="mono">{event.endpoint_id}</span> },
  ];
  return <DataTable label="Events" columns={columns} rows={events} rowKey={(event) => event.id} />;
}
