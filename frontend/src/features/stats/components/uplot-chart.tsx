// The only module that imports uPlot: TimeChart loads it with React.lazy, so the library (and its
// stylesheet) arrives in a chunk of its own, after the page's text, and only on pages that chart.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { latestIndex, yAxisSize } from '../chart-layout';
import { COUNT_STEPS, isolatedPoints } from '../series';
import type { ChartLine } from './time-chart';

export interface UPlotChartProps {
  /** Start of each bucket, seconds since the epoch. */
  time: readonly number[];
  lines: readonly ChartLine[];
  height: number;
  /** A y value as the axis and the legend show it. */
  formatValue: (value: number) => string;
  /** The y axis's fixed top (100 for percentages); otherwise from the data, at least 1. */
  yMax?: number;
  /** Fewer ticks: the endpoint page's small charts. */
  compact?: boolean;
  /** Whole-number steps on the y axis (counts). */
  integer?: boolean;
}

/** The axis colours of the theme shown (styles.css), read when a chart is made. */
function axisStyle() {
  const style = getComputedStyle(document.documentElement);
  const color = (name: string) => style.getPropertyValue(name).trim();
  return { stroke: color('--muted'), grid: { stroke: color('--chart-grid'), width: 1 }, ticks: { stroke: color('--border'), width: 1 } };
}

/** Off the chart, the legend reads the latest bucket rather than "--". */
function showLatest(u: uPlot): void {
  const index = latestIndex(u.data);
  if (index !== null && (u.cursor.idx === null || u.cursor.idx === undefined)) u.setLegend({ idx: index }, false);
}

function optionsOf({ lines, height, formatValue, yMax, compact, integer }: UPlotChartProps, width: number): uPlot.Options {
  const value = (_: uPlot, raw: number | null) => (raw === null || raw === undefined ? '—' : formatValue(raw));
  const AXIS = axisStyle();
  return {
    width,
    height,
    // The summary and the data table beside the chart carry its content; the cursor only reads values out.
    cursor: { drag: { x: false, y: false, setScale: false } },
    legend: { live: true },
    scales: {
      x: { time: true },
      y: { range: (_: uPlot, _min: number, max: number) => [0, yMax ?? Math.max(1, max * 1.1)] },
    },
    axes: [
      { ...AXIS, space: compact ? 80 : 60 },
      {
        ...AXIS,
        size: (_: uPlot, values: string[] | undefined) => yAxisSize(values, compact ? 48 : 60),
        space: compact ? 24 : 30,
        incrs: integer ? COUNT_STEPS : undefined,
        values: (_: uPlot, splits: number[]) => splits.map(formatValue),
      },
    ],
    hooks: { setCursor: [showLatest] },
    series: [
      { label: 'Time' },
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        // Bars are filled only, so an empty bucket draws nothing.
        width: line.bars ? 0 : 2,
        dash: line.dash,
        fill: line.bars ? line.color : undefined,
        // Counts hold their value over their bucket (steps), so one busy hour is a block, not a spike.
        paths: line.bars ? uPlot.paths.bars!({ size: [0.6, 24] }) : integer ? uPlot.paths.stepped!({ align: 1 }) : undefined,
        // A value between two gaps is a dot; the rest are lines.
        points: {
          show: !line.bars,
          size: 6,
          fill: line.color,
          filter: line.bars ? null : (u: uPlot, index: number) => isolatedPoints(u.data[index] as (number | null)[]),
        },
        spanGaps: false,
        value,
      })),
    ],
  };
}

function dataOf({ time, lines }: UPlotChartProps): uPlot.AlignedData {
  return [time as number[], ...lines.map((line) => line.values as (number | null)[])];
}

/** The theme shown (data-theme on <html>), so a chart is drawn again in the other theme's colours. */
function useTheme(): string | undefined {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

export default function UPlotChart(props: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // What changes the chart's make-up (not its data): the lines, their names and the scale.
  const theme = useTheme();
  const shape = JSON.stringify([
    theme,
    props.lines.map(({ label, color, dash, bars }) => [label, color, dash, bars]),
    props.height,
    props.yMax,
    props.compact,
    props.integer,
  ]);

  useEffect(() => {
    const element = container.current!;
    const created = new uPlot(optionsOf(latest.current, element.clientWidth), dataOf(latest.current), element);
    plot.current = created;
    showLatest(created);
    const resize = new ResizeObserver(() => created.setSize({ width: element.clientWidth, height: latest.current.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    const current = plot.current;
    if (!current) return;
    current.setData(dataOf(props));
    showLatest(current);
  }, [props.time, props.lines]);

  return <div ref={container} className="chart-canvas" />;
}
