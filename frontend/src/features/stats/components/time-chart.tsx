import { lazy, Suspense, useId } from 'react';

const UPlotChart = lazy(() => import('./uplot-chart'));

/** One line (or bars) of a chart: a value per bucket, null for a gap. */
export interface ChartLine {
  label: string;
  values: readonly (number | null)[];
  color: string;
  /** Dashes, so lines differ by more than their colour. */
  dash?: number[];
  bars?: boolean;
}

interface TimeChartProps {
  title: string;
  /** The chart in a sentence: its text alternative. */
  summary: string;
  /** Start of each bucket, seconds since the epoch. */
  time: readonly number[];
  lines: readonly ChartLine[];
  formatValue: (value: number) => string;
  yMax?: number;
  height?: number;
  /** Smaller title and fewer ticks: the endpoint page's small charts. */
  compact?: boolean;
  /** Whole-number steps on the y axis (counts). */
  integer?: boolean;
}

/**
 * A chart over time: a titled figure whose drawing is an image named by `summary` (the numbers
 * themselves are in a table the page offers). The drawing library loads on first use.
 */
export function TimeChart({
  title,
  summary,
  time,
  lines,
  formatValue,
  yMax,
  height = 180,
  compact = false,
  integer = false,
}: TimeChartProps) {
  const id = useId();
  return (
    <figure className={compact ? 'chart chart-compact' : 'chart'} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="chart-frame">
        <Suspense fallback={<div className="chart-canvas" style={{ height }} />}>
          <UPlotChart time={time} lines={lines} height={height} formatValue={formatValue} yMax={yMax} compact={compact} integer={integer} />
        </Suspense>
      </div>
    </figure>
  );
}
