import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, errors, request } from 'undici';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { isRefusedAddress } from './address-policy';
import { AttemptErrorCode, RECORDED_BODY_BYTES, RecordedBody, recordedBody, recordedResponseHeaders } from '../events/attempt-details';
import type { AttemptStatus } from './delivery-attempt.entity';
import { forwardableHeaders } from '../../core/http/forwarded-headers';

export const USER_AGENT = 'Hookyard/0.1.0';
const MAX_RESPONSE_BYTES = 64 * 1024;
const ADDRESS_NOT_ALLOWED = 'destination address not allowed';

export interface OutgoingWebhook {
  /** What a transformation chose; POST when left out. */
  method?: string;
  url: string;
  body: Buffer;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface AttemptOutcome {
  status: AttemptStatus;
  responseStatus: number | null;
  durationMs: number;
  errorMessage: string | null;
  errorCode: AttemptErrorCode | null;
  /** Seconds from a Retry-After header, when the answer had one. */
  retryAfterSeconds: number | null;
  /** The headers sent, as sent. */
  requestHeaders: Record<string, string>;
  /** The answer's headers as recorded ({} without an answer). */
  responseHeaders: Record<string, string>;
  /** The answer's body as recorded (null without an answer or with an empty one). */
  responseBody: RecordedBody | null;
}

/** An attempt that got no answer: the headers it carried, nothing answered; callers add the error. */
export function unanswered(webhook: Pick<OutgoingWebhook, 'headers'>, durationMs: number): AttemptOutcome {
  return {
    status: 'failed',
    responseStatus: null,
    durationMs,
    errorMessage: null,
    errorCode: null,
    retryAfterSeconds: null,
    requestHeaders: webhook.headers,
    responseHeaders: {},
    responseBody: null,
  };
}

class RefusedAddressError extends Error {
  readonly code = 'EHOOKYARD_REFUSED_ADDRESS';
}

/**
 * Sends one webhook over keep-alive connections. Unless private destinations are allowed, the
 * address actually connected to is checked (in the connector's DNS lookup), so DNS rebinding
 * cannot reach loopback or private networks. Redirects are not followed; at most 64 KiB of the
 * answer is read. Hop-by-hop headers (and those `Connection` names) are never sent.
 */
@Injectable()
export class WebhookSender implements OnModuleDestroy {
  private readonly agent: Agent;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.agent = new Agent({
      keepAliveTimeout: 30_000,
      connections: 64,
      connect: config.allowPrivateDestinations ? {} : { lookup: guardedLookup },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent.close();
  }

  async send(webhook: OutgoingWebhook): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const deadline = new Deadline(webhook.timeoutMs);
    // events stored before a header counted as hop-by-hop may still carry it
    const requestHeaders = forwardableHeaders(webhook.headers);
    try {
      const host = new URL(webhook.url).hostname.replace(/^\[|\]$/g, '');
      if (!this.config.allowPrivateDestinations && isIP(host) && isRefusedAddress(host)) throw new RefusedAddressError();
      const response = await request(webhook.url, {
        method: (webhook.method ?? 'POST') as 'POST',
        headers: requestHeaders,
        body: webhook.body,
        dispatcher: this.agent,
        signal: deadline,
        headersTimeout: webhook.timeoutMs,
        bodyTimeout: webhook.timeoutMs,
      });
      const body = await readBody(response.body, Number(response.headers['content-length']) || 0);
      const status = response.statusCode;
      const ok = status >= 200 && status < 300;
      const redirect = status >= 300 && status < 400;
      return {
        status: ok ? 'success' : 'failed',
        responseStatus: status,
        durationMs: elapsed(),
        errorMessage: ok
          ? null
          : redirect
            ? `destination answered HTTP ${status}, a redirect (not followed)`
            : `destination answered HTTP ${status}`,
        errorCode: ok ? null : redirect ? 'redirect_refused' : 'http_status',
        retryAfterSeconds: parseRetryAfter(response.headers['retry-after']),
        requestHeaders,
        responseHeaders: recordedResponseHeaders(response.headers),
        responseBody: recordedBody(body.head, body.size),
      };
    } catch (error) {
      const failure = isTimeout(error)
        ? { code: 'timeout' as const, message: `no complete response within ${webhook.timeoutMs} ms` }
        : classifyError(error);
      return {
        status: failure.code === 'timeout' ? 'timeout' : 'error',
        responseStatus: null,
        durationMs: elapsed(),
        errorMessage: failure.message,
        errorCode: failure.code,
        retryAfterSeconds: null,
        requestHeaders,
        responseHeaders: {},
        responseBody: null,
      };
    } finally {
      deadline.clear();
    }
  }
}

/**
 * The whole request's time limit, as the EventEmitter-shaped signal undici accepts: one timer that
 * fires 'abort' once. Cheaper per request than AbortSignal.timeout (an EventTarget plus a weak
 * reference and its finalizer bookkeeping); undici then fails the request or the body being read
 * with its RequestAbortedError, which counts as a timeout.
 */
export class Deadline {
  aborted = false;
  private listeners: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => this.abort(), ms);
  }

  on(event: string, listener: () => void): this {
    if (event === 'abort') this.listeners.push(listener);
    return this;
  }

  once(event: string, listener: () => void): this {
    return this.on(event, listener); // fires at most once anyway
  }

  removeListener(event: string, listener: () => void): this {
    if (event === 'abort') this.listeners = this.listeners.filter((registered) => registered !== listener);
    return this;
  }

  /** Stops the timer; the request is over. */
  clear(): void {
    clearTimeout(this.timer);
    this.listeners = [];
  }

  private abort(): void {
    this.aborted = true;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener();
  }
}

function guardedLookup(
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const allowed = addresses.filter((entry) => !isRefusedAddress(entry.address));
    if (allowed.length === 0) return callback(new RefusedAddressError(ADDRESS_NOT_ALLOWED), []);
    if ((options as { all?: boolean }).all) return callback(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
}

/**
 * Reads at most 64 KiB of the answer, then drops the rest (and the connection with it). Keeps the
 * first 8 KiB; the size is what was read, or the declared length when reading stopped early.
 */
async function readBody(
  body: AsyncIterable<Buffer> & { destroy(): void },
  declaredLength: number,
): Promise<{ head: Buffer; size: number }> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (keptBytes < RECORDED_BODY_BYTES) {
      const part = chunk.subarray(0, RECORDED_BODY_BYTES - keptBytes);
      kept.push(part);
      keptBytes += part.length;
    }
    if (read > MAX_RESPONSE_BYTES) {
      body.destroy();
      return { head: Buffer.concat(kept, keptBytes), size: Math.max(read, declaredLength) };
    }
  }
  return { head: Buffer.concat(kept, keptBytes), size: read };
}

function parseRetryAfter(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

function isTimeout(error: unknown): boolean {
  const name = (error as Error)?.name;
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError ||
    error instanceof errors.ConnectTimeoutError
  );
}

const TLS_CODES = new Set([
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'EPROTO',
]);

/**
 * A failure without an answer: its error code and a normalized, secret-free sentence (never the
 * URL, never a raw stack). Exported for its unit test.
 */
export function classifyError(error: unknown): { code: AttemptErrorCode; message: string } {
  const cause = (error as { cause?: NodeJS.ErrnoException })?.cause;
  if (error instanceof RefusedAddressError || cause instanceof RefusedAddressError) {
    return { code: 'address_refused', message: ADDRESS_NOT_ALLOWED };
  }
  const code = (error as NodeJS.ErrnoException)?.code ?? cause?.code ?? '';
  if (code === 'EHOOKYARD_REFUSED_ADDRESS') return { code: 'address_refused', message: ADDRESS_NOT_ALLOWED };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { code: 'dns_failure', message: 'could not resolve the destination host' };
  if (code === 'ECONNREFUSED') return { code: 'connection_refused', message: 'connection refused by the destination' };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return { code: 'connection_refused', message: 'destination host unreachable' };
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    return { code: 'connection_reset', message: 'connection closed by the destination' };
  }
  if (TLS_CODES.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
    return { code: 'tls_failure', message: 'TLS handshake with the destination failed or its certificate is not valid' };
  }
  if (code.startsWith('HPE_') || (error as Error)?.name === 'HTTPParserError' || code.startsWith('UND_ERR_RES_')) {
    return { code: 'invalid_response', message: 'the destination answered something that is not valid HTTP' };
  }
  return { code: 'invalid_response', message: code ? `delivery failed (${code})` : 'delivery failed' };
}
