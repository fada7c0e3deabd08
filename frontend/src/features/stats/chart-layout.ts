// Pure measures of a drawn chart (components/uplot-chart.tsx), kept apart so they are tested without a canvas.

/** Room for the y axis's longest label (about 7 px a character at uPlot's 12 px font), so "1,000 ms" is not cut to "000 ms". */
export function yAxisSize(labels: readonly string[] | undefined, minimum: number): number {
  const longest = Math.max(0, ...(labels ?? []).map((label) => label.length));
  return Math.max(minimum, Math.ceil(longest * 7.5) + 20);
}

/**
 * The last bucket with a value in any line (`data[0]` is the time, the rest one array per line):
 * what the legend reads while the cursor is off the chart; null when no bucket has one.
 */
export function latestIndex(data: readonly ArrayLike<number | null | undefined>[]): number | null {
  const [time = [], ...lines] = data;
  for (let index = time.length - 1; index >= 0; index--) {
    if (lines.some((values) => values[index] !== null && values[index] !== undefined)) return index;
  }
  return null;
}
