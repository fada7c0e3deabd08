import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { ConfigError, fail } from './config-error';
import type { EnvName } from './env-vars';
import { MailConfig, parseMail } from './mail-config';
export { ConfigError };

/** The one typed view of the environment. Read once at boot; nothing else reads process.env. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  /** Proxies whose `X-Forwarded-*` are believed: none, how many hops in front, or their addresses. */
  trustProxy: false | number | string[];
  publicBaseUrl: string;
  databaseUrl: string;
  /** A read replica for the reads that tolerate lag (list, export, statistics); null: the primary serves them. */
  databaseReadUrl: string | null;
  redisUrl: string;
  /** Seed nodes of a Redis Cluster (`REDIS_CLUSTER_NODES`); when set, every client is a cluster client and `redisUrl` is unused. */
  redisClusterNodes: RedisNode[] | null;
  /** Prefix of every Redis key Hookyard writes (queues, rate limits), so runs can share a server. */
  redisPrefix: string;
  encryptionKeys: string;
  maxPayloadBytes: number;
  ingestRatePerSecond: number;
  ingestRateBurst: number;
  /** Customer API token bucket per API key. */
  apiRatePerSecond: number;
  apiRateBurst: number;
  /** How long an instance may keep an endpoint or API key it confirms against Redis on each use (0: no cache). */
  credentialCacheTtlMs: number;
  /** Delays between attempts, in milliseconds. */
  retryScheduleMs: number[];
  allowPrivateDestinations: boolean;
  retentionDays: number;
  /** Events older than this many days are deleted with their jobs, attempts and dead letters (`EVENT_RETENTION_DAYS`); null: kept. */
  eventRetentionDays: number | null;
  /** Audit log entries older than this many days are deleted (`AUDIT_RETENTION_DAYS`). */
  auditRetentionDays: number;
  signupEnabled: boolean;
  /** Single sign-on issuers may be `http://` URLs (tests, a provider on this machine). */
  ssoAllowHttpIssuers: boolean;
  /** How long an invitation's link can be accepted. */
  invitationTtlHours: number;
  /** Invitations are e-mailed through this relay; null: not e-mailed (the dashboard shows the link). */
  mail: MailConfig | null;
  /** Sender header names (lower case) whose values the read API shows, beyond the built-in allowlist (`SHOWN_SENDER_HEADERS`). */
  shownSenderHeaders: string[];
  /** Sign-ups allowed per client IP and hour (a burst of as many, refilled over the hour). */
  signupRatePerHour: number;
  /** The whole request, body included, must arrive within this (slow bodies are cut off). */
  httpRequestTimeoutMs: number;
  /** The request's headers must arrive within this. */
  httpHeadersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  httpKeepAliveTimeoutMs: number;
  /** Largest JSON body of the management and auth routes (ingest has MAX_PAYLOAD_BYTES). */
  jsonBodyLimitBytes: number;
  metricsEnabled: boolean;
  /** Serves POST /demo/echo, the receiver of the seeded demo destination. */
  demoEcho: boolean;
  workerConcurrency: number;
  /** Bulk deliveries in flight per worker at most (`BULK_CONCURRENCY`), within its WORKER_CONCURRENCY permits. */
  bulkConcurrency: number;
  /**
   * The work this worker takes (`WORKER_LANES`): `live` the deliveries queue; `bulk` bulk operations,
   * their walk (the operations queue) and their deliveries (bulk-deliveries). Both by default.
   */
  workerLanes: WorkerLanes;
  /** Where a separate worker process serves /healthz, /readyz and /metrics (`WORKER_PORT`); null: no HTTP at all. */
  workerPort: number | null;
  /** How often the outbox relay looks for jobs that never reached the queue. */
  relayIntervalMs: number;
  /** How old a pending job must be before the relay re-queues it. */
  relayGraceMs: number;
  /** How long a claimed delivery stays leased to its worker without a renewal (renewed every third of it while in flight). */
  deliveryLeaseMs: number;
  destinationConcurrency: number;
  /** Events a bulk operation handles per transaction (one page of its keyset walk). */
  bulkPageSize: number;
  /** Bulk deliveries waiting in the queue above which a bulk operation waits before its next page. */
  bulkBacklog: number;
  /** Deliveries in flight per organization, across every worker. */
  organizationConcurrency: number;
  /** Consecutive timeouts after which a destination gets one delivery at a time until one does not time out (0: never). */
  slowDestinationTimeouts: number;
  /** How long a destination's transformation may run (the worker's event loop waits for it). */
  transformTimeoutMs: number;
  /** How often each process writes the statistics it counted (and the worker what it learned of destination health). */
  statsFlushMs: number;
  /** A destination whose attempts all failed for this long… */
  destinationDisableAfterMs: number;
  /** …with at least this many failed attempts is disabled (`failing`). */
  destinationDisableMinAttempts: number;
  /** At most one event.dead_lettered message per destination per this window. */
  notifyDeadLetterWindowMs: number;
  /** At most one endpoint.rate_limited message per endpoint per this window. */
  notifyRateLimitedWindowMs: number;
  /** destination.recovered is sent once a destination that recovered had no failed attempt for this long. */
  notifyRecoveredAfterMs: number;
  /** At most one destination.recovered and one destination.disabled message per destination per this window. */
  notifyDestinationWindowMs: number;
  /** Directory of the built SPA, served at `/` when present. */
  frontendDir: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** JSON lines for log shippers, or readable lines for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  tracing: TracingConfig;
}

/** OpenTelemetry traces: off (no SDK loaded) unless an OTLP endpoint is set. */
export interface TracingConfig {
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: the collector's OTLP/HTTP base URL (spans go to `<it>/v1/traces`); null: tracing off. */
  endpoint: string | null;
  /** `OTEL_SERVICE_NAME`; null: the process's own (`hookyard-api`, `hookyard-worker`, `hookyard`). */
  serviceName: string | null;
  /** `PROPAGATE_TRACE_CONTEXT`: each delivery carries a `traceparent` of its attempt's span. */
  propagate: boolean;
}

/** Which lanes of work a worker takes; at least one is on. */
export interface WorkerLanes {
  live: boolean;
  bulk: boolean;
}

export interface RedisNode {
  host: string;
  port: number;
}

/** The variables loadConfig may read: each has a record in env-vars.ts, which docs/configuration.md is generated from. */
type Env = { readonly [name in EnvName]?: string };

const REPO_ROOT = resolve(__dirname, '../../../..');

function integer(env: Env, name: EnvName, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: EnvName, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  fail(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: EnvName, fallback: string, protocols: string[]): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    fail(name, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must use one of ${protocols.join(', ')}`);
  return raw.replace(/\/+$/, '');
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** One duration such as `500ms`, `5s`, `5m`, `2h`, `5d`, in milliseconds. */
function duration(env: Env, name: EnvName, fallback: string): number {
  const raw = env[name] || fallback;
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(raw.trim());
  if (!match) fail(name, `is a malformed duration "${raw}" (use e.g. 500ms, 5s, 5m, 2h, 5d)`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

/** Parses `5s,5m,30m,2h` into milliseconds. */
export function parseRetrySchedule(raw: string): number[] {
  const parts = raw.split(',').map((part) => part.trim());
  return parts.map((part) => {
    const match = /^(\d+)(ms|s|m|h)$/.exec(part);
    if (!match) fail('RETRY_SCHEDULE', `has a malformed delay "${part}" (use e.g. 500ms, 5s, 5m, 2h)`);
    return Number(match[1]) * UNIT_MS[match[2]];
  });
}

/**
 * `TRUST_PROXY`: `false` (default), the number of proxies in front of the api (the client address
 * is then the one that many hops from the end of `X-Forwarded-For`), or their addresses and CIDR
 * ranges. `true` is refused: trusting every hop lets any client name its own address, and so
 * escape the per-IP limits of login and sign-up.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    fail(
      'TRUST_PROXY',
      'must name the proxies to trust: their number (e.g. 1) or their addresses; true would let any client forge its address',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 16) fail('TRUST_PROXY', `trusts at most 16 hops, got ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !prefixOk || extra !== undefined)
      fail('TRUST_PROXY', `"${entry}" is neither a hop count nor an IP address or CIDR range`);
  }
  return entries;
}

const HOSTNAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * `REDIS_CLUSTER_NODES`: `host:port,host:port,…` (an IPv6 address in brackets, `[::1]:7000`), the
 * seed nodes a cluster client discovers the rest of the cluster from. Unset or empty: single Redis.
 */
export function parseRedisClusterNodes(raw: string | undefined): RedisNode[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const nodes = raw.split(',').map((entry) => {
    const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(entry.trim());
    const host = match?.[1] ?? match?.[2];
    const port = Number(match?.[3]);
    const hostOk = host !== undefined && (match?.[1] !== undefined ? isIP(host) === 6 : isIP(host) === 4 || HOSTNAME.test(host));
    if (!match || !hostOk || port < 1 || port > 65535) fail('REDIS_CLUSTER_NODES', `"${entry.trim()}" is not host:port`);
    return { host: host!, port };
  });
  const seen = new Set(nodes.map(({ host, port }) => `${host.toLowerCase()}:${port}`));
  if (seen.size !== nodes.length) fail('REDIS_CLUSTER_NODES', 'lists a node twice');
  return nodes;
}

/** An HTTP field name (RFC 9110 §5.1: a token). */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * `SHOWN_SENDER_HEADERS`: comma-separated header names (any case) whose forwarded values the read API
 * shows, added to the built-in allowlist; every other sender header is shown as `[redacted]`.
 * Unset or empty: none. A name that is not an HTTP field name is refused (a typo would show nothing).
 */
export function parseShownSenderHeaders(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const names = raw.split(',').map((name) => name.trim());
  for (const name of names) if (!FIELD_NAME.test(name)) fail('SHOWN_SENDER_HEADERS', `has "${name}", which is not a header name`);
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

const LANE_NAMES = ['live', 'bulk'] as const;

/**
 * `WORKER_LANES`: `live`, `bulk` or both, comma-separated, so that bulk operations can run in worker
 * processes of their own (they share a process's event loop with live deliveries otherwise). Unset:
 * both. An empty value or name, an unknown name and a name given twice are refused: a worker with no
 * lane would take no work, and a typo would quietly drop one.
 */
export function parseWorkerLanes(raw: string | undefined): WorkerLanes {
  if (raw === undefined) return { live: true, bulk: true };
  if (raw.trim() === '') fail('WORKER_LANES', 'must name at least one lane: live, bulk or live,bulk (unset, a worker takes both)');
  const lanes: WorkerLanes = { live: false, bulk: false };
  for (const entry of raw.split(',').map((name) => name.trim())) {
    if (entry === '') fail('WORKER_LANES', `has an empty lane name in "${raw}"`);
    const lane = LANE_NAMES.find((name) => name === entry);
    if (!lane) fail('WORKER_LANES', `has an unknown lane "${entry}" (the lanes are live and bulk)`);
    if (lanes[lane]) fail('WORKER_LANES', `names the lane "${lane}" twice`);
    lanes[lane] = true;
  }
  return lanes;
}

/**
 * `OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_SERVICE_NAME` and `PROPAGATE_TRACE_CONTEXT`. Propagation
 * without an endpoint is refused: with no SDK there is no span to send a `traceparent` of.
 */
export function parseTracing(env: Env): TracingConfig {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT ? url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', '', ['http:', 'https:']) : null;
  const serviceName = env.OTEL_SERVICE_NAME?.trim() || null;
  if (serviceName !== null && !/^[\x21-\x7e][\x20-\x7e]{0,254}$/.test(serviceName))
    fail('OTEL_SERVICE_NAME', 'must be 1-255 printable ASCII characters');
  const propagate = boolean(env, 'PROPAGATE_TRACE_CONTEXT', false);
  if (propagate && endpoint === null) fail('PROPAGATE_TRACE_CONTEXT', 'needs OTEL_EXPORTER_OTLP_ENDPOINT (traces are off without it)');
  return { endpoint, serviceName, propagate };
}

/** Validates `id:base64key,…` (each key 32 bytes); throws naming the variable. */
function validateEncryptionKeys(raw: string): string {
  const entries = raw.split(',').filter(Boolean);
  if (entries.length === 0) fail('ENCRYPTION_KEYS', 'must list at least one id:base64key');
  for (const entry of entries) {
    const [id, key] = entry.split(':');
    if (!id || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || !key) fail('ENCRYPTION_KEYS', 'entries must look like id:base64key');
    if (Buffer.from(key, 'base64').length !== 32) fail('ENCRYPTION_KEYS', `key "${id}" must be 32 bytes of base64`);
  }
  return raw;
}

/** Outside production a missing key ring is generated once and kept under `.data/`. */
function localEncryptionKeys(): string {
  const file = resolve(REPO_ROOT, '.data/encryption-keys');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `k1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * @param stdoutIsTty whether a person reads the logs: LOG_FORMAT then defaults to `pretty`
 *   (outside production); anything else (a pipe, a file, a log shipper) gets JSON lines.
 */
/** How long a claimed delivery stays leased to its worker without a renewal, by default. */
export const DEFAULT_DELIVERY_LEASE_MS = 15_000;

export function loadConfig(env: Env = process.env, stdoutIsTty = process.stdout.isTTY === true): AppConfig {
  const nodeEnv = (env.NODE_ENV || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) fail('NODE_ENV', 'must be development, production or test');
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info')) as AppConfig['logLevel'];
  if (!['fatal', 'error', 'warn', 'info', 'debug'].includes(logLevel)) fail('LOG_LEVEL', 'must be fatal, error, warn, info or debug');
  const logFormat = (env.LOG_FORMAT || (nodeEnv !== 'production' && stdoutIsTty ? 'pretty' : 'json')) as AppConfig['logFormat'];
  if (!['json', 'pretty'].includes(logFormat)) fail('LOG_FORMAT', 'must be json or pretty');
  const rawKeys = env.ENCRYPTION_KEYS;
  if (!rawKeys && nodeEnv === 'production') fail('ENCRYPTION_KEYS', 'is required in production');
  const frontendDir = env.FRONTEND_DIR ?? resolve(REPO_ROOT, 'frontend/dist');
  const redisPrefix = env.REDIS_PREFIX || 'hookyard';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(redisPrefix)) fail('REDIS_PREFIX', 'must be 1-64 letters, digits, _ or -');

  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']);
  const config: AppConfig = {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    httpRequestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    httpHeadersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 3_600_000),
    httpKeepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    jsonBodyLimitBytes: integer(env, 'JSON_BODY_LIMIT_BYTES', 65_536, 1024, 10 * 1_048_576),
    publicBaseUrl,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/hookyard', ['postgres:', 'postgresql:']),
    databaseReadUrl: env.DATABASE_READ_URL ? url(env, 'DATABASE_READ_URL', '', ['postgres:', 'postgresql:']) : null,
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379/0', ['redis:', 'rediss:']),
    redisClusterNodes: parseRedisClusterNodes(env.REDIS_CLUSTER_NODES),
    redisPrefix,
    encryptionKeys: validateEncryptionKeys(rawKeys || localEncryptionKeys()),
    maxPayloadBytes: integer(env, 'MAX_PAYLOAD_BYTES', 1_048_576, 1, 100 * 1_048_576),
    ingestRatePerSecond: integer(env, 'INGEST_RATE_PER_SECOND', 100, 1, 1_000_000),
    ingestRateBurst: integer(env, 'INGEST_RATE_BURST', 200, 1, 10_000_000),
    apiRatePerSecond: integer(env, 'API_RATE_PER_SECOND', 50, 1, 1_000_000),
    apiRateBurst: integer(env, 'API_RATE_BURST', 100, 1, 10_000_000),
    credentialCacheTtlMs: integer(env, 'CREDENTIAL_CACHE_TTL_MS', 30_000, 0, 3_600_000),
    retryScheduleMs: parseRetrySchedule(env.RETRY_SCHEDULE || '5s,5m,30m,2h,5h,10h,10h'),
    allowPrivateDestinations: boolean(env, 'ALLOW_PRIVATE_DESTINATIONS', false),
    retentionDays: integer(env, 'RETENTION_DAYS', 30, 1, 3650),
    eventRetentionDays: env.EVENT_RETENTION_DAYS ? integer(env, 'EVENT_RETENTION_DAYS', 0, 1, 36500) : null,
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 1, 36500),
    signupEnabled: boolean(env, 'SIGNUP_ENABLED', true),
    ssoAllowHttpIssuers: boolean(env, 'SSO_ALLOW_HTTP_ISSUERS', false),
    invitationTtlHours: integer(env, 'INVITATION_TTL_HOURS', 168, 1, 8760),
    mail: parseMail(env, publicBaseUrl),
    shownSenderHeaders: parseShownSenderHeaders(env.SHOWN_SENDER_HEADERS),
    signupRatePerHour: integer(env, 'SIGNUP_RATE_PER_HOUR', 20, 1, 1_000_000),
    metricsEnabled: boolean(env, 'METRICS_ENABLED', true),
    demoEcho: boolean(env, 'DEMO_ECHO', false),
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 100, 1, 1000),
    bulkConcurrency: integer(env, 'BULK_CONCURRENCY', 40, 1, 1000),
    workerLanes: parseWorkerLanes(env.WORKER_LANES),
    workerPort: env.WORKER_PORT ? integer(env, 'WORKER_PORT', 0, 1, 65535) : null,
    relayIntervalMs: integer(env, 'RELAY_INTERVAL_MS', 2000, 50, 600_000),
    relayGraceMs: integer(env, 'RELAY_GRACE_MS', 10_000, 0, 3_600_000),
    deliveryLeaseMs: integer(env, 'DELIVERY_LEASE_MS', DEFAULT_DELIVERY_LEASE_MS, 1000, 600_000),
    destinationConcurrency: integer(env, 'DESTINATION_CONCURRENCY', 10, 1, 1000),
    bulkPageSize: integer(env, 'BULK_PAGE_SIZE', 500, 1, 10_000),
    bulkBacklog: integer(env, 'BULK_BACKLOG', 5000, 1, 10_000_000),
    organizationConcurrency: integer(env, 'ORGANIZATION_CONCURRENCY', 50, 1, 100_000),
    slowDestinationTimeouts: integer(env, 'SLOW_DESTINATION_TIMEOUTS', 3, 0, 1000),
    transformTimeoutMs: integer(env, 'TRANSFORM_TIMEOUT_MS', 100, 1, 10_000),
    statsFlushMs: integer(env, 'STATS_FLUSH_MS', 1000, 50, 60_000),
    destinationDisableAfterMs: duration(env, 'DESTINATION_DISABLE_AFTER', '5d'),
    destinationDisableMinAttempts: integer(env, 'DESTINATION_DISABLE_MIN_ATTEMPTS', 10, 1, 1_000_000),
    notifyDeadLetterWindowMs: duration(env, 'NOTIFY_DEAD_LETTER_WINDOW', '1m'),
    notifyRateLimitedWindowMs: duration(env, 'NOTIFY_RATE_LIMITED_WINDOW', '5m'),
    notifyRecoveredAfterMs: duration(env, 'NOTIFY_RECOVERED_AFTER', '5m'),
    notifyDestinationWindowMs: duration(env, 'NOTIFY_DESTINATION_WINDOW', '1h'),
    frontendDir: frontendDir && existsSync(frontendDir) ? frontendDir : null,
    logLevel,
    logFormat,
    tracing: parseTracing(env),
  };
  if (config.httpHeadersTimeoutMs > config.httpRequestTimeoutMs) fail('HTTP_HEADERS_TIMEOUT_MS', 'must not exceed HTTP_REQUEST_TIMEOUT_MS');
  if (config.eventRetentionDays !== null && config.eventRetentionDays < config.retentionDays) {
    fail(
      'EVENT_RETENTION_DAYS',
      `must be at least RETENTION_DAYS (${config.retentionDays}): an event is deleted only once its payload is gone, got ${config.eventRetentionDays}`,
    );
  }
  return config;
}
