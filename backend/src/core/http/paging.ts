import { parseRfc3339 } from './date-time';
import { problems } from './problem';

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

export interface TimeCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque keyset cursor over (timestamp desc, id desc); `at` as `toISOString()` writes it. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export function decodeCursor(raw: string): TimeCursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const date = parseRfc3339(at);
  if (!id || !UUID.test(id) || !date) {
    throw problems.validation([{ field: 'cursor', message: 'is not a cursor returned by this API' }]);
  }
  return { at: date, id };
}
