import type { HookEvent } from '../../../api/types';
import { eventPath } from '../../../app/routes';
import { Link } from '../../../components/ui/link';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

interface EventTableProps {
  events: HookEvent[];
  endpointNames: ReadonlyMap<string, string>;
}

export function EventTable({ events, endpointNames }: EventTableProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Received</th>
            <th scope="col">Endpoint</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <Link className="mono" to={eventPath(event.event_id)}>
                  {event.event_id}
                </Link>
              </td>
              <td>
                <StatusBadge status={event.status} />
              </td>
              <td>
                <Timestamp value={event.received_at} />
              </td>
              <td>{endpointNames.get(event.endpoint_id) ?? <span className="mono">{event.endpoint_id}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
