import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { EventDetail } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { useDestinations, useEndpointNames } from '../../endpoints/endpoints.queries';
import { DeadLetterList, DestinationDeliveriesCard } from '../components/destination-deliveries';
import { EventActions } from '../components/event-actions';
import { PayloadCheck } from '../components/payload-check';
import { groupByDestination } from '../delivery-progress';
import { useEventDetail } from '../events.queries';

/** `/events/:eventId`: a page of its own per event. */
export function EventDetailRoute() {
  const { eventId = '' } = useParams();
  return <EventDetailPage key={eventId} eventId={eventId} />;
}

function EventDetailPage({ eventId }: { eventId: string }) {
  const { state } = useEventDetail(eventId);
  const endpointNames = useEndpointNames();

  return (
    <>
      <p className="breadcrumb">
        <Link to={ROUTES.events}>← All events</Link>
      </p>
      {state.status === 'loading' && <p className="muted">Loading event…</p>}
      {state.status === 'error' && (
        <section className="card">
          <h1>Event {eventId}</h1>
          <p className="alert" role="alert">
            {state.error.detail}
          </p>
        </section>
      )}
      {state.status === 'ready' && (
        <>
          <section className="card" aria-labelledby="event-title">
            <p className="eyebrow">Event</p>
            <div className="card-header">
              <h1 id="event-title" className="mono">
                {state.event.event_id}
              </h1>
              <StatusBadge status={state.event.status} />
            </div>
            <dl className="details">
              <dt>Received</dt>
              <dd>
                <Timestamp value={state.event.received_at} />
              </dd>
              <dt>Endpoint</dt>
              <dd>{endpointNames.get(state.event.endpoint_id) ?? <span className="mono">{state.event.endpoint_id}</span>}</dd>
              <dt>Content type</dt>
              <dd>{state.event.content_type ?? <span className="muted">—</span>}</dd>
              <dt>Size</dt>
              <dd>{state.event.payload_size_bytes} bytes</dd>
              <dt>Payload SHA-256</dt>
              <dd className="mono break">{state.event.payload_sha256}</dd>
              <dt>Idempotency key</dt>
              <dd>{state.event.idempotency_key ?? <span className="muted">—</span>}</dd>
            </dl>
            <EventActions eventId={state.event.event_id} />
          </section>

          <EventDeliveries event={state.event} />

          <PayloadCheck sha256={state.event.payload_sha256} sizeBytes={state.event.payload_size_bytes} />
        </>
      )}
    </>
  );
}

/** The event's deliveries, one card per destination, and the dead letter of an event that had no destination. */
function EventDeliveries({ event }: { event: EventDetail }) {
  const { destinations, eventDeadLetters } = useMemo(() => groupByDestination(event), [event]);
  // Each destination's timeout, for explaining a timeout; unknown until read (or once deleted).
  const { state } = useDestinations(event.endpoint_id);
  const timeouts = new Map(
    state.status === 'ready' ? state.destinations.map((destination) => [destination.id, destination.timeout_ms]) : [],
  );

  return (
    <>
      {destinations.length === 0 && eventDeadLetters.length === 0 && (
        <section className="card" aria-label="Deliveries">
          <p className="empty">No deliveries yet.</p>
        </section>
      )}
      {destinations.map((group) => (
        <DestinationDeliveriesCard key={group.destinationId} group={group} context={{ timeoutMs: timeouts.get(group.destinationId) }} />
      ))}
      {eventDeadLetters.length > 0 && (
        <section className="card" aria-labelledby="event-dead-letters-title">
          <h2 id="event-dead-letters-title">Not delivered</h2>
          <DeadLetterList letters={eventDeadLetters} />
        </section>
      )}
    </>
  );
}
