import { Link, useLocation } from 'react-router';
import type { EventSummary, HookEvent } from '../../../api/types';
import { eventPath } from '../../../app/routes';
import type { EventPageState } from '../pages/event-detail-page';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { CopyButton } from '../../../components/ui/copy-button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

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
  // the event page's way back returns to this list as it is filtered and paged now
  const { search } = useLocation();
  const columns: Column<HookEvent>[] = [
    {
      header: 'Event',
      cell: (event) => (
        <span className="event-id">
          <Link className="mono" to={eventPath(event.event_id)} state={{ listSearch: search } satisfies EventPageState}>
            {event.event_id}
          </Link>
          <CopyButton text={event.event_id} label={`Copy event id ${event.event_id}`} />
        </span>
      ),
    },
    { header: 'Status', cell: (event) => <StatusBadge status={event.status} /> },
    { header: 'Type', cell: (event) => event.event_type ?? dash, className: 'mono' },
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
      cell: (event) => <Timestamp value={event.received_at} now={now} />,
    },
    { header: 'Endpoint', cell: (event) => endpointNames.get(event.endpoint_id) ?? <span className="mono">{event.endpoint_id}</span> },
  ];
  return <DataTable label="Events" columns={columns} rows={events} rowKey={(event) => event.id} />;
}
