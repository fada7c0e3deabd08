import { MAX_TRANSFORMATION_BYTES } from '../../core/http/code-bodies';
import { isPlainObject, Json } from '../../core/http/json';

export { MAX_TRANSFORMATION_BYTES };
const METHODS = ['POST', 'PUT', 'PATCH'];
const FIELDS = ['method', 'url', 'headers', 'body'];
const MAX_HEADERS = 100;
const MAX_URL_LENGTH = 2048;
/** An HTTP token (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,256}$/;
/** No control character but tab: CR or LF would split the request. */
const VALUE = /^[\t\x20-\x7e\x80-\uffff]{0,8192}$/;

/** A destination's transformation (issue #28): JavaScript that defines `function handler(request, context)`. */
export interface Transformation {
  code: string;
}

/** What the handler receives: the request as Hookyard would send it (body parsed when it is JSON), and where it comes from. */
export interface TransformInput {
  request: { method: string; url: string; headers: Record<string, string>; body: Json };
  context: { event_id: string; event_type: string | null; endpoint_id: string; destination_id: string };
  /** The body as received, sent when the handler leaves `body` out. */
  rawBody: Buffer;
}

/** The request to send, from the handler's result: `json` when its body was serialized here (content-type application/json). */
export interface TransformedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
  json: boolean;
}

/** Why `value` is not a valid transformation (null or `{"code": "<JavaScript>"}`), or null. */
export function transformationError(value: unknown): string | null {
  if (value === null) return null;
  if (!isPlainObject(value)) return 'transformation: expected null or an object with code';
  const unknown = Object.keys(value).find((key) => key !== 'code');
  if (unknown !== undefined) return `transformation.${unknown}: unknown field (expected code)`;
  if (typeof value.code !== 'string' || value.code.trim() === '')
    return 'transformation.code: expected JavaScript that defines function handler(request, context)';
  if (Buffer.byteLength(value.code) > MAX_TRANSFORMATION_BYTES) return `transformation.code: at most ${MAX_TRANSFORMATION_BYTES} bytes`;
  return null;
}

/** The body the handler sees: the parsed JSON value when it is JSON, else the text. */
export function handlerBody(body: Buffer): Json {
  const text = body.toString('utf8');
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/**
 * The handler's result (parsed JSON) as the request to send: null to skip the delivery, or a sentence
 * saying what is wrong with it. A field left out keeps the request's: method POST, the destination's
 * URL, the headers given, the body as received.
 */
export function parsedOutput(output: unknown, input: TransformInput): TransformedRequest | string | null {
  if (output === null) return null;
  if (!isPlainObject(output)) return 'handler must return the request to send (an object) or null';
  const unknown = Object.keys(output).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined)
    return `the returned request has an unknown field "${unknown.slice(0, 64)}" (expected method, url, headers, body)`;
  const method = output.method ?? input.request.method;
  if (typeof method !== 'string' || !METHODS.includes(method)) return 'the returned method must be POST, PUT or PATCH';
  const url = output.url ?? input.request.url;
  const urlError = typeof url === 'string' ? urlProblem(url) : 'the returned url must be a string';
  if (urlError) return urlError;
  const headers = output.headers ?? input.request.headers;
  const headersError = headersProblem(headers);
  if (headersError) return headersError;
  const body = output.body;
  if (body === undefined)
    return { method, url: url as string, headers: headers as Record<string, string>, body: input.rawBody, json: false };
  if (typeof body === 'string')
    return { method, url: url as string, headers: headers as Record<string, string>, body: Buffer.from(body), json: false };
  return { method, url: url as string, headers: headers as Record<string, string>, body: Buffer.from(JSON.stringify(body)), json: true };
}

function urlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `the returned url must be at most ${MAX_URL_LENGTH} characters`;
  if (!URL.canParse(url)) return 'the returned url must be an absolute http or https URL';
  const parts = new URL(url);
  if (parts.protocol !== 'http:' && parts.protocol !== 'https:') return 'the returned url must be an absolute http or https URL';
  if (parts.username !== '' || parts.password !== '') return 'the returned url must not carry a user name or password';
  return null;
}

function headersProblem(headers: unknown): string | null {
  if (!isPlainObject(headers)) return 'the returned headers must be an object of header names to string values';
  const entries = Object.entries(headers);
  if (entries.length > MAX_HEADERS) return `the returned headers hold at most ${MAX_HEADERS} headers`;
  for (const [name, value] of entries) {
    if (!TOKEN.test(name)) return `the returned header name "${name.replace(/[^\x20-\x7e]/g, '?').slice(0, 64)}" is not an HTTP token`;
    if (typeof value !== 'string' || !VALUE.test(value))
      return `the returned header "${name.toLowerCase()}" must have a string value without control characters (at most 8192)`;
  }
  return null;
}
