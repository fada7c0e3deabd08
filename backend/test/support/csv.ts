import type { Response } from 'supertest';

/** A strict RFC 4180 reader (quoted cells, doubled quotes, CRLF rows), enough to read the export back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted || (char !== '"' && char !== ',' && !(char === '\r' && text[i + 1] === '\n'))) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

/** Reads a streamed answer (supertest's `.parse`) as one UTF-8 string. */
export function asText(res: Response, done: (error: Error | null, body: string) => void): void {
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  res.on('end', () => done(null, text));
}
