/**
 * Every environment variable that loadConfig reads, with its default and meaning as a person reads
 * them. `docs/configuration.md` is generated from this list (`npm run docs:config`), and a unit test
 * fails when the file is stale or when loadConfig reads a variable that is not here (or one here is
 * never read). loadConfig's `env` only has these names, so reading a new variable without a record
 * here is a type error: to add one, add its record to its group, read it in loadConfig, run
 * `npm run docs:config`.
 *
 * `default` and `description` are Markdown (one line each); `default` says what holds when unset.
 */
export interface EnvVarDoc {
  group: EnvVarGroup;
  default: string;
  description: string;
}

export const ENV_VAR_GROUPS = [
  'HTTP server',
  'Storage',
  'Redis',
  'Ingest and API',
  'Delivery and workers',
  'Retention',
  'Notifications',
  'Logs, metrics, traces',
  'Dashboard and demo',
] as const;
type EnvVarGroup = (typeof ENV_VAR_GROUPS)[number];

export const ENV_VARS = {
  NODE_ENV: {
    group: 'HTTP server',
    default: '`development`',
    description:
      '`development`, `production` or `test`; `production` requires `ENCRYPTION_KEYS` and marks session cookies `Secure`; `test` hashes passwords at a test cost (argon2id, 1 MiB, 1 pass, against 64 MiB and 3 passes otherwise) and is for test suites only, never a deployment',
  },
  PORT: { group: 'HTTP server', default: '`3000`', description: 'HTTP port of the api (the dashboard is served from the same origin)' },
  HOST: {
    group: 'HTTP server',
    default: '`0.0.0.0`',
    description: 'address the api listens on (`npm start` with demo defaults: `127.0.0.1`)',
  },
  PUBLIC_BASE_URL: {
    group: 'HTTP server',
    default: '`http://localhost:$PORT`',
    description: 'external base URL, used to build `ingest_url` and the `invite_url` of invitations',
  },
  TRUST_PROXY: {
    group: 'HTTP server',
    default: '`false`',
    description:
      'behind reverse proxies: their number (`1` for one load balancer) or their addresses/CIDR ranges (`10.0.0.0/8,fd00::/8`); client address and protocol then come from `X-Forwarded-*` (login and sign-up limits, `Secure` cookies). `true` is refused: it would let any client forge its address',
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    group: 'HTTP server',
    default: '`30000`',
    description: 'a request, body included, must arrive within this; slow or stalled clients are cut off',
  },
  HTTP_HEADERS_TIMEOUT_MS: {
    group: 'HTTP server',
    default: '`10000`',
    description: "a request's headers must arrive within this (at most `HTTP_REQUEST_TIMEOUT_MS`)",
  },
  HTTP_KEEP_ALIVE_TIMEOUT_MS: {
    group: 'HTTP server',
    default: '`72000`',
    description: "idle keep-alive connections close after this (keep it above your load balancer's idle timeout)",
  },
  JSON_BODY_LIMIT_BYTES: {
    group: 'HTTP server',
    default: '`65536`',
    description: 'largest JSON body of the management and auth routes (413 past it; ingest has `MAX_PAYLOAD_BYTES`)',
  },
  DATABASE_URL: {
    group: 'Storage',
    default: '`postgres://postgres@127.0.0.1:5432/hookyard`',
    description: 'PostgreSQL; `migrate` creates the database if missing',
  },
  DATABASE_READ_URL: {
    group: 'Storage',
    default: 'unset (the primary)',
    description: 'optional read replica for the event list, the export and the statistics series (reads that tolerate lag)',
  },
  ENCRYPTION_KEYS: {
    group: 'Storage',
    default: 'generated once into `.data/encryption-keys` (not in production)',
    description: 'key ring `id:base64key,…` of 32-byte AES keys; the first encrypts, all decrypt. Required when `NODE_ENV=production`',
  },
  REDIS_URL: { group: 'Redis', default: '`redis://127.0.0.1:6379/0`', description: 'Redis; the db index is honoured' },
  REDIS_CLUSTER_NODES: {
    group: 'Redis',
    default: 'unset (single Redis)',
    description:
      '`host:port,…` (IPv6 as `[addr]:port`) of a Redis Cluster: every client is then a cluster client and `REDIS_URL` is ignored; see docs/redis-cluster.md',
  },
  REDIS_PREFIX: {
    group: 'Redis',
    default: '`hookyard`',
    description: 'prefix of every Redis key (queues, rate limits), so several installs can share a server',
  },
  MAX_PAYLOAD_BYTES: { group: 'Ingest and API', default: '`1048576`', description: 'ingest body size limit (413 above it)' },
  INGEST_RATE_PER_SECOND: { group: 'Ingest and API', default: '`100`', description: 'default per-endpoint token-bucket rate' },
  INGEST_RATE_BURST: { group: 'Ingest and API', default: '`200`', description: 'default per-endpoint burst' },
  API_RATE_PER_SECOND: { group: 'Ingest and API', default: '`50`', description: 'customer API token-bucket rate per API key' },
  API_RATE_BURST: { group: 'Ingest and API', default: '`100`', description: 'customer API burst per API key' },
  CREDENTIAL_CACHE_TTL_MS: {
    group: 'Ingest and API',
    default: '`30000`',
    description: 'per-instance endpoint/API-key cache lifetime (each use is confirmed in Redis); `0` turns it off',
  },
  SIGNUP_ENABLED: { group: 'Ingest and API', default: '`true`', description: 'allow `POST /api/auth/signup`' },
  SSO_ALLOW_HTTP_ISSUERS: {
    group: 'Ingest and API',
    default: '`false`',
    description:
      'allow single sign-on issuers at `http://` URLs (a provider on this machine or a test network); otherwise an issuer must be `https://` (docs/http.md, Single sign-on)',
  },
  SIGNUP_RATE_PER_HOUR: {
    group: 'Ingest and API',
    default: '`20`',
    description: 'sign-ups allowed per client address and hour (429 `rate_limited` past it)',
  },
  SHOWN_SENDER_HEADERS: {
    group: 'Ingest and API',
    default: 'unset',
    description:
      'comma-separated sender header names (any case) whose forwarded values attempts show in `request_headers`, added to the built-in allowlist; every other sender header is shown as `"[redacted]"` (docs/http.md, Event detail)',
  },
  RETRY_SCHEDULE: {
    group: 'Delivery and workers',
    default: '`5s,5m,30m,2h,5h,10h,10h`',
    description: 'delays between delivery attempts (`ms`, `s`, `m`, `h`); attempts = 1 + delays',
  },
  ALLOW_PRIVATE_DESTINATIONS: {
    group: 'Delivery and workers',
    default: '`false` (`npm start`: `true`)',
    description: 'allow destinations on loopback/private/link-local addresses',
  },
  WORKER_CONCURRENCY: { group: 'Delivery and workers', default: '`100`', description: 'deliveries in flight per worker process' },
  BULK_CONCURRENCY: {
    group: 'Delivery and workers',
    default: '`40`',
    description:
      "bulk retries' and replays' deliveries in flight per worker at most (until answered: their records are written after), within `WORKER_CONCURRENCY` and behind live deliveries: lower drains a bulk operation slower and leaves more room to live traffic (docs/operations.md, Bulk retries and replays)",
  },
  DESTINATION_CONCURRENCY: { group: 'Delivery and workers', default: '`10`', description: 'requests in flight per destination' },
  ORGANIZATION_CONCURRENCY: {
    group: 'Delivery and workers',
    default: '`50`',
    description: 'deliveries in flight per organization, across all workers; keep it below `WORKER_CONCURRENCY`',
  },
  TRANSFORM_TIMEOUT_MS: {
    group: 'Delivery and workers',
    default: '`100`',
    description:
      "a destination's transformation must return within this (its memory is capped at 16 MiB); one that does not sends nothing and the job is dead-lettered (`transformation_failed`)",
  },
  SLOW_DESTINATION_TIMEOUTS: {
    group: 'Delivery and workers',
    default: '`3`',
    description: 'after this many timeouts in a row, one delivery at a time to that destination until one does not; `0` off',
  },
  WORKER_LANES: {
    group: 'Delivery and workers',
    default: '`live,bulk`',
    description:
      'the work a worker (or `combined`) process takes: `live` the live `deliveries` queue, `bulk` bulk retries and replays (the `operations` and `bulk-deliveries` queues), comma-separated; every lane needs at least one worker, or its queue is never worked (docs/operations.md, Sizing and scaling)',
  },
  WORKER_PORT: {
    group: 'Delivery and workers',
    default: 'unset',
    description:
      'a separate `worker.js` then serves `/healthz`, `/readyz` and `/metrics` (its delivery counters) on `HOST:WORKER_PORT`, and nothing else; unset, it serves no HTTP. `combined.js` ignores it',
  },
  BULK_PAGE_SIZE: {
    group: 'Delivery and workers',
    default: '`500`',
    description: 'events a bulk retry/replay handles per transaction (one checkpoint)',
  },
  BULK_BACKLOG: {
    group: 'Delivery and workers',
    default: '`5000`',
    description:
      'bulk deliveries waiting in the `bulk-deliveries` queue (each waiting batch counted as 100) above which a bulk operation waits before its next page',
  },
  RELAY_INTERVAL_MS: {
    group: 'Delivery and workers',
    default: '`2000`',
    description: "how often the worker's outbox relay looks for jobs that never reached the queue",
  },
  RELAY_GRACE_MS: {
    group: 'Delivery and workers',
    default: '`10000`',
    description: 'age of a pending job before the relay queues it again',
  },
  DELIVERY_LEASE_MS: {
    group: 'Delivery and workers',
    default: '`15000`',
    description:
      "a claimed delivery stays leased to its worker this long, renewed every third of it while in flight; a killed worker's deliveries are made again once it runs out",
  },
  DESTINATION_DISABLE_AFTER: {
    group: 'Delivery and workers',
    default: '`5d`',
    description: 'a destination whose attempts have all failed for this long (`s`, `m`, `h`, `d`)…',
  },
  DESTINATION_DISABLE_MIN_ATTEMPTS: {
    group: 'Delivery and workers',
    default: '`10`',
    description: '…with at least this many failed attempts is disabled with `disabled_reason: "failing"`',
  },
  STATS_FLUSH_MS: {
    group: 'Delivery and workers',
    default: '`1000`',
    description: 'how often each process writes the statistics it counted (what a process killed with SIGKILL counted since is lost)',
  },
  RETENTION_DAYS: {
    group: 'Retention',
    default: '`30`',
    description:
      'after this many days (whole UTC days: up to one more) an event is archived, its payload and recorded answers destroyed (day partitions dropped)',
  },
  EVENT_RETENTION_DAYS: {
    group: 'Retention',
    default: 'unset (events kept)',
    description:
      'after this many days (whole UTC days, at least `RETENTION_DAYS`) an archived event is deleted with its jobs, attempts and dead letters, hourly in batches of 1,000; one with a delivery job still open is kept until it closes (docs/architecture.md, Event retention)',
  },
  AUDIT_RETENTION_DAYS: {
    group: 'Retention',
    default: '`365`',
    description:
      'after this many days (whole UTC days: up to one more) an audit log entry is deleted, hourly, the only deletion the audit log allows (docs/http.md, Audit log)',
  },
  NOTIFY_DEAD_LETTER_WINDOW: {
    group: 'Notifications',
    default: '`1m`',
    description: "at most one `event.dead_lettered` notification per destination per this window (with the window's count)",
  },
  NOTIFY_RATE_LIMITED_WINDOW: {
    group: 'Notifications',
    default: '`5m`',
    description: 'at most one `endpoint.rate_limited` notification per endpoint per this window',
  },
  NOTIFY_RECOVERED_AFTER: {
    group: 'Notifications',
    default: '`5m`',
    description:
      '`destination.recovered` is sent only once a destination that succeeded after failures has had no failed attempt for this long (a flapping destination sends none)',
  },
  NOTIFY_DESTINATION_WINDOW: {
    group: 'Notifications',
    default: '`1h`',
    description: 'at most one `destination.recovered` and one `destination.disabled` notification per destination per this window',
  },
  LOG_LEVEL: {
    group: 'Logs, metrics, traces',
    default: '`info` (`warn` when `NODE_ENV=test`)',
    description: '`fatal`, `error`, `warn`, `info` or `debug` (accepted ingests and probes are `debug` lines)',
  },
  LOG_FORMAT: {
    group: 'Logs, metrics, traces',
    default: '`pretty` on a terminal outside production, else `json`',
    description: '`json`: one JSON object per line (for log shippers); `pretty`: readable lines (docs/operations.md, Logs)',
  },
  METRICS_ENABLED: { group: 'Logs, metrics, traces', default: '`true`', description: 'serve Prometheus metrics at `GET /metrics`' },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    group: 'Logs, metrics, traces',
    default: 'unset (no traces, no SDK loaded)',
    description:
      "OTLP/HTTP base URL of an OpenTelemetry collector (`http://collector:4318`): spans of ingests, their stores, delivery attempts, bulk operation pages and maintenance runs go to `<it>/v1/traces`; sampling and batching through the SDK's own `OTEL_*` variables (docs/operations.md, Traces)",
  },
  OTEL_SERVICE_NAME: {
    group: 'Logs, metrics, traces',
    default: '`hookyard-api`, `hookyard-worker`, `hookyard` (combined)',
    description: 'the `service.name` of the spans',
  },
  PROPAGATE_TRACE_CONTEXT: {
    group: 'Logs, metrics, traces',
    default: '`false`',
    description:
      "send each delivery's `traceparent` (its attempt span) to the destination, in place of the sender's, and show it in attempts' `request_headers` as sent; needs `OTEL_EXPORTER_OTLP_ENDPOINT`",
  },
  DEMO_ECHO: {
    group: 'Dashboard and demo',
    default: '`false` (`npm start`: `true`)',
    description: 'serve `POST /demo/echo`, the receiver of the seeded demo destination',
  },
  INVITATION_TTL_HOURS: {
    group: 'Dashboard and demo',
    default: '`168` (7 days)',
    description: 'hours an invitation to an organization can be accepted (1 to 8760); past them it answers `410 invitation_expired`',
  },
  SMTP_URL: {
    group: 'Dashboard and demo',
    default: 'unset (invitations are not e-mailed: the dashboard shows the link to copy)',
    description:
      '`smtp://[user:password@]host:port` or `smtps://…` of the relay that e-mails invitations (STARTTLS when the relay offers it); a secret, never logged',
  },
  SMTP_FROM: {
    group: 'Dashboard and demo',
    default: '`Hookyard <hookyard@<host of PUBLIC_BASE_URL>>`',
    description: 'the `From` of invitation e-mails; needs `SMTP_URL`',
  },
  FRONTEND_DIR: {
    group: 'Dashboard and demo',
    default: '`frontend/dist`',
    description: 'built dashboard served at `/` (when the folder exists)',
  },
} as const satisfies Record<string, EnvVarDoc>;

export type EnvName = keyof typeof ENV_VARS;
