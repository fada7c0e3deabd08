import { Link, useSearchParams } from 'react-router';
import { EVENT_STATUSES, type EventStatus } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useEndpointNames } from '../../endpoints/endpoints.queries';
import { EventFiltersForm } from '../components/event-filters';
import { EventTable } from '../components/event-table';
import { useEventPage, type EventFilters } from '../events.queries';

/** The list's filters and page from the URL, so a reload or a shared link shows the same page. */
function filtersFrom(params: URLSearchParams): EventFilters {
  const status = params.get('status') ?? '';
  return {
    status: (EVENT_STATUSES as readonly string[]).includes(status) ? (status as EventStatus) : '',
    search: params.get('search') ?? '',
    cursor: params.get('cursor') ?? '',
  };
}

function searchOf(filters: EventFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { state, refreshing, reload } = useEventPage(filters);
  const endpointNames = useEndpointNames();
  const filtered = filters.status !== '' || filters.search !== '';

  return (
    <section className="card" aria-labelledby="events-title">
      <div className="card-header">
        <h1 id="events-title">Events</h1>
        <button type="button" className="button" onClick={() => void reload()} disabled={refreshing}>
          Refresh
        </button>
      </div>
      <p className="muted">Webhooks received by your endpoints, newest first. Open one to see its deliveries.</p>

      {/* A change of filters starts again from the newest page. */}
      <EventFiltersForm filters={filters} onChange={(next) => setParams(searchOf({ ...next, cursor: '' }))} />

      {state.status === 'loading' && <p className="muted">Loading events…</p>}
      {state.status === 'error' && <ProblemAlert error={state.error} />}
      {state.status === 'ready' && state.events.length === 0 && (
        <p className="empty">
          {filtered ? 'No events match these filters.' : 'No events yet. Send a webhook to an ingest URL and it shows up here.'}
        </p>
      )}
      {state.status === 'ready' && state.events.length > 0 && <EventTable events={state.events} endpointNames={endpointNames} />}
      {state.status === 'ready' && (filters.cursor || state.nextCursor) && (
        <nav className="button-row pager" aria-label="Pages">
          {filters.cursor && (
            <Link className="button" to={`${ROUTES.events}${searchOf({ ...filters, cursor: '' })}`}>
              Newest events
            </Link>
          )}
          {state.nextCursor && (
            <Link className="button" to={`${ROUTES.events}${searchOf({ ...filters, cursor: state.nextCursor })}`}>
              Older events
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
