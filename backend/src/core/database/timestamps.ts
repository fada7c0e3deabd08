import { types } from 'pg';
import type { CustomTypesConfig } from 'pg';

const TIMESTAMPTZ_OID = 1184;
/** PostgreSQL's text of a timestamptz in a UTC session: `2026-11-22 10:15:30.123456+00` (fraction optional, up to 6 digits). */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;
const parseTimestamptz = types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date;

/**
 * A timestamptz as docs/http.md (Conventions) writes it (RFC 3339, UTC, milliseconds), straight from PostgreSQL's
 * text: the same string `toISOString()` gives for the Date pg would have parsed (microseconds are
 * truncated, as pg does), without building that Date. Other offsets, years past 9999, BC and
 * infinity take pg's own parser.
 */
export function isoFromTimestamptz(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (!utc) return parseTimestamptz(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/** Type parsers for one query: timestamptz columns stay PostgreSQL's text (see {@link isoFromTimestamptz}); the rest as pg parses them. */
export const TIMESTAMPTZ_AS_TEXT: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID ? (text: string) => text : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
