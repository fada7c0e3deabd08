import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../app/routes';
import { formatTimestamp } from '../../../components/ui/format';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useSession } from '../../auth/auth.queries';
import { formatCount } from '../../stats/charts';
import { formatRate, RANGES, rangeFrom, STATS_RANGES, STATS_REFRESH_MS, totalsOf, type StatsRange, type Totals } from '../../stats/series';
import { useAttention, useEnableDestination, useTimeseries } from '../../stats/stats.queries';
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
        {totals && <HeadlineNumbers totals={totals} />}
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

function HeadlineNumbers({ totals }: { totals: Totals }) {
  const stats: [string, string, string][] = [
    ['Received', formatCount(totals.received), 'events'],
    ['Delivered', formatCount(totals.delivered), 'attempts succeeded'],
    ['Failed', formatCount(totals.failedAttempts), 'attempts'],
    ['Success rate', formatRate(totals.successRate), 'of attempts'],
    ['Dead-lettered', formatCount(totals.deadLettered), 'deliveries'],
    ['Refused (429)', formatCount(totals.rateLimited), 'by rate limits'],
  ];
  return (
    <dl className="stat-grid">
      {stats.map(([label, value, unit]) => (
        <div key={label} className="stat">
          <dt>{label}</dt>
          <dd className="stat-value">{value}</dd>
          <dd className="stat-unit">{unit}</dd>
        </div>
      ))}
    </dl>
  );
}
