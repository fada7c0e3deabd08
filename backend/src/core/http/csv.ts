/** RFC 4180 quoting, with spreadsheet formula injection defused (a leading = + - @ tab or CR gets a '). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null)[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
