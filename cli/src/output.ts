/** A failure the CLI explains in one line and exits non-zero for (no stack trace). */
export class CliError extends Error {}

/** How a command prints: lines for people, or (`--json`) one JSON object per line for scripts. */
export interface Output {
  json: boolean;
  /** One record: `line` for people, `record` itself with --json. */
  record(record: object, line: string): void;
  /** A remark for people (nothing with --json, so scripts read records only). */
  note(line: string): void;
}

export function output(json: boolean): Output {
  return {
    json,
    record: (record, line) => console.log(json ? JSON.stringify(record) : line),
    note: (line) => {
      if (!json) console.log(line);
    },
  };
}

/** Columns padded to their widest cell, for tables people read. */
export function columns(rows: string[][]): string[] {
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}

/** A time as `HH:MM:SS` in local time, for lines that follow each other. */
export function clock(iso: string | Date): string {
  return new Date(iso).toTimeString().slice(0, 8);
}
