import { isUtf8 } from 'node:buffer';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { HeaderSet, isHopByHop } from '../../core/http/forwarded-headers';

/** Why an attempt failed, in one word a program can switch on (docs/http.md, Event detail); null on success. */
export const ATTEMPT_ERROR_CODES = [
  'http_status',
  'timeout',
  'connection_refused',
  'connection_reset',
  'dns_failure',
  'tls_failure',
  'address_refused',
  'redirect_refused',
  'invalid_response',
  'transformation_failed',
  'listener_offline',
  'broker_refused',
] as const;
export type AttemptErrorCode = (typeof ATTEMPT_ERROR_CODES)[number];

/** How much of an answer is kept: the first 8 KiB of its body, at most 50 headers and 8 KiB of them. */
export const RECORDED_BODY_BYTES = 8 * 1024;
const RECORDED_HEADER_COUNT = 50;
const RECORDED_HEADER_BYTES = 8 * 1024;

/** The first 8 KiB of an answer's body: as text when they are valid UTF-8, else as base64. */
export interface RecordedBody {
  encoding: 'utf8' | 'base64';
  data: string;
  /** The whole body's size as received (its Content-Length when Hookyard stopped reading early). */
  size_bytes: number;
  truncated: boolean;
}

/** What an attempt sent and what it got back, sealed as one ciphertext per attempt (delivery_attempt_details). */
export interface AttemptDetails {
  request_headers: Record<string, string>;
  response_headers: Record<string, string>;
  response_body: RecordedBody | null;
  /** A transformed request's method, URL host and path and body size (absent when the request went as received). */
  request?: RecordedRequest;
}

/** What an attempt keeps of a transformed request; `body_size_bytes` is absent from attempts recorded before it was kept. */
export interface RecordedRequest {
  method: string;
  host: string;
  path: string;
  body_size_bytes?: number;
}

export const NO_DETAILS: AttemptDetails = { request_headers: {}, response_headers: {}, response_body: null };

/**
 * Details whose JSON is shorter than this are sealed as it is: deflating them saved little (428 →
 * 257 bytes for a typical 2-byte answer, both far below the size at which PostgreSQL moves a value to
 * its TOAST table) and cost about 20 µs of CPU per attempt, most of it setting up zlib's state.
 */
const DEFLATE_FROM_BYTES = 1024;

/** The first byte of the details' JSON ('{'), which no deflated JSON object starts with (see packDetails). */
const OPEN_BRACE = 0x7b;

/**
 * The details as they are sealed: their JSON, deflated (level 1) from DEFLATE_FROM_BYTES on. Answers
 * are mostly text (JSON, HTML), which shrinks severalfold, so the ciphertext of a large answer stays in
 * its row instead of going to a TOAST table (an extra heap and index insert per attempt).
 *
 * unpackDetails tells the two apart by the first byte: JSON starts with '{'. A raw deflate stream
 * whose first byte is '{' (0x7b: a final block of fixed Huffman codes, then the bits 11110) would
 * begin with a literal byte from 0xe0 to 0xef, where a deflated JSON object begins with '{' itself;
 * so attempts recorded before small details went undeflated are read as they always were.
 */
export function packDetails(details: AttemptDetails): Buffer {
  const json = Buffer.from(JSON.stringify(details));
  return json.length < DEFLATE_FROM_BYTES ? json : deflateRawSync(json, { level: 1 });
}

/** What {@link packDetails} packed (never more than 64 KiB once inflated: 8 KiB of body, 8 KiB of headers and the request's). */
export function unpackDetails(packed: Buffer): AttemptDetails {
  const json = packed[0] === OPEN_BRACE ? packed : inflateRawSync(packed, { maxOutputLength: 256 * 1024 });
  return JSON.parse(json.toString('utf8')) as AttemptDetails;
}

/** Additional authenticated data binding an attempt's details to its organization and attempt row. */
export function attemptDetailsAad(organizationId: string, attemptId: string): string {
  return `attempt:${organizationId}:${attemptId}`;
}

/**
 * `head` (the body's first bytes, at most {@link RECORDED_BODY_BYTES}) as recorded; null for an
 * empty body. A head cut inside a UTF-8 character loses that character's bytes rather than turning
 * a text answer into base64.
 */
export function recordedBody(head: Buffer, sizeBytes: number): RecordedBody | null {
  if (sizeBytes === 0) return null;
  const truncated = sizeBytes > head.length;
  const text = truncated ? head.subarray(0, utf8Boundary(head)) : head;
  if (isUtf8(text)) return { encoding: 'utf8', data: text.toString('utf8'), size_bytes: sizeBytes, truncated };
  return { encoding: 'base64', data: head.toString('base64'), size_bytes: sizeBytes, truncated };
}

/** Where the last complete UTF-8 character of `bytes` ends (a cut inside a character drops its lead bytes). */
function utf8Boundary(bytes: Buffer): number {
  // A continuation byte is 10xxxxxx; walk back over at most three of them to the lead byte.
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/**
 * The answer's headers as recorded: lower-case names, several values joined by ", ", without the
 * hop-by-hop ones (and those `Connection` names) and `set-cookie` (the receiver's session, not ours
 * to keep); the first 50 that fit in 8 KiB (names and values counted).
 */
export function recordedResponseHeaders(headers: HeaderSet): Record<string, string> {
  const connectionOptions = new Set(
    [headers.connection ?? []]
      .flat()
      .flatMap((line) => line.split(','))
      .map((option) => option.trim().toLowerCase()),
  );
  const kept: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || lower === 'set-cookie' || isHopByHop(lower) || connectionOptions.has(lower)) continue;
    const joined = Array.isArray(value) ? value.join(', ') : value;
    const size = Buffer.byteLength(lower) + Buffer.byteLength(joined);
    if (count === RECORDED_HEADER_COUNT || bytes + size > RECORDED_HEADER_BYTES) continue;
    kept[lower] = joined;
    count++;
    bytes += size;
  }
  return kept;
}

/**
 * The error code of an attempt recorded before attempts kept one (its column is NULL), from what
 * it did keep: its outcome, answer status and normalized message.
 */
export function legacyErrorCode(status: string, responseStatus: number | null, errorMessage: string | null): AttemptErrorCode | null {
  if (status === 'success') return null;
  if (status === 'timeout') return 'timeout';
  if (responseStatus !== null) return responseStatus >= 300 && responseStatus < 400 ? 'redirect_refused' : 'http_status';
  const message = errorMessage ?? '';
  if (message.startsWith('destination address not allowed')) return 'address_refused';
  if (message.startsWith('could not resolve')) return 'dns_failure';
  if (message.startsWith('connection refused') || message.includes('unreachable')) return 'connection_refused';
  if (message.startsWith('connection closed')) return 'connection_reset';
  if (message.startsWith('TLS')) return 'tls_failure';
  return 'invalid_response';
}
