import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, errors, request } from 'undici';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { isRefusedAddress } from './address-policy';
import type { AttemptStatus } from './delivery-attempt.entity';
import { forwardableHeaders } from './forwarded-headers';

export const USER_AGENT = 'Hookyard/0.1.0';
const MAX_RESPONSE_BYTES = 64 * 1024;
const ADDRESS_NOT_ALLOWED = 'destination address not allowed';

export interface OutgoingWebhook {
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
  /** Seconds from a Retry-After header, when the answer had one. */
  retryAfterSeconds: number | null;
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
    try {
      const host = new URL(webhook.url).hostname.replace(/^\[|\]$/g, '');
      if (!this.config.allowPrivateDestinations && isIP(host) && isRefusedAddress(host)) throw new RefusedAddressError();
      const response = await request(webhook.url, {
        method: 'POST',
        // events stored before a header counted as hop-by-hop may still carry it
        headers: forwardableHeaders(webhook.headers),
        body: webhook.body,
        dispatcher: this.agent,
        signal: deadline,
        headersTimeout: webhook.timeoutMs,
        bodyTimeout: webhook.timeoutMs,
      });
      await drain(response.body);
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      return {
        status: ok ? 'success' : 'failed',
        responseStatus: response.statusCode,
        durationMs: elapsed(),
        errorMessage: ok ? null : `destination answered HTTP ${response.statusCode}`,
        retryAfterSeconds: parseRetryAfter(response.headers['retry-after']),
      };
    } catch (error) {
      const timedOut = isTimeout(error);
      return {
        status: timedOut ? 'timeout' : 'error',
        responseStatus: null,
        durationMs: elapsed(),
        errorMessage: timedOut ? `no complete response within ${webhook.timeoutMs} ms` : describeError(error),
        retryAfterSeconds: null,
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

/** Reads at most 64 KiB of the answer, then drops the rest (and the connection with it). */
async function drain(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > MAX_RESPONSE_BYTES) {
      body.destroy();
      return;
    }
  }
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

/** A normalized, secret-free sentence: never the URL, never a raw stack. */
function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code ?? (error as { cause?: NodeJS.ErrnoException })?.cause?.code;
  if (error instanceof RefusedAddressError || (error as { cause?: unknown })?.cause instanceof RefusedAddressError) {
    return ADDRESS_NOT_ALLOWED;
  }
  switch (code) {
    case 'EHOOKYARD_REFUSED_ADDRESS':
      return ADDRESS_NOT_ALLOWED;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'could not resolve the destination host';
    case 'ECONNREFUSED':
      return 'connection refused by the destination';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection closed by the destination';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'destination host unreachable';
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'CERT_HAS_EXPIRED':
      return 'TLS certificate of the destination is not valid';
    default:
      return code ? `delivery failed (${code})` : 'delivery failed';
  }
}
