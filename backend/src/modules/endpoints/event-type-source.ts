import type { IncomingHttpHeaders } from 'node:http';
import { MAX_EVENT_TYPE_LENGTH } from '../events/event-type-patterns';

/**
 * Where an endpoint's events carry their type (issue #28): a JSON Pointer (RFC 6901) into the
 * body, or a request header. Read once at ingest and kept as the event's `event_type`.
 */
export type EventTypeSource = { kind: 'json_pointer'; pointer: string } | { kind: 'header'; name: string };

/** RFC 6901: empty (the whole document) or `/`-separated tokens whose `~` is always `~0` or `~1`. */
const JSON_POINTER = /^(\/([^~/]|~[01])*)*$/;
/** An HTTP field name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const MAX_POINTER_LENGTH = 500;
const MAX_HEADER_NAME_LENGTH = 100;

/** The 400 errors of a given `event_type_source` (null is valid: no source of its own). */
export function eventTypeSourceErrors(value: unknown, field = 'event_type_source'): { field: string; message: string }[] {
  if (value === null) return [];
  const refuse = (message: string, at = field) => [{ field: at, message }];
  if (typeof value !== 'object' || Array.isArray(value))
    return refuse('must be null, {"kind":"json_pointer","pointer":"/type"} or {"kind":"header","name":"x-github-event"}');
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source).sort().join(',');
  if (source.kind === 'json_pointer') {
    if (keys !== 'kind,pointer') return refuse('a json_pointer source has exactly the fields kind and pointer');
    const pointer = source.pointer;
    if (typeof pointer !== 'string' || pointer.length > MAX_POINTER_LENGTH || !JSON_POINTER.test(pointer))
      return refuse(`must be an RFC 6901 JSON Pointer of at most ${MAX_POINTER_LENGTH} characters, like /type`, `${field}.pointer`);
    return [];
  }
  if (source.kind === 'header') {
    if (keys !== 'kind,name') return refuse('a header source has exactly the fields kind and name');
    const name = source.name;
    if (typeof name !== 'string' || name.length > MAX_HEADER_NAME_LENGTH || !HEADER_NAME.test(name))
      return refuse(`must be an HTTP header name of at most ${MAX_HEADER_NAME_LENGTH} characters, like x-github-event`, `${field}.name`);
    return [];
  }
  return refuse('kind must be json_pointer or header', `${field}.kind`);
}

/** A valid source as stored: header names lower-case (as ingest sees them). */
export function normalizeEventTypeSource(source: EventTypeSource | null): EventTypeSource | null {
  if (source === null) return null;
  return source.kind === 'header' ? { kind: 'header', name: source.name.toLowerCase() } : { kind: 'json_pointer', pointer: source.pointer };
}

/** The reference tokens of a valid pointer, unescaped (`~1` → `/`, then `~0` → `~`). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** RFC 6901 evaluation; undefined when the pointer leads nowhere. An array index is `0` or digits without a leading zero. */
function resolvePointer(document: unknown, tokens: readonly string[]): unknown {
  let current = document;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value kept as an event type: a non-empty string of at most 200 characters that PostgreSQL can store as it is. */
export function eventTypeValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  if (value.length > MAX_EVENT_TYPE_LENGTH && (value.length > 2 * MAX_EVENT_TYPE_LENGTH || [...value].length > MAX_EVENT_TYPE_LENGTH))
    return null;
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return null;
  return value;
}

/** Reads an event's type from its body and headers; null when there is none (or none usable). */
export type EventTypeReader = (body: Buffer, headers: IncomingHttpHeaders) => string | null;

/**
 * The reader of a source, prepared once per endpoint (ingest caches it with the endpoint): a
 * header source reads one header and never the body; a pointer source parses the body once.
 */
export function eventTypeReader(source: EventTypeSource | null): EventTypeReader | null {
  if (source === null) return null;
  if (source.kind === 'header') {
    const name = source.name.toLowerCase();
    return (_body, headers) => eventTypeValue(headers[name]);
  }
  const tokens = pointerTokens(source.pointer);
  return (body) => {
    let document: unknown;
    try {
      document = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
    return eventTypeValue(resolvePointer(document, tokens));
  };
}
