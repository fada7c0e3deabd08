import type { Timeseries } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import {
  bucketLabel,
  chartSummaries,
  deadLetterLines,
  formatCount,
  formatPercent,
  latencyLines,
  successLines,
  trafficLines,
} from '../../stats/charts';
import { TimeChart } from '../../stats/components/time-chart';
import { chartColumns, formatMs, formatRate, successRate, type Totals } from '../../stats/series';

type Point = Timeseries['data'][number];

interface DeliveryChartsProps {
  timeseries: Timeseries;
  totals: Totals;
  /** "the last 24 hours". */
  phrase: string;
}

/** Received vs delivered vs failed, success rate, latency and dead letters over the range, and the same numbers as a table. */
export function DeliveryCharts({ timeseries, totals, phrase }: DeliveryChartsProps) {
  const columns = chartColumns(timeseries.data);
  const summaries = chartSummaries(columns, totals, phrase, timeseries.interval);
  const table: Column<Point>[] = [
    { header: 'Bucket starting', cell: (point) => bucketLabel(Date.parse(point.ts) / 1000, timeseries.interval) },
    { header: 'Received', cell: (point) => formatCount(point.received) },
    { header: 'Delivered', cell: (point) => formatCount(point.delivered) },
    { header: 'Failed attempts', cell: (point) => formatCount(point.failed_attempts) },
    { header: 'Success rate', cell: (point) => formatRate(successRate(point.delivered, point.failed_attempts)) },
    { header: 'p50', cell: (point) => formatMs(point.latency_p50_ms) },
    { header: 'p95', cell: (point) => formatMs(point.latency_p95_ms) },
    { header: 'Dead-lettered', cell: (point) => formatCount(point.dead_lettered) },
    { header: 'Refused (429)', cell: (point) => formatCount(point.rate_limited) },
  ];
  return (
    <>
      <div className="chart-grid">
        <TimeChart
          title="Received, delivered and failed"
          summary={summaries.traffic}
          time={columns.time}
          lines={trafficLines(columns)}
          formatValue={formatCount}
          integer
        />
        <TimeChart
          title="Success rate"
          summary={summaries.success}
          time={columns.time}
          lines={successLines(columns)}
          formatValue={formatPercent}
          yMax={100}
        />
        <TimeChart
          title="Attempt duration (p50, p95)"
          summary={summaries.latency}
          time={columns.time}
          lines={latencyLines(columns)}
          formatValue={formatMs}
        />
        <TimeChart
          title="Dead letters"
          summary={summaries.deadLettered}
          time={columns.time}
          lines={deadLetterLines(columns)}
          formatValue={formatCount}
          integer
        />
      </div>
      <details className="chart-data">
        <summary>The numbers as a table</summary>
        <DataTable label={`Deliveries over ${phrase}`} columns={table} rows={timeseries.data} rowKey={(point) => point.ts} />
      </details>
    </>
  );
}
