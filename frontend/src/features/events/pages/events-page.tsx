import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { client, unwrap } from '../../../api/client';
import { ROUTES } from '../../../app/routes';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { endpointKeys, useEndpointNames, useProjects } from '../../endpoints/endpoints.queries';
import { BulkActions } from '../components/bulk-actions';
import { EventFiltersForm } from '../components/event-filters';
import { EventTable } from '../components/event-table';
import { NewEventsBanner } from '../components/new-events-banner';
import { activeFilterCount, filtersFrom, hasFilter, searchOf } from '../event-filters-url';
import { eventKeys, useEventPage, useEventSummaries, useNewEventCount } from '../events.queries';

/** The relative times' clock: a tick every 30 s is enough for "3 minutes ago". */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const queryClient = useQueryClient();
  const { state, refreshing, reload } = useEventPage(filters);
  const endpointNames = useEndpointNames();
  const endpoints = useQuery({ queryKey: endpointKeys.list(), queryFn: () => unwrap(client.GET('/api/endpoints')) });
  const { state: projects } = useProjects();
  const events = state.status === 'ready' ? state.events : [];
  const summaries = useEventSummaries(events.map((event) => event.id));
  const onNewestPage = state.status === 'ready' && filters.cursor === '';
  const newCount = useNewEventCount(filters, events[0]?.event_id ?? null, onNewestPage);
  const now = useNow();
  const filtered = hasFilter(filters);
  // on a narrow screen the filters fold behind one button (CSS shows the form on wide ones)
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(filters);

  /** The new events, and the rows' delivery columns, read again (the only way the rows change on the newest page). */
  const showNew = async () => {
    await reload();
    await queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'newer'] });
  };

  return (
    <section className="card" aria-labelledby="events-title">
      <div className="card-header">
        <h1 id="events-title">Events</h1>
        <button type="button" className="button" onClick={() => void showNew()} disabled={refreshing}>
          Refresh
        </button>
      </div>
      <p className="muted">
        Webhooks received by your endpoints, newest first. Open one to see its deliveries; past bulk retries and replays are on{' '}
        <Link to={ROUTES.operations}>Operations</Link>.
      </p>

      <button
        type="button"
        className="button filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="event-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        Filters{filterCount > 0 ? ` (${filterCount} active)` : ''}
      </button>
      <div id="event-filters" className={filtersOpen ? 'collapsible open' : 'collapsible'}>
        {/* A change of filters starts again from the newest page; the form starts again from the URL. */}
        <EventFiltersForm
          key={searchOf({ ...filters, cursor: '' })}
          filters={filters}
          endpoints={endpoints.data?.data ?? []}
          projects={projects.status === 'ready' ? projects.projects : []}
          onChange={(next) => setParams(searchOf({ ...next, cursor: '' }))}
        />
      </div>
      <BulkActions filters={filters} />

      {onNewestPage && <NewEventsBanner count={newCount} onShow={() => void showNew()} />}
      {state.status === 'loading' && <p className="muted">Loading events…</p>}
      {state.status === 'error' && <ProblemAlert error={state.error} />}
      {state.status === 'ready' && state.events.length === 0 && (
        <p className="empty">
          {filtered ? 'No events match these filters.' : 'No events yet. Send a webhook to an ingest URL and it shows up here.'}
        </p>
      )}
      {state.status === 'ready' && state.events.length > 0 && (
        <EventTable events={state.events} endpointNames={endpointNames} summaries={summaries} now={now} />
      )}
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
