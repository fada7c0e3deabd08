import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { EventDetail } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { StatusBadge } from '../../../components/ui/status-badge';
import { CopyButton } from '../../../components/ui/copy-button';
import { Timestamp } from '../../../components/ui/timestamp';
import { useDestinations, useEndpointNames } from '../../endpoints/endpoints.queries';
import { DeadLetterList, DestinationDeliveriesCard } from '../components/destination-deliveries';
import { EventActions } from '../components/event-actions';
import { PayloadCheck } from '../components/payload-check';
import { groupByDestination, isRetryable } from '../delivery-progress';
import { useEventDetail } from '../events.queries';

/** What the events list hands the event page: its query string, for the way back. */
export interface EventPageState {
  listSearch: string;
}

/** `/events/:eventId`: a page of its own per event. */
export function EventDetailRoute() {
  const { eventId = '' } = useParams();
  return <EventDetailPage key={eventId} eventId={eventId} />;
}

function EventDetailPage({ eventId }: { eventId: string }) {
  const { state } = useEventDetail(eventId);
  const endpointNames = useEndpointNames();
  const listSearch = (useLocation().state as EventPageState | null)?.listSearch ?? '';
  // a malformed id names no event either: the same answer as one that is not there
  const notFound = state.status === 'error' && (state.error.status === 404 || state.error.code === 'validation_failed');

  return (
    <>
      <p className="breadcrumb">
        <Link to={{ pathname: ROUTES.events, search: listSearch }}>← All events</Link>
      </p>
      {state.status === 'loading' && <p className="muted">Loading event…</p>}
      {state.status === 'error' && (
        <section className="card">
          <h1>{notFound ? 'Event not found' : `Event ${eventId}`}</h1>
          <p className={notFound ? 'muted' : 'alert'} role="alert">
            {notFound ? `There is no event ${eventId} in this organization.` : state.error.detail}
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
              <CopyButton text={state.event.event_id} label="Copy event id" />
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
            <EventActionsOf event={state.event} />
          </section>

          <EventDeliveries event={state.event} />

          <PayloadCheck sha256={state.event.payload_sha256} sizeBytes={state.event.payload_size_bytes} />
        </>
      )}
    </>
  );
}

/** Retry and Replay, with the counts their confirmations state: retryable deliveries and active destinations. */
function EventActionsOf({ event }: { event: EventDetail }) {
  const { state } = useDestinations(event.endpoint_id);
  const retryable = useMemo(
    () => groupByDestination(event).destinations.filter(({ latestJob }) => latestJob !== null && isRetryable(latestJob.status)).length,
    [event],
  );
  const active = state.status === 'ready' ? state.destinations.filter((destination) => destination.active).length : 0;
  return <EventActions eventId={event.event_id} retryable={retryable} destinations={active} />;
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
        <DestinationDeliveriesCard
          key={group.destinationId}
          group={group}
          context={{
            timeoutMs: timeouts.get(group.destinationId),
            untransformed: { url: group.url, sizeBytes: event.payload_size_bytes },
          }}
        />
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
