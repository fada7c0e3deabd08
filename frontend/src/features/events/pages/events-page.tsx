import { useState } from 'react';
import { EventFiltersForm } from '../components/event-filters';
import { EventTable } from '../components/event-table';
import { useEndpointNames, useEventList, type EventFilters } from '../events.queries';

const NO_FILTERS: EventFilters = { status: '', search: '' };

export function EventsPage() {
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const { state, reload, loadMore } = useEventList(filters);
  const endpointNames = useEndpointNames();
  const filtered = filters.status !== '' || filters.search !== '';

  return (
    <section className="card" aria-labelledby="events-title">
      <div className="card-header">
        <h1 id="events-title">Events</h1>
        <button type="button" className="button" onClick={() => void reload()} disabled={state.status === 'loading'}>
          Refresh
        </button>
      </div>
      <p className="muted">Webhooks received by your endpoints, newest first. Open one to see its deliveries.</p>

      <EventFiltersForm filters={filters} onChange={setFilters} />

      {state.status === 'loading' && <p className="muted">Loading events…</p>}
      {state.status === 'error' && (
        <p className="alert" role="alert">
          {state.error.detail}
        </p>
      )}
      {state.status === 'ready' && state.events.length === 0 && (
        <p className="empty">
          {filtered ? 'No events match these filters.' : 'No events yet. Send a webhook to an ingest URL and it shows up here.'}
        </p>
      )}
      {state.status === 'ready' && state.events.length > 0 && (
        <>
          <EventTable events={state.events} endpointNames={endpointNames} />
          {state.moreError && (
            <p className="alert" role="alert">
              {state.moreError.detail}
            </p>
          )}
          {state.nextCursor !== null && (
            <button type="button" className="button load-more" onClick={() => void loadMore()} disabled={state.loadingMore}>
              {state.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
