import { ROUTES } from '../../../app/routes';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { AttemptTable, DeadLetterTable, JobTable } from '../components/delivery-tables';
import { EventActions } from '../components/event-actions';
import { useParams } from 'react-router';
import { useDestinationNames, useEndpointNames } from '../../endpoints/endpoints.queries';
import { useEventDetail } from '../events.queries';

/** `/events/:eventId`: a page of its own per event. */
export function EventDetailRoute() {
  const { eventId = '' } = useParams();
  return <EventDetailPage key={eventId} eventId={eventId} />;
}

function EventDetailPage({ eventId }: { eventId: string }) {
  const { state } = useEventDetail(eventId);
  const endpointNames = useEndpointNames();
  const destinationNames = useDestinationNames(state.status === 'ready' ? state.event.endpoint_id : undefined);

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

          <section className="card" aria-labelledby="jobs-title">
            <h2 id="jobs-title">Delivery jobs</h2>
            <JobTable jobs={state.event.delivery_jobs} destinationNames={destinationNames} />
          </section>

          <section className="card" aria-labelledby="attempts-title">
            <h2 id="attempts-title">Delivery attempts</h2>
            <AttemptTable attempts={state.event.delivery_attempts} destinationNames={destinationNames} />
          </section>

          <section className="card" aria-labelledby="dead-letters-title">
            <h2 id="dead-letters-title">Dead letters</h2>
            <DeadLetterTable deadLetters={state.event.dead_letters} destinationNames={destinationNames} />
          </section>
        </>
      )}
    </>
  );
}
