import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useApiKeys } from '../../api-keys/api-keys.queries';
import { useSession } from '../../auth/auth.queries';
import { auditExportUrl, auditFiltersFrom, auditSearchOf, hasAuditFilter } from '../audit-log-url';
import { useAuditLogPage } from '../audit-log.queries';
import { actorText } from '../audit-text';
import { AuditFiltersForm, type ActorOption } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** The relative times' clock: a tick every 30 s. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Who changed what, when and from where: the organization's audit log, filters in the address. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const { state, refreshing, reload } = useAuditLogPage(filters);
  const actors = useActorOptions(filters.actor, state.status === 'ready' ? state.entries : []);
  const now = useNow();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = hasAuditFilter(filters);

  return (
    <section className="card" aria-labelledby="audit-title">
      <div className="card-header">
        <h1 id="audit-title">Audit log</h1>
        <div className="button-row">
          <a className="button" href={auditExportUrl(filters)} download>
            Export CSV
          </a>
          <button type="button" className="button" onClick={() => void reload()} disabled={refreshing}>
            Refresh
          </button>
        </div>
      </div>
      <p className="muted">
        Every change to this organization, newest first: who made it (a person, an API key or Hookyard itself), from where, and which fields
        changed. Secrets are never shown, only that they changed. Entries cannot be edited or deleted.
      </p>

      <button
        type="button"
        className="button filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="audit-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        Filters{filtered ? ' (active)' : ''}
      </button>
      <div id="audit-filters" className={filtersOpen ? 'collapsible open' : 'collapsible'}>
        <AuditFiltersForm
          key={auditSearchOf({ ...filters, cursor: '' })}
          filters={filters}
          actors={actors}
          onChange={(next) => setParams(auditSearchOf({ ...next, cursor: '' }))}
        />
      </div>

      {state.status === 'loading' && <p className="muted">Loading the audit log…</p>}
      {state.status === 'error' && <ProblemAlert error={state.error} />}
      {state.status === 'ready' && state.entries.length === 0 && (
        <p className="empty">{filtered ? 'No entry matches these filters.' : 'Nothing recorded yet.'}</p>
      )}
      {state.status === 'ready' && state.entries.length > 0 && <AuditTable entries={state.entries} filters={filters} now={now} />}
      {state.status === 'ready' && (filters.cursor || state.nextCursor) && (
        <nav className="button-row pager" aria-label="Pages">
          {filters.cursor && (
            <Link className="button" to={`${ROUTES.auditLog}${auditSearchOf({ ...filters, cursor: '' })}`}>
              Newest entries
            </Link>
          )}
          {state.nextCursor && (
            <Link className="button" to={`${ROUTES.auditLog}${auditSearchOf({ ...filters, cursor: state.nextCursor })}`}>
              Older entries
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/**
 * Whom the actor filter offers: you, the organization's API keys, and whoever the address names
 * (by their label in the entries shown, else their id).
 */
function useActorOptions(current: string, entries: readonly AuditEntry[]): ActorOption[] {
  const session = useSession();
  const { state: keys } = useApiKeys();
  const options: ActorOption[] = [];
  if (session.data) options.push({ value: session.data.user.id, label: `You (${session.data.user.email})` });
  if (keys.status === 'ready') options.push(...keys.keys.map((key) => ({ value: key.id, label: `API key “${key.name}”` })));
  if (current && current !== 'system' && !options.some((option) => option.value === current)) {
    const seen = entries.find((entry) => entry.actor.id === current);
    options.push({ value: current, label: seen ? actorText(seen.actor) : current });
  }
  return options;
}
