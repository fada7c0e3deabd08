import { Link, useSearchParams } from 'react-router';
import type { EventCounts } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { formatTimestamp } from '../../../components/ui/format';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useSession } from '../../auth/auth.queries';
import { formatCount } from '../../stats/charts';
import { formatRate, RANGES, rangeFrom, STATS_RANGES, STATS_REFRESH_MS, totalsOf, type StatsRange, type Totals } from '../../stats/series';
import { useAttention, useEnableDestination, useEventCounts, useTimeseries } from '../../stats/stats.queries';
import { AttentionList } from '../components/attention-list';
import { DeliveryCharts } from '../components/delivery-charts';

/** `/`: whether webhooks flow (headline numbers and charts over 1 h, 24 h or 7 d, `?range=` in the address) and what needs attention. */
export function HomePage() {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  const range = rangeFrom(params.get('range'));
  const { phrase } = RANGES[range];
  const series = useTimeseries(range);
  const attention = useAttention();
  const enable = useEnableDestination();
  const totals = series.status === 'ready' ? totalsOf(series.timeseries.data) : null;
  const eventCounts = useEventCounts(series.status === 'ready' ? series.timeseries.from : null);
  const counts = eventCounts.status === 'ready' ? eventCounts.counts : null;

  return (
    <>
      <section className="card stats-card" aria-labelledby="org-title">
        <p className="eyebrow">Organization</p>
        <div className="card-header">
          <h1 id="org-title">{session?.organization.name}</h1>
          <RangeSwitch current={range} />
        </div>
        <p className="muted">
          Deliveries over {phrase}
          {series.status === 'ready' && (
            <>
              , as of{' '}
              <time dateTime={new Date(series.updatedAt).toISOString()}>{formatTimestamp(new Date(series.updatedAt).toISOString())}</time>;
              read again every {STATS_REFRESH_MS / 1000} seconds while this page is open
            </>
          )}
          .
        </p>
        {series.status === 'loading' && <p className="muted">Loading statistics…</p>}
        {series.status === 'error' && <ProblemAlert error={series.error} />}
        {totals && series.status === 'ready' && <HeadlineNumbers totals={totals} counts={counts} from={series.timeseries.from} />}
        {eventCounts.status === 'error' && <ProblemAlert error={eventCounts.error} />}
      </section>

      <section className="card stats-card" aria-labelledby="attention-title">
        <h2 id="attention-title">Needs attention</h2>
        {attention.status === 'loading' && <p className="muted">Loading…</p>}
        {attention.status === 'error' && <ProblemAlert error={attention.error} />}
        {attention.status === 'ready' && <AttentionList attention={attention.attention} onEnable={enable} />}
      </section>

      {series.status === 'ready' && totals && (
        <section className="card stats-card" aria-labelledby="charts-title">
          <h2 id="charts-title">Over time</h2>
          {isQuiet(totals) ? (
            <p className="empty">
              No webhooks over {phrase}. Send one to an endpoint's ingest URL (create an endpoint and its destinations under{' '}
              <Link to={ROUTES.endpoints}>Endpoints</Link>) and its deliveries are charted here within seconds.
            </p>
          ) : (
            <DeliveryCharts timeseries={series.timeseries} totals={totals} phrase={phrase} />
          )}
        </section>
      )}
    </>
  );
}

function isQuiet(totals: Totals): boolean {
  return totals.received + totals.delivered + totals.failedAttempts + totals.deadLettered + totals.rateLimited === 0;
}

/** 1 h / 24 h / 7 d as links, so the range is in the address. */
function RangeSwitch({ current }: { current: StatsRange }) {
  return (
    <nav className="segmented" aria-label="Time range">
      {STATS_RANGES.map((range) => (
        <Link key={range} to={`?range=${range}`} className="segment" aria-current={range === current ? 'true' : undefined}>
          <span className="visually-hidden">Last </span>
          {RANGES[range].label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The range's numbers, each linking to the list it counts with the filters in the address. Events:
 * received since the range began, delivered, and not delivered (failed, waiting for a retry,
 * dead-lettered) by their status now; attempts: each try counted, succeeded and failed, and the
 * success rate of attempts; dead-lettered deliveries; rate-limit refusals (a refused request is no event).
 */
function HeadlineNumbers({ totals, counts, from }: { totals: Totals; counts: EventCounts | null; from: string }) {
  const events = (status?: string) => `${ROUTES.events}?${new URLSearchParams({ ...(status && { status }), receivedFrom: from })}`;
  const by = counts?.by_status;
  const undelivered = by ? by.failed + by.retry_scheduled + by.dead_lettered : null;
  const eventCount = (n: number | null | undefined) => (n === null || n === undefined ? '…' : formatCount(n));
  const stats: [string, string, string, string | null, string][] = [
    ['Received', formatCount(totals.received), 'events', events(), 'Received: see the list'],
    ['Delivered', eventCount(by?.delivered), 'events, to every destination', events('delivered'), 'Delivered events: see the list'],
    [
      'Not delivered',
      eventCount(undelivered),
      by
        ? `events: ${formatCount(by.failed)} failed, ${formatCount(by.retry_scheduled)} retrying, ${formatCount(by.dead_lettered)} dead-lettered`
        : 'events',
      events('failed,retry_scheduled,dead_lettered'),
      'Events not delivered: see the list',
    ],
    ['Attempts succeeded', formatCount(totals.delivered), 'each try counted', null, ''],
    ['Attempts failed', formatCount(totals.failedAttempts), 'each try counted', null, ''],
    ['Success rate', formatRate(totals.successRate), 'of attempts', null, ''],
    ['Dead-lettered', formatCount(totals.deadLettered), 'deliveries', events('dead_lettered'), 'Dead-lettered: see the list'],
    ['Refused (429)', formatCount(totals.rateLimited), 'by rate limits', ROUTES.endpoints, 'Refused (429): see the endpoints'],
  ];
  return (
    <dl className="stat-grid">
      {stats.map(([label, value, unit, to, linkTitle]) => (
        <div key={label} className="stat">
          <dt>{label}</dt>
          <dd className="stat-value">
            {to ? (
              <Link to={to} title={linkTitle}>
                {value}
              </Link>
            ) : (
              value
            )}
          </dd>
          <dd className="stat-unit">{unit}</dd>
        </div>
      ))}
    </dl>
  );
}
