// The only module that imports uPlot: TimeChart loads it with React.lazy, so the library (and its
// stylesheet) arrives in a chunk of its own, after the page's text, and only on pages that chart.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
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

const AXIS = { stroke: '#5b6470', grid: { stroke: '#eceef1', width: 1 }, ticks: { stroke: '#d9dde3', width: 1 } };

function optionsOf({ lines, height, formatValue, yMax, compact, integer }: UPlotChartProps, width: number): uPlot.Options {
  const value = (_: uPlot, raw: number | null) => (raw === null || raw === undefined ? '—' : formatValue(raw));
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
        size: compact ? 48 : 60,
        space: compact ? 24 : 30,
        incrs: integer ? COUNT_STEPS : undefined,
        values: (_: uPlot, splits: number[]) => splits.map(formatValue),
      },
    ],
    series: [
      { label: 'Time' },
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        // Bars are filled only, so an empty bucket draws nothing.
        width: line.bars ? 0 : 2,
        dash: line.dash,
        fill: line.bars ? line.color : undefined,
        paths: line.bars ? uPlot.paths.bars!({ size: [0.6, 24] }) : undefined,
        // A value between two gaps is a dot; the rest are lines.
        points: {
          show: false,
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

export default function UPlotChart(props: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // What changes the chart's make-up (not its data): the lines, their names and the scale.
  const shape = JSON.stringify([
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
    const resize = new ResizeObserver(() => created.setSize({ width: element.clientWidth, height: latest.current.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(dataOf(props));
  }, [props.time, props.lines]);

  return <div ref={container} className="chart-canvas" />;
}
